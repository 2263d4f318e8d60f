import { sql } from 'kysely'
import type { TimeBucket } from './timeBuckets'

/**
 * A row of a counter table's `*_days_around` function (member_days_around in 0021,
 * order_days_around in 0022): a day holding a page's first or last row, its rows, the rows after it
 * (newer) and the list's total.
 */
export interface DayAround {
  day: string
  n: number
  newer: string | number
  total: string | number
}

/** The columns of a `*_days_around` function as DayAround reads them. */
export const DAY_AROUND_COLUMNS = sql`seek_day::text as day, seek_n as n, seek_newer as newer, seek_total as total`

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The buckets a seek to one page needs, without reading every day: the days a `*_days_around`
 * function found (newest first) whole, and the rows between and around them merged into buckets of
 * their own. seekPage finds the same bound and skip in these as in every day, because the rows it looks
 * for (the page's first row from the list's end, its last from the other) are in the days given whole.
 * Empty when the page is past the end.
 */
export function bucketsAround(days: readonly DayAround[]): TimeBucket[] {
  const total = Number(days[0]?.total ?? 0)
  const buckets: TimeBucket[] = []
  let counted = 0
  let olderBound: Date | null = null
  for (const { day, n, newer: newerRows } of days) {
    const newer = Number(newerRows)
    const start = new Date(`${day}T00:00:00Z`)
    const end = new Date(start.getTime() + DAY_MS)
    if (newer > counted) buckets.push({ start: end, end: olderBound, n: newer - counted })
    // The newest and oldest days are open-ended, as in dailyBuckets.
    buckets.push({ start: newer + n === total ? null : start, end: newer === 0 ? null : end, n })
    counted = newer + n
    olderBound = start
  }
  if (total > counted) buckets.push({ start: null, end: olderBound, n: total - counted })
  return buckets
}
