import { definePaths, needs } from '../../domain/routes'

export const statisticsPaths = definePaths(
  'statistics',
  {
    'statistics.home': {
      path: 'platform-statistic/home',
      kind: 'list',
      needs: needs('platformStatistics', 'access'),
      nav: true,
    },
    'statistics.userAccess': {
      path: 'platform-statistic/user-access-history',
      kind: 'list',
      needs: needs('userAccessHistory', 'access'),
      nav: true,
    },
    'statistics.internalUserAccess': {
      path: 'platform-statistic/internal-user-access-history',
      kind: 'list',
      needs: needs('internalUserAccessHistory', 'access'),
      nav: true,
    },
    'statistics.dataExport': {
      path: 'platform-statistic/data-export-history',
      kind: 'list',
      needs: needs('dataExportHistory', 'access'),
      nav: true,
    },
  },
  { grouped: true },
)
