import type { AreaManifest } from '../../commands/area'
import { faqPaths } from './faq.paths'
import { faqSearch } from './faq.search'

const editorPage = () => import('./FaqEditorPage').then((m) => ({ default: m.FaqEditorPage }))

export const faqArea: AreaManifest = {
  slug: 'faq',
  routes: faqPaths.routes,
  pages: {
    'faq.list': () => import('./FaqListPage').then((m) => ({ default: m.FaqListPage })),
    'faq.create': editorPage,
    'faq.edit': editorPage,
    'faq.detail': () => import('./FaqDetailPage').then((m) => ({ default: m.FaqDetailPage })),
  },
  commands: () => import('./faq.commands').then((m) => m.faqCommands),
  sidebar: { links: [{ routeId: 'faq.list' }] },
  search: faqSearch,
  locales: {
    en: () => import('../../../locales/en/faq.json'),
    th: () => import('../../../locales/th/faq.json'),
  },
}
