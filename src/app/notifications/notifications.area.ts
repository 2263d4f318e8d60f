// The bell: staff's own notifications. No screen of its own; the header shows it everywhere.
import type { AreaManifest } from '../../commands/area'
import { notificationsPaths } from './notifications.paths'

export const notificationsArea: AreaManifest = {
  slug: 'notifications',
  routes: notificationsPaths.routes,
  commands: [
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
  ],
}
