// The categories of news and articles and of FAQs.
import type { AreaManifest } from '../../commands/area'
import { categoriesPaths } from './categories.paths'

export const categoriesArea: AreaManifest = {
  slug: 'categories',
  routes: categoriesPaths.routes,
  pages: () => import('./categories.pages').then((m) => m.categoriesPages),
  commands: () => import('./categories.commands').then((m) => m.categoriesCommands),
  actionBarScreens: ['newsCategories.list', 'faqCategories.list'],
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
