import type { Transaction } from 'kysely'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import { type NewNotification, publishNotification } from '../modules/notifications/publishNotification'

const MEMBERS = [
  ['Somchai Jaidee', 'TH-100245'],
  ['Kanya Srisuk', 'TH-100318'],
  ['Nguyen Van An', 'VN-200051'],
  ['Aung Min', 'MM-300112'],
  ['Siti Rahman', 'MY-400087'],
  ['Pimchanok Wong', 'TH-100402'],
] as const
const PAYMENT_METHODS = ['PromptPay', 'credit card', 'bank transfer'] as const

type Pick = <T>(items: readonly T[]) => T

/** The kinds of notification real events publish: members registering, orders being paid. */
const TEMPLATES: ((pick: Pick, n: number) => NewNotification)[] = [
  (pick) => {
    const [name, id] = pick(MEMBERS)
    return {
      type: 'REGISTER',
      category: 'Notice',
      topic: 'New member registered',
      detail: `${name} (${id}) registered as an SCM Member.`,
    }
  },
  (pick, n) => ({
    type: 'PAYMENT',
    category: 'Notice',
    topic: 'Order paid',
    detail: `Order ORD-${String(240000 + n).padStart(7, '0')} was paid: ฿${(1000 + ((n * 737) % 9000)).toLocaleString('en-US')} by ${pick(PAYMENT_METHODS)}.`,
  }),
  (pick) => {
    const [name, id] = pick(MEMBERS)
    return {
      type: 'REGISTER',
      category: 'Promotion',
      topic: 'New SCM Business member',
      detail: `${name} (${id}) joined SCM Business with the 300 baht subscription.`,
    }
  },
  (_pick, n) => ({
    type: 'PAYMENT',
    category: 'Promotion',
    topic: 'Coupon order paid',
    detail: `Order ORD-${String(240000 + n).padStart(7, '0')} was paid with coupon NEWYEAR${n % 10}.`,
  }),
  (pick) => {
    const [name] = pick(MEMBERS)
    return {
      type: 'REGISTER',
      category: 'News',
      topic: 'Member documents verified',
      detail: `${name} completed registration; their documents are verified.`,
    }
  },
  (_pick, n) => ({
    type: 'PAYMENT',
    category: 'News',
    topic: 'Large order paid',
    detail: `Order ORD-${String(240000 + n).padStart(7, '0')} was paid: ฿${(25000 + n * 113).toLocaleString('en-US')}, ${40 + (n % 60)} PV.`,
  }),
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
