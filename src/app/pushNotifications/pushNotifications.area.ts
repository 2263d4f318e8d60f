import type { AreaManifest } from '../../commands/area'
import { pushNotificationsPaths } from './pushNotifications.paths'
import { pushNotificationsSearch } from './pushNotifications.search'

export const pushNotificationsArea: AreaManifest = {
  slug: 'pushNotifications',
  routes: pushNotificationsPaths.routes,
  pages: () => import('./pushNotifications.pages').then((m) => m.pushNotificationsPages),
  commands: () => import('./pushNotifications.commands').then((m) => m.pushNotificationsCommands),
  actionBarScreens: ['pushNotifications.list'],
  sidebar: { links: [{ routeId: 'pushNotifications.list' }] },
  search: pushNotificationsSearch,
  locales: {
    en: () => import('../../../locales/en/pushNotifications.json'),
    th: () => import('../../../locales/th/pushNotifications.json'),
  },
}
