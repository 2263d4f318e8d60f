import type { AreaManifest } from '../../commands/area'
import { homePaths } from './home.paths'

export const homeArea: AreaManifest = {
  slug: 'home',
  routes: homePaths.routes,
  pages: () => import('./home.pages').then((m) => m.homePages),
  commands: () => import('./home.commands').then((m) => m.homeCommands),
  sidebar: { links: [{ routeId: 'home' }] },
  locales: {
    en: () => import('../../../locales/en/home.json'),
    th: () => import('../../../locales/th/home.json'),
  },
}
