// Platform statistics and the access and export histories.
import type { AreaManifest } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { statisticsCommands } from './statistics.commands'
import { statisticsPaths } from './statistics.paths'

const STATISTICS_WORDS = ['statistics', 'stats', 'reports', 'สถิติ', 'รายงาน']
const HISTORY_WORDS = ['history', 'log', 'audit', 'sign-in', 'device', 'ip', 'ประวัติ', 'บันทึก', 'อุปกรณ์']

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
  commands: [
    navigateCommand(statisticsPaths.route('statistics.home'), 'platform-statistics', {
      keywords: [
        'platform',
        'members',
        'orders',
        'sign-ins',
        'devices',
        'แพลตฟอร์ม',
        'สมาชิก',
        'คำสั่งซื้อ',
        'อุปกรณ์',
        ...STATISTICS_WORDS,
      ],
      hotKeys: ['g', 'd'],
    }),
    navigateCommand(statisticsPaths.route('statistics.userAccess'), 'user-access-history', {
      keywords: ['members', 'สมาชิก', 'เข้าใช้งาน', ...HISTORY_WORDS, ...STATISTICS_WORDS],
    }),
    navigateCommand(statisticsPaths.route('statistics.internalUserAccess'), 'internal-user-access-history', {
      keywords: ['staff', 'พนักงาน', 'เข้าใช้งาน', ...HISTORY_WORDS, ...STATISTICS_WORDS],
    }),
    navigateCommand(statisticsPaths.route('statistics.dataExport'), 'data-export-history', {
      keywords: ['export', 'download', 'csv', 'ส่งออก', 'ดาวน์โหลด', ...HISTORY_WORDS, ...STATISTICS_WORDS],
    }),
    ...statisticsCommands,
  ],
  sidebar: {
    grouped: true,
    links: [
      { commandId: 'go-to-platform-statistics', labelKey: 'statistics:nav.sidebar.home' },
      { commandId: 'go-to-user-access-history' },
      { commandId: 'go-to-internal-user-access-history' },
      { commandId: 'go-to-data-export-history' },
    ],
  },
  locales: {
    en: () => import('../../../locales/en/statistics.json'),
    th: () => import('../../../locales/th/statistics.json'),
  },
}
