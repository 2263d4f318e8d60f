import type { AreaManifest } from '../../commands/area'
import { articlesPaths } from './articles.paths'
import { articlesSearch } from './articles.search'

export const articlesArea: AreaManifest = {
  slug: 'articles',
  routes: articlesPaths.routes,
  pages: {
    'articles.list': () => import('./ArticleListPage').then((m) => ({ default: m.ArticleListPage })),
    'articles.detail': () => import('./ArticleDetailPage').then((m) => ({ default: m.ArticleDetailPage })),
    'articles.create': () => import('./ArticleEditorPage').then((m) => ({ default: m.ArticleEditorPage })),
    'articles.edit': () => import('./ArticleEditorPage').then((m) => ({ default: m.ArticleEditorPage })),
  },
  commands: () => import('./articles.commands').then((m) => m.articlesCommands),
  sidebar: { links: [{ routeId: 'articles.list' }] },
  search: articlesSearch,
  locales: {
    en: () => import('../../../locales/en/articles.json'),
    th: () => import('../../../locales/th/articles.json'),
  },
}
