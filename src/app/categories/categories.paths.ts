import { definePaths, needs } from '../../domain/routes'

const NEWS_CATEGORIES = 'category-management/news-&-article-category'
const FAQ_CATEGORIES = 'category-management/faq-category'

export const categoriesPaths = definePaths(
  'categories',
  {
    'newsCategories.list': {
      path: `${NEWS_CATEGORIES}/list`,
      kind: 'list',
      needs: needs('categories', 'access'),
      nav: true,
    },
    'newsCategories.create': {
      path: `${NEWS_CATEGORIES}/create-new-news-&-article-category`,
      kind: 'create',
      needs: needs('categories', 'create'),
      parent: 'newsCategories.list',
    },
    'newsCategories.edit': {
      path: `${NEWS_CATEGORIES}/edit-news-&-article-category`,
      kind: 'edit',
      needs: needs('categories', 'update'),
      parent: 'newsCategories.list',
      query: ['id'],
    },
    'faqCategories.list': {
      path: `${FAQ_CATEGORIES}/list`,
      kind: 'list',
      needs: needs('categories', 'access'),
      nav: true,
    },
    'faqCategories.create': {
      path: `${FAQ_CATEGORIES}/create-new-faq-category`,
      kind: 'create',
      needs: needs('categories', 'create'),
      parent: 'faqCategories.list',
    },
    'faqCategories.edit': {
      path: `${FAQ_CATEGORIES}/edit-faq-category/{id}`,
      kind: 'edit',
      needs: needs('categories', 'update'),
      parent: 'faqCategories.list',
    },
  },
  { grouped: true },
)
