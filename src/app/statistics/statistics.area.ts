// Platform statistics and the access and export histories.
import type { AreaManifest } from '../../commands/area'
import { statisticsPaths } from './statistics.paths'

export const statisticsArea: AreaManifest = {
  slug: 'statistics',
  routes: statisticsPaths.routes,
  pages: () => import('./statistics.pages').then((m) => m.statisticsPages),
  commands: () => import('./statistics.commands').then((m) => m.statisticsCommands),
  sidebar: {
    grouped: true,
    links: [
      { routeId: 'statistics.home', labelKey: 'statistics:nav.sidebar.home' },
      { routeId: 'statistics.userAccess' },
      { routeId: 'statistics.internalUserAccess' },
      { routeId: 'statistics.dataExport' },
    ],
  },
  locales: {
    en: () => import('../../../locales/en/statistics.json'),
    th: () => import('../../../locales/th/statistics.json'),
  },
}
