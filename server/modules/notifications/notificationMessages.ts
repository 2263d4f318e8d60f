import type { Language } from '../../../src/domain/constants'
import type { NotificationCategory, NotificationType } from '../../../src/domain/notifications'
import { inEveryLanguage, t } from '../../lib/i18n'
import type { NewNotification } from './publishNotification'

/** What an event publishes, by name: its title and body are `notifications.events.<name>` in locales. */
export type NotificationEventName =
  | 'member_registered'
  | 'business_member_joined'
  | 'member_documents_verified'
  | 'order_paid'
  | 'coupon_order_paid'
  | 'large_order_paid'

export type PaymentMethod = 'promptpay' | 'credit_card' | 'bank_transfer'

type Vars = Record<string, string | number>

/**
 * A notification in every language, from the locale texts of its event; `vars` gets the language so a
 * word inside (a payment method) is in the same language as the sentence around it.
 */
export function notificationMessage(
  event: NotificationEventName,
  kind: { type: NotificationType; category: NotificationCategory },
  vars: (lang: Language) => Vars = () => ({}),
): NewNotification {
  return {
    ...kind,
    topic: inEveryLanguage((lang) => t(lang, `notifications.events.${event}.topic`, vars(lang))),
    detail: inEveryLanguage((lang) => t(lang, `notifications.events.${event}.detail`, vars(lang))),
  }
}

export const paymentMethodName = (lang: Language, method: PaymentMethod): string =>
  t(lang, `notifications.payment_methods.${method}`)
