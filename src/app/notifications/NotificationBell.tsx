/** The header's notification bell with its unread badge and panel. */
export function NotificationBell() {
  return null
}
