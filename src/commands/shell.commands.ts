// Keys of the shell itself: the palette and the current list's search.
import type { Command } from './types'

export const shellCommands: Command[] = [
  {
    id: 'open-palette',
    titleKey: 'commands:shell.open_palette',
    keywords: ['command palette', 'search', 'jump', 'แถบคำสั่ง', 'ค้นหา'],
    section: 'actions',
    hotKeys: ['mod+k'],
    permission: 'authenticated',
    hiddenInPalette: true,
    run: (context) => context.openPalette(),
  },
  {
    id: 'focus-list-search',
    titleKey: 'commands:shell.focus_list_search',
    keywords: ['search', 'filter', 'find', 'ค้นหา', 'กรอง', 'หา'],
    section: 'actions',
    hotKeys: ['/'],
    permission: 'authenticated',
    when: (scope) => scope.hasListSearch,
    run: (context) => {
      context.focusListSearch()
    },
  },
  {
    id: 'mark-all-notifications-read',
    titleKey: 'commands:shell.mark_all_read',
    keywords: [
      'notifications',
      'bell',
      'read all',
      'clear unread',
      'การแจ้งเตือน',
      'อ่านทั้งหมด',
      'ทำเครื่องหมายว่าอ่านแล้ว',
    ],
    section: 'actions',
    permission: 'authenticated',
    when: (scope) => (scope.unreadNotifications ?? 0) > 0,
    run: (context) => context.markAllNotificationsRead(),
  },
]
