// The categories of news and articles and of FAQs.
import type { AreaManifest } from '../../commands/area'
import { categoriesPaths } from './categories.paths'

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
  commands: () => import('./categories.commands').then((m) => m.categoriesCommands),
  sidebar: {
    grouped: true,
    // Their full titles: 'News & article' and 'FAQ' alone would repeat the top-level entries.
    links: [{ routeId: 'newsCategories.list' }, { routeId: 'faqCategories.list' }],
  },
  locales: {
    en: () => import('../../../locales/en/categories.json'),
    th: () => import('../../../locales/th/categories.json'),
  },
}
