// In-app notifications (spec sections 3, 4 and 9), shared by the SPA and the server.
import { BADGE_CAP, type Language } from './constants'

// ANNOUNCEMENT: a push notification staff wrote for staff (spec section 3, push notification target).
export const NOTIFICATION_TYPES = ['REGISTER', 'PAYMENT', 'ANNOUNCEMENT'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_CATEGORIES = ['News', 'Notice', 'Promotion'] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

export type NotificationState = 'unRead' | 'Read'

/**
 * Display format of a notification's publish date (dayjs): the spec's 'DD-MM-YYYY hh:mm A' in English;
 * in Thai the 24-hour clock every other date-time on screen uses, with no before/after-noon words, and
 * the Christian-era year the date fields and calendar use (docs/glossary-th.md, dates and times).
 */
export const NOTIFICATION_DATE_FORMATS: Record<Language, string> = {
  en: 'DD-MM-YYYY hh:mm A',
  th: 'DD-MM-YYYY HH:mm',
}

/** The bell's badge: nothing at zero, the count up to the cap, then '99+'. */
export function badgeText(count: number, cap: number = BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > cap ? `${cap}+` : String(Math.floor(count))
}
