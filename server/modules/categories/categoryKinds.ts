import type { ContentRecordType } from './categories.tables'

/**
 * The two kinds of category: news-and-article categories and FAQ categories. They are one thing (a name,
 * a status, the items filed under them) kept in two tables, so every query and handler of the area is
 * written once and told which kind it serves.
 */
export interface CategoryKind {
  /** The kind's word in messages (`categories.kinds.<id>` in locales/<lang>/server.json). */
  id: 'article' | 'faq'
  table: 'article_categories' | 'faq_categories'
  /** The items filed under a category of this kind, by their `category_id`. */
  itemTable: 'articles' | 'faqs'
  recordType: Extract<ContentRecordType, 'article_category' | 'faq_category'>
  itemRecordType: Extract<ContentRecordType, 'article' | 'faq'>
  /** Whether a category of this kind may show a picture (upload module `category`). */
  hasImage: boolean
}

export const ARTICLE_CATEGORIES: CategoryKind = {
  id: 'article',
  table: 'article_categories',
  itemTable: 'articles',
  recordType: 'article_category',
  itemRecordType: 'article',
  hasImage: true,
}

export const FAQ_CATEGORIES: CategoryKind = {
  id: 'faq',
  table: 'faq_categories',
  itemTable: 'faqs',
  recordType: 'faq_category',
  itemRecordType: 'faq',
  hasImage: false,
}
