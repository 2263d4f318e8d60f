import type { AreaManifest } from '../../commands/area'
import { appearancePaths } from './appearance.paths'

export const appearanceArea: AreaManifest = {
  slug: 'appearance',
  routes: appearancePaths.routes,
  pages: () => import('./appearance.pages').then((m) => m.appearancePages),
  commands: () => import('./appearance.commands').then((m) => m.appearanceCommands),
  actionBarScreens: ['bannerLoops.list', 'bannerSlides.list', 'productSlides.list', 'templates.list'],
  sidebar: {
    grouped: true,
    links: [
      { routeId: 'bannerLoops.list' },
      { routeId: 'bannerSlides.list' },
      { routeId: 'productSlides.list' },
      { routeId: 'templates.list' },
    ],
  },
  locales: {
    en: () => import('../../../locales/en/appearance.json'),
    th: () => import('../../../locales/th/appearance.json'),
  },
}
