// The categories of news and articles and of FAQs.
import type { AreaManifest } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { categoriesPaths } from './categories.paths'

const CATEGORY_WORDS = ['categories', 'category', 'หมวดหมู่', 'ประเภท']
const NEWS_WORDS = ['news', 'articles', 'ข่าว', 'บทความ']
const FAQ_WORDS = ['faq', 'questions', 'คำถาม']
const listPage = () => import('./CategoryListPage')
const editorPage = () => import('./CategoryEditorPage')
const newsEditor = () => editorPage().then((m) => ({ default: m.NewsCategoryEditorPage }))
const faqEditor = () => editorPage().then((m) => ({ default: m.FaqCategoryEditorPage }))

export const categoriesArea: AreaManifest = {
  slug: 'categories',
  routes: categoriesPaths.routes,
  pages: {
    'newsCategories.list': () => listPage().then((m) => ({ default: m.NewsCategoryListPage })),
    'newsCategories.create': newsEditor,
    'newsCategories.edit': newsEditor,
    'faqCategories.list': () => listPage().then((m) => ({ default: m.FaqCategoryListPage })),
    'faqCategories.create': faqEditor,
    'faqCategories.edit': faqEditor,
  },
  commands: [
    navigateCommand(categoriesPaths.route('newsCategories.list'), 'news-categories', {
      keywords: [...CATEGORY_WORDS, ...NEWS_WORDS],
    }),
    navigateCommand(categoriesPaths.route('faqCategories.list'), 'faq-categories', {
      keywords: [...CATEGORY_WORDS, ...FAQ_WORDS],
    }),
    createCommand(categoriesPaths.route('newsCategories.create'), 'news-category', {
      keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...NEWS_WORDS],
    }),
    createCommand(categoriesPaths.route('faqCategories.create'), 'faq-category', {
      keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...FAQ_WORDS],
    }),
  ],
  sidebar: {
    grouped: true,
    // Their full titles: 'News & article' and 'FAQ' alone would repeat the top-level entries.
    links: [{ commandId: 'go-to-news-categories' }, { commandId: 'go-to-faq-categories' }],
  },
  locales: {
    en: () => import('../../../locales/en/categories.json'),
    th: () => import('../../../locales/th/categories.json'),
  },
}
