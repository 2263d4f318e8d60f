import type { Transaction } from 'kysely'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import {
  notificationMessage,
  type PaymentMethod,
  paymentMethodName,
} from '../modules/notifications/notificationMessages'
import { type NewNotification, publishNotification } from '../modules/notifications/publishNotification'

const MEMBERS = [
  ['Somchai Jaidee', 'TH-100245'],
  ['Kanya Srisuk', 'TH-100318'],
  ['Nguyen Van An', 'VN-200051'],
  ['Aung Min', 'MM-300112'],
  ['Siti Rahman', 'MY-400087'],
  ['Pimchanok Wong', 'TH-100402'],
] as const
const PAYMENT_METHODS: readonly PaymentMethod[] = ['promptpay', 'credit_card', 'bank_transfer']

type Pick = <T>(items: readonly T[]) => T

const orderNumber = (n: number) => `ORD-${String(240000 + n).padStart(7, '0')}`
const baht = (amount: number) => `฿${amount.toLocaleString('en-US')}`

/** The kinds of notification real events publish: members registering, orders being paid. */
const TEMPLATES: ((pick: Pick, n: number) => NewNotification)[] = [
  (pick) => {
    const [name, memberId] = pick(MEMBERS)
    return notificationMessage('member_registered', { type: 'REGISTER', category: 'Notice' }, () => ({
      name,
      memberId,
    }))
  },
  (pick, n) => {
    const method = pick(PAYMENT_METHODS)
    return notificationMessage('order_paid', { type: 'PAYMENT', category: 'Notice' }, (lang) => ({
      order: orderNumber(n),
      amount: baht(1000 + ((n * 737) % 9000)),
      method: paymentMethodName(lang, method),
    }))
  },
  (pick) => {
    const [name, memberId] = pick(MEMBERS)
    return notificationMessage('business_member_joined', { type: 'REGISTER', category: 'Promotion' }, () => ({
      name,
      memberId,
      fee: 300,
    }))
  },
  (_pick, n) =>
    notificationMessage('coupon_order_paid', { type: 'PAYMENT', category: 'Promotion' }, () => ({
      order: orderNumber(n),
      coupon: `NEWYEAR${n % 10}`,
    })),
  (pick) => {
    const [name] = pick(MEMBERS)
    return notificationMessage('member_documents_verified', { type: 'REGISTER', category: 'News' }, () => ({
      name,
    }))
  },
  (_pick, n) =>
    notificationMessage('large_order_paid', { type: 'PAYMENT', category: 'News' }, () => ({
      order: orderNumber(n),
      amount: baht(25000 + n * 113),
      pv: 40 + (n % 60),
    })),
]

/**
 * `count` notifications of every kind in turn, the newest `now` and each older one `spacingMinutes`
 * earlier. Deterministic for a given `seed`, so the first start always shows the same bell.
 */
export function demoNotifications(
  count: number,
  options: { now?: Date; spacingMinutes?: number; seed?: number } = {},
): NewNotification[] {
  const now = options.now ?? new Date()
  const spacing = (options.spacingMinutes ?? 0) * 60_000
  let state = options.seed ?? 1
  const pick: Pick = (items) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return items[Math.floor(state / 65536) % items.length]
  }
  return Array.from({ length: count }, (_, index) => {
    const n = (options.seed ?? 1) * 100 + index
    const template = TEMPLATES[index % TEMPLATES.length]
    // Oldest first, so that publishing them in order leaves the newest at the top of the bell.
    const age = (count - 1 - index) * spacing
    return { ...template(pick, n), ...(spacing ? { publishDate: new Date(now.getTime() - age) } : {}) }
  })
}

/** Publishes each through publishNotification, the way real events do. */
export async function publishDemoNotifications(
  db: Db | Transaction<Database>,
  notifications: NewNotification[],
): Promise<void> {
  for (const notification of notifications) await publishNotification(db, notification)
}
