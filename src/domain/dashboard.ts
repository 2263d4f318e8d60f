// The home dashboard's and platform statistics' figures (spec section 3, Dashboard): what each one counts,
// over which days, in which buckets. The SPA's help texts and the server's sums follow these same rules.

import type { OrderStatus } from './orders'

/**
 * A sale is an order that has been paid and not cancelled or refunded: to ship, to receive, to review
 * or complete. An order to pay is not yet a sale; a cancelled or refunded one is no longer one.
 * totalSale sums the sales' total_price (products + shipping + taxes − discount) in the country's currency.
 */
export const SALE_STATUSES: readonly OrderStatus[] = ['to_ship', 'to_receive', 'to_review', 'complete']

/** The longest range the figures take: two years, leap day included. */
export const MAX_RANGE_DAYS = 732

/**
 * The first day a range may start on. Each range is compared with the period of the same length before
 * it, so a range near year 1 would compare with days no calendar (and no database) has.
 */
export const FIRST_RANGE_DAY = '2000-01-01'

export type Bucket = 'day' | 'week' | 'month'

/** The sales series' bucket by the range's length: days up to 31 days, weeks up to 183, months beyond. */
export function bucketOf(days: number): Bucket {
  if (days <= 31) return 'day'
  if (days <= 183) return 'week'
  return 'month'
}

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' as a day number (days since 1970-01-01), or null when it is no calendar day. */
export function dayNumber(day: string): number | null {
  if (!ISO_DAY.test(day)) return null
  const ms = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null
  return ms / DAY_MS
}

export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** Today in Bangkok (UTC+7 all year), the platform's day. */
export const bangkokToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

export interface DayRange {
  /** First and last Bangkok day, both included, 'YYYY-MM-DD'. */
  startDate: string
  endDate: string
}

export const rangeDays = (range: DayRange): number =>
  (dayNumber(range.endDate) ?? 0) - (dayNumber(range.startDate) ?? 0) + 1

/** The period of the same length that ends the day before the range starts. */
export function previousRange(range: DayRange): DayRange {
  const start = dayNumber(range.startDate) ?? 0
  const days = rangeDays(range)
  return { startDate: dayOf(start - days), endDate: dayOf(start - 1) }
}

/** Why the figures refuse a range. */
export type RangeProblem = 'invalid' | 'reversed' | 'too_early' | 'too_long'

/** Why a range is refused, or null when it is fine. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const start = dayNumber(range.startDate)
  const end = dayNumber(range.endDate)
  if (start === null || end === null) return 'invalid'
  if (end < start) return 'reversed'
  if (range.startDate < FIRST_RANGE_DAY) return 'too_early'
  if (end - start + 1 > MAX_RANGE_DAYS) return 'too_long'
  return null
}

/** The first day of the bucket holding `day`: itself, its Monday, or the first of its month. */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day
  if (bucket === 'month') return `${day.slice(0, 8)}01`
  const n = dayNumber(day) ?? 0
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  return dayOf(n - ((n + 3) % 7))
}

/**
 * Conversion rate: sales (orders paid, see SALE_STATUSES) per hundred member sign-ins in the range,
 * rounded to two decimals; null when no member signed in.
 */
export function conversionRate(sales: number, signIns: number): number | null {
  if (signIns === 0) return null
  return Math.round((sales / signIns) * 10_000) / 100
}

/** The change from the previous period in percent, to one decimal; null when the previous figure is 0. */
export function changeOf(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10
}

/** The range presets of the range control. */
export const RANGE_PRESETS = ['today', '7d', '30d', 'thisMonth', 'lastMonth'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export function presetRange(preset: RangePreset, today: string): DayRange {
  const n = dayNumber(today) ?? 0
  const firstOfMonth = `${today.slice(0, 8)}01`
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today }
    case '7d':
      return { startDate: dayOf(n - 6), endDate: today }
    case '30d':
      return { startDate: dayOf(n - 29), endDate: today }
    case 'thisMonth':
      return { startDate: firstOfMonth, endDate: today }
    case 'lastMonth': {
      const lastDay = dayOf((dayNumber(firstOfMonth) ?? 0) - 1)
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay }
    }
  }
}

/** The kinds of the issue report, as the contract defines them. */
export const ISSUE_KINDS = [
  'order_stuck',
  'payment_failed',
  'push_failed',
  'export_failed',
  'upload_rejected',
] as const
export type IssueKind = (typeof ISSUE_KINDS)[number]
export const ISSUE_STATES = ['open', 'acknowledged', 'resolved'] as const
export type IssueState = (typeof ISSUE_STATES)[number]

/** How long an order may wait in a status before the issue report calls it stuck, in hours. */
export const STUCK_AFTER_HOURS = { to_pay: 72, to_ship: 72, to_receive: 336 } as const satisfies Partial<
  Record<OrderStatus, number>
>
