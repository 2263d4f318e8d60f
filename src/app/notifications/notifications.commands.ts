// The notifications area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import type { Command } from '../../commands/types'

export const notificationsCommands: readonly Command[] = [
  {
    id: 'mark-all-notifications-read',
    titleKey: 'notifications:nav.commands.mark_all_read',
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
