// The statistics area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const statisticsPages: Readonly<Record<string, PageLoader>> = {
  'statistics.home': () =>
    import('./platform/PlatformStatisticsPage').then((m) => ({ default: m.PlatformStatisticsPage })),
  'statistics.userAccess': () =>
    import('./UserAccessHistoryPage').then((m) => ({ default: m.UserAccessHistoryPage })),
  'statistics.internalUserAccess': () =>
    import('./InternalUserAccessHistoryPage').then((m) => ({ default: m.InternalUserAccessHistoryPage })),
  'statistics.dataExport': () =>
    import('./DataExportHistoryPage').then((m) => ({ default: m.DataExportHistoryPage })),
}
