// The articles area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const articlesPages: Readonly<Record<string, PageLoader>> = {
  'articles.list': () => import('./ArticleListPage').then((m) => ({ default: m.ArticleListPage })),
  'articles.detail': () => import('./ArticleDetailPage').then((m) => ({ default: m.ArticleDetailPage })),
  'articles.create': () => import('./ArticleEditorPage').then((m) => ({ default: m.ArticleEditorPage })),
  'articles.edit': () => import('./ArticleEditorPage').then((m) => ({ default: m.ArticleEditorPage })),
}
