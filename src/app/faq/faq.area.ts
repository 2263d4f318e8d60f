import type { AreaManifest } from '../../commands/area'
import { faqPaths } from './faq.paths'
import { faqSearch } from './faq.search'

export const faqArea: AreaManifest = {
  slug: 'faq',
  routes: faqPaths.routes,
  pages: () => import('./faq.pages').then((m) => m.faqPages),
  commands: () => import('./faq.commands').then((m) => m.faqCommands),
  actionBarScreens: ['faq.list'],
  sidebar: { links: [{ routeId: 'faq.list' }] },
  search: faqSearch,
  locales: {
    en: () => import('../../../locales/en/faq.json'),
    th: () => import('../../../locales/th/faq.json'),
  },
}
