// The pushNotifications area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { askPushAction, offers, type PushAction, pushActionState } from './pushActions'
import { pushNotificationsPaths } from './pushNotifications.paths'

const PUSH_WORDS = ['push', 'notifications', 'messages', 'broadcast', 'แจ้งเตือน', 'พุช', 'ข้อความ', 'ประกาศ']
// The screen that shows one push notification: its actions come first in the palette there.
const PUSH_SCREENS: readonly string[] = ['pushNotifications.edit']

const onOpenPush =
  (action: PushAction) =>
  (scope: CommandScope): boolean => {
    const open = pushActionState.open
    return (
      scope.routeId !== null && PUSH_SCREENS.includes(scope.routeId) && open !== null && offers(action, open)
    )
  }

const actionCommand = (action: PushAction, keywords: string[], hotKeys: string[]): Command => ({
  id: `${action}-push-notification`,
  titleKey: `pushNotifications:nav.commands.${action}`,
  keywords: [...keywords, ...PUSH_WORDS],
  section: 'actions',
  hotKeys,
  permission: needs('pushNotifications', action === 'delete' ? 'delete' : 'update'),
  screens: PUSH_SCREENS,
  // The editor shows a button of its own for each.
  hiddenInActionBar: true,
  when: onOpenPush(action),
  run: () => {
    const open = pushActionState.open
    if (open) askPushAction(action, open)
  },
})

export const pushNotificationsCommands: readonly Command[] = [
  actionCommand('activate', ['activate', 'enable', 'schedule', 'เปิดใช้งาน'], ['n', 'a']),
  actionCommand('deactivate', ['deactivate', 'disable', 'stop', 'ปิดใช้งาน'], ['n', 'd']),
  actionCommand('delete', ['delete', 'remove', 'ลบ'], ['n', 'x']),
  navigateCommand(pushNotificationsPaths.route('pushNotifications.list'), 'push-notifications', {
    keywords: PUSH_WORDS,
    hotKeys: ['g', 'p'],
  }),
  createCommand(pushNotificationsPaths.route('pushNotifications.create'), 'push-notification', {
    keywords: ['new push notification', 'send', 'ส่งแจ้งเตือน', ...PUSH_WORDS],
  }),
]
