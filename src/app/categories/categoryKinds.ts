import type { CategoryKindId } from '../../api/categories'
import { categoriesPaths } from './categories.paths'

/**
 * What tells the two kinds of category apart on screen: their routes, their words (a prefix in
 * locales/<lang>/categories.json) and whether they show a picture. Everything else is one set of screens.
 */
export interface CategoryScreenKind {
  id: CategoryKindId
  /** The words of the kind: `categories:<words>.title`, ... */
  words: 'news' | 'faq'
  hasImage: boolean
  listHref(): string
  editHref(id: string): string
}

export const NEWS_CATEGORY_SCREENS: CategoryScreenKind = {
  id: 'article',
  words: 'news',
  hasImage: true,
  listHref: () => categoriesPaths.hrefOf('newsCategories.list'),
  editHref: (id) => categoriesPaths.hrefOf('newsCategories.edit', { id }),
}

export const FAQ_CATEGORY_SCREENS: CategoryScreenKind = {
  id: 'faq',
  words: 'faq',
  hasImage: false,
  listHref: () => categoriesPaths.hrefOf('faqCategories.list'),
  editHref: (id) => categoriesPaths.hrefOf('faqCategories.edit', { id }),
}
