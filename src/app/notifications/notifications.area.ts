// The bell: staff's own notifications. No screen of its own; the header shows it everywhere.
import type { AreaManifest } from '../../commands/area'
import { notificationsPaths } from './notifications.paths'

export const notificationsArea: AreaManifest = {
  slug: 'notifications',
  routes: notificationsPaths.routes,
  commands: () => import('./notifications.commands').then((m) => m.notificationsCommands),
}
