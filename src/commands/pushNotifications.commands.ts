import { createCommand, navigateCommand } from './routeCommands'

const PUSH_WORDS = ['push', 'notifications', 'messages', 'broadcast', 'แจ้งเตือน', 'พุช', 'ข้อความ', 'ประกาศ']

export const pushNotificationsCommands = [
  navigateCommand('pushNotifications.list', 'push-notifications', {
    keywords: PUSH_WORDS,
    hotKeys: ['g', 'p'],
  }),
  createCommand('pushNotifications.create', 'push-notification', {
    keywords: ['new push notification', 'send', 'ส่งแจ้งเตือน', ...PUSH_WORDS],
  }),
]
