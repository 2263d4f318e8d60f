// The pushNotifications area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

const pushEditorPage = () =>
  import('./PushNotificationEditorPage').then((m) => ({ default: m.PushNotificationEditorPage }))

export const pushNotificationsPages: Readonly<Record<string, PageLoader>> = {
  'pushNotifications.list': () =>
    import('./PushNotificationListPage').then((m) => ({ default: m.PushNotificationListPage })),
  'pushNotifications.create': pushEditorPage,
  'pushNotifications.edit': pushEditorPage,
}
