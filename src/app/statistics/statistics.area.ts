// Platform statistics and the access and export histories.
import type { AreaManifest } from '../../commands/area'
import { statisticsPaths } from './statistics.paths'

export const statisticsArea: AreaManifest = {
  slug: 'statistics',
  routes: statisticsPaths.routes,
  pages: {
    'statistics.home': () =>
      import('./platform/PlatformStatisticsPage').then((m) => ({ default: m.PlatformStatisticsPage })),
    'statistics.userAccess': () =>
      import('./UserAccessHistoryPage').then((m) => ({ default: m.UserAccessHistoryPage })),
    'statistics.internalUserAccess': () =>
      import('./InternalUserAccessHistoryPage').then((m) => ({ default: m.InternalUserAccessHistoryPage })),
    'statistics.dataExport': () =>
      import('./DataExportHistoryPage').then((m) => ({ default: m.DataExportHistoryPage })),
  },
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
