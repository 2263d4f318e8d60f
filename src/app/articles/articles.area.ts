import type { AreaManifest } from '../../commands/area'
import { articlesPaths } from './articles.paths'
import { articlesSearch } from './articles.search'

export const articlesArea: AreaManifest = {
  slug: 'articles',
  routes: articlesPaths.routes,
  pages: () => import('./articles.pages').then((m) => m.articlesPages),
  commands: () => import('./articles.commands').then((m) => m.articlesCommands),
  actionBarScreens: ['articles.list', 'articles.detail', 'articles.edit'],
  sidebar: { links: [{ routeId: 'articles.list' }] },
  search: articlesSearch,
  locales: {
    en: () => import('../../../locales/en/articles.json'),
    th: () => import('../../../locales/th/articles.json'),
  },
}
