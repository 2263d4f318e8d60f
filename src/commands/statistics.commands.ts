// Platform statistics and the access and export histories.
import { navigateCommand } from './routeCommands'

const STATISTICS_WORDS = ['statistics', 'stats', 'reports', 'สถิติ', 'รายงาน']
const HISTORY_WORDS = ['history', 'log', 'audit', 'sign-in', 'device', 'ip', 'ประวัติ', 'บันทึก', 'อุปกรณ์']

export const statisticsCommands = [
  navigateCommand('statistics.home', 'platform-statistics', {
    keywords: [
      'dashboard',
      'sales',
      'traffic',
      'conversion',
      'issues',
      'ยอดขาย',
      'ผู้เข้าชม',
      'ปัญหา',
      ...STATISTICS_WORDS,
    ],
    hotKeys: ['g', 'd'],
  }),
  navigateCommand('statistics.userAccess', 'user-access-history', {
    keywords: ['members', 'สมาชิก', 'เข้าใช้งาน', ...HISTORY_WORDS, ...STATISTICS_WORDS],
  }),
  navigateCommand('statistics.internalUserAccess', 'internal-user-access-history', {
    keywords: ['staff', 'พนักงาน', 'เข้าใช้งาน', ...HISTORY_WORDS, ...STATISTICS_WORDS],
  }),
  navigateCommand('statistics.dataExport', 'data-export-history', {
    keywords: ['export', 'download', 'csv', 'ส่งออก', 'ดาวน์โหลด', ...HISTORY_WORDS, ...STATISTICS_WORDS],
  }),
]
