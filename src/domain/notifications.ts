// In-app notifications (spec sections 3, 4 and 9), shared by the SPA and the server.
import { BADGE_CAP } from './constants'

export const NOTIFICATION_TYPES = ['REGISTER', 'PAYMENT'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_CATEGORIES = ['News', 'Notice', 'Promotion'] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

export type NotificationState = 'unRead' | 'Read'

/** Display format of a notification's publish date. */
export const NOTIFICATION_DATE_FORMAT = 'DD-MM-YYYY hh:mm A'

/** The bell's badge: nothing at zero, the count up to the cap, then '99+'. */
export function badgeText(count: number, cap: number = BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > cap ? `${cap}+` : String(Math.floor(count))
}
