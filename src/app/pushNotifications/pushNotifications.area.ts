import { nav as en } from '../../../locales/en/pushNotifications.json'
import { nav as th } from '../../../locales/th/pushNotifications.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { pushNotificationsPaths } from './pushNotifications.paths'

const PUSH_WORDS = ['push', 'notifications', 'messages', 'broadcast', 'แจ้งเตือน', 'พุช', 'ข้อความ', 'ประกาศ']

export const pushNotificationsArea: AreaManifest = {
  slug: 'pushNotifications',
  routes: pushNotificationsPaths.routes,
  commands: [
    navigateCommand(pushNotificationsPaths.route('pushNotifications.list'), 'push-notifications', {
      keywords: PUSH_WORDS,
      hotKeys: ['g', 'p'],
    }),
    createCommand(pushNotificationsPaths.route('pushNotifications.create'), 'push-notification', {
      keywords: ['new push notification', 'send', 'ส่งแจ้งเตือน', ...PUSH_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-push-notifications' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/pushNotifications.json?raw'),
      import('../../../locales/th/pushNotifications.json?raw'),
    ),
}
