import type { AreaManifest } from '../../commands/area'
import { pushNotificationsPaths } from './pushNotifications.paths'
import { pushNotificationsSearch } from './pushNotifications.search'

const pushEditorPage = () =>
  import('./PushNotificationEditorPage').then((m) => ({ default: m.PushNotificationEditorPage }))

export const pushNotificationsArea: AreaManifest = {
  slug: 'pushNotifications',
  routes: pushNotificationsPaths.routes,
  pages: {
    'pushNotifications.list': () =>
      import('./PushNotificationListPage').then((m) => ({ default: m.PushNotificationListPage })),
    'pushNotifications.create': pushEditorPage,
    'pushNotifications.edit': pushEditorPage,
  },
  commands: () => import('./pushNotifications.commands').then((m) => m.pushNotificationsCommands),
  sidebar: { links: [{ routeId: 'pushNotifications.list' }] },
  search: pushNotificationsSearch,
  locales: {
    en: () => import('../../../locales/en/pushNotifications.json'),
    th: () => import('../../../locales/th/pushNotifications.json'),
  },
}
