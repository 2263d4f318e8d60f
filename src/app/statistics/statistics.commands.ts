// The statistics' palette commands: open its pages, and change the range the platform statistics show
// (their export is a screen command).
import { rangeCommands } from '../../commands/rangeCommands'
import { navigateCommand } from '../../commands/routeCommands'
import type { Command } from '../../commands/types'
import type { RangePreset } from '../../domain/dashboard'
import { needs } from '../../domain/routes'
import { statisticsPaths } from './statistics.paths'

/** Without a range in the address the platform statistics show the last 30 days, as the server does. */
export const PLATFORM_DEFAULT_PRESET: RangePreset = '30d'

const platformRangeCommands = rangeCommands(statisticsPaths.route('statistics.home'), {
  idPrefix: 'platform-statistics',
  titleKeyPrefix: 'statistics:nav.commands.range',
  keywords: ['statistics', 'platform', 'สถิติ', 'แพลตฟอร์ม'],
  permission: needs('platformStatistics', 'access'),
  hotKeyPrefix: 's',
  fallback: PLATFORM_DEFAULT_PRESET,
})

const STATISTICS_WORDS = ['statistics', 'stats', 'reports', 'สถิติ', 'รายงาน']
const HISTORY_WORDS = ['history', 'log', 'audit', 'sign-in', 'device', 'ip', 'ประวัติ', 'บันทึก', 'อุปกรณ์']

export const statisticsCommands: readonly Command[] = [
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
  ...platformRangeCommands,
]
