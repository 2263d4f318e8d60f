import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type Notification,
  type NotificationCategory,
} from '../../api/notifications'
import {
  failLoading,
  markAllReadLocally,
  markReadLocally,
  notificationsState,
  receivePage,
  setUnread,
  startLoading,
} from '../../stores/notifications'
import { showToast } from '../../stores/toasts'

/** Where opening a notification takes the staff member (spec section 2, Shell). */
export const NOTIFICATION_TARGETS: Record<Notification['type'], string> = {
  REGISTER: '/admin-dashboard/user-management/user-list',
  PAYMENT: '/admin-dashboard/order-management/order-list',
}

let latestRequest = 0

/** Loads a page of a tab; an answer that arrives after a newer request (another tab, a reload) is dropped. */
export async function loadNotificationsPage(
  page: number,
  category: NotificationCategory | null,
): Promise<void> {
  const request = ++latestRequest
  startLoading(category)
  try {
    const result = await listNotifications({ page, category })
    if (request === latestRequest) receivePage(result, category)
  } catch {
    if (request === latestRequest) failLoading()
  }
}

export const loadNextPage = () =>
  loadNotificationsPage(notificationsState.page + 1, notificationsState.category)

export async function refreshUnread(): Promise<void> {
  setUnread(await countUnreadNotifications())
}

/** Opening a notification marks it read (spec section 4) and answers where it leads. */
export function openNotification(notification: Pick<Notification, '_id' | 'type' | 'state'>): string {
  if (notification.state === 'unRead') {
    markReadLocally([notification._id])
    markNotificationsRead([notification._id]).then(setUnread, () => {
      // The list shows it read already; the next count from the server corrects the badge if needed.
    })
  }
  return NOTIFICATION_TARGETS[notification.type]
}

export async function markAllRead(): Promise<void> {
  const count = await markAllNotificationsRead()
  markAllReadLocally()
  setUnread(count)
  showToast({ key: 'notifications:all_notifications_have_been_read' }, 'success')
}
