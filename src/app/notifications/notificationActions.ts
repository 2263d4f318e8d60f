import {
  countUnreadNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type Notification,
} from '../../api/notifications'
import { queryClient } from '../../api/queryClient'
import { incrementUnread, setUnread } from '../../stores/notifications'
import { showToast } from '../../stores/toasts'
import { markReadInCache } from './notificationPages'

/** Where opening a notification takes the staff member (spec section 2, Shell). */
export const NOTIFICATION_TARGETS: Record<Notification['type'], string> = {
  REGISTER: '/admin-dashboard/user-management/user-list',
  PAYMENT: '/admin-dashboard/order-management/order-list',
  // A push notification staff wrote for staff is read in the bell itself: it leads home.
  ANNOUNCEMENT: '/admin-dashboard/home',
}

export async function refreshUnread(): Promise<void> {
  setUnread(await countUnreadNotifications())
}

/** Opening a notification marks it read (spec section 4) and answers where it leads. */
export function openNotification(notification: Pick<Notification, '_id' | 'type' | 'state'>): string {
  if (notification.state === 'unRead') {
    markReadInCache(queryClient, [notification._id])
    incrementUnread(-1)
    markNotificationsRead([notification._id]).then(setUnread, () => {
      // The list shows it read already; the next count from the server corrects the badge if needed.
    })
  }
  return NOTIFICATION_TARGETS[notification.type]
}

export async function markAllRead(): Promise<void> {
  const count = await markAllNotificationsRead()
  markReadInCache(queryClient, 'all')
  setUnread(count)
  showToast({ key: 'notifications:all_notifications_have_been_read' }, 'success')
}
