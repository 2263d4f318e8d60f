import type { SortOrder } from '../../../src/domain/listSort'
import { LAST_STORABLE_DAY } from '../dateTimes'

/**
 * Rows of a filtered list whose time falls in [start, end), counted without reading them (from a
 * counter table, or by index for the partial days at a range's ends). A null end means "up to the
 * filter's own end", a null start "from the filter's own start".
 */
export interface TimeBucket {
  start: Date | null
  end: Date | null
  n: number
}

/**
 * Where a page begins, given as a time bound the index can seek to and a few rows to skip there:
 * newest first, the page starts `skip` rows into the rows before `bound`; oldest first, `skip` rows
 * into the rows at or after it. A null bound seeks from the list's own end.
 */
export interface Seek {
  bound: Date | null
  skip: number
}

export const totalOf = (buckets: readonly TimeBucket[]): number =>
  buckets.reduce((sum, bucket) => sum + bucket.n, 0)

/**
 * Turns a row offset into a seek: walks the buckets (given newest first) from the end the list is
 * read from, so the database skips at most one bucket's rows however deep the page, where OFFSET
 * alone would step over every row before it.
 */
export function seekTo(newestFirst: readonly TimeBucket[], offset: number, order: SortOrder): Seek {
  const buckets = order === 'desc' ? newestFirst : [...newestFirst].reverse()
  let rowsBefore = 0
  for (const bucket of buckets) {
    if (offset < rowsBefore + bucket.n)
      return { bound: order === 'desc' ? bucket.end : bucket.start, skip: offset - rowsBefore }
    rowsBefore += bucket.n
  }
  return { bound: null, skip: offset }
}

/**
 * A page as a seek from whichever end of the list is nearer to it: `direction` is the order the index
 * is read in (the list's own, or the other way for a page in the back half, whose rows are then turned
 * round), so the last page skips as little as the first. Rows from the seek on: newest first, those
 * before `bound`; oldest first, those at or after it.
 */
export interface PageSeek extends Seek {
  direction: SortOrder
  reversed: boolean
  limit: number
}

export function seekPage(
  newestFirst: readonly TimeBucket[],
  page: { offset: number; limit: number },
  order: SortOrder,
): PageSeek {
  const ahead = seekTo(newestFirst, page.offset, order)
  const total = totalOf(newestFirst)
  const pageEnd = Math.min(page.offset + page.limit, total)
  const other: SortOrder = order === 'desc' ? 'asc' : 'desc'
  const behind = seekTo(newestFirst, Math.max(0, total - pageEnd), other)
  if (behind.skip >= ahead.skip) return { ...ahead, direction: order, reversed: false, limit: page.limit }
  return { ...behind, direction: other, reversed: true, limit: Math.max(0, pageEnd - page.offset) }
}

/** The comparison that keeps the rows from a seek's bound on, in the order the index is read. */
export const boundComparison = (direction: SortOrder) => (direction === 'desc' ? '<' : '>=')

const DAY_MS = 24 * 60 * 60 * 1000
const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS)
export const utcDayOf = (date: Date): string => date.toISOString().slice(0, 10)

/** The whole UTC days a range covers: from the first midnight at or after its start to the last at or before its end. */
export function wholeDaysOf(range: { start: Date | null; end: Date | null }): DayRange {
  const first = range.start ? startOfUtcDay(new Date(range.start.getTime() + DAY_MS - 1)) : null
  const endExclusive = range.end ? startOfUtcDay(range.end) : null
  // A start during the last day a date can have leaves no whole day after it. That is said as an
  // empty range on that day, never as a day in the year 10000, which the database cannot be sent.
  if (first && first > LAST_STORABLE_DAY) return { first: LAST_STORABLE_DAY, endExclusive: LAST_STORABLE_DAY }
  return { first, endExclusive }
}

/** A range of UTC days or months: [first, endExclusive), a null end open. */
export interface DayRange {
  first: Date | null
  endExclusive: Date | null
}

const startOfUtcMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
const firstUtcMonthAtOrAfter = (date: Date) => {
  const start = startOfUtcMonth(date)
  return start < date ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)) : start
}

/**
 * Whole days split into the whole UTC months among them and the days before and after those, for a
 * counter table that counts per month too: a range of a year reads a dozen months and a few dozen days
 * instead of 365 days. No months when the days hold no whole month.
 */
export function monthsAndDaysOf(whole: DayRange): { months: DayRange | null; days: DayRange[] } {
  const first = whole.first && firstUtcMonthAtOrAfter(whole.first)
  // No month starts after the last day a date can have: a range from December 9999 is read by its days.
  if (first && first > LAST_STORABLE_DAY) return { months: null, days: [whole] }
  const endExclusive = whole.endExclusive && startOfUtcMonth(whole.endExclusive)
  if (first && endExclusive && first >= endExclusive) return { months: null, days: [whole] }
  const days: DayRange[] = []
  if (whole.first && first && whole.first < first) days.push({ first: whole.first, endExclusive: first })
  if (whole.endExclusive && endExclusive && endExclusive < whole.endExclusive)
    days.push({ first: endExclusive, endExclusive: whole.endExclusive })
  return { months: { first, endExclusive }, days }
}

export interface DailyCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string
  n: number | string
}

/**
 * The buckets of a list over a date range, newest first: the rows after the last whole day and
 * before the first (counted exactly by `countBetween`, a day at most each), and one bucket per whole
 * UTC day from a counter table kept by triggers in the same transaction as the rows.
 */
export async function dailyBuckets(
  range: { start: Date | null; end: Date | null },
  readDays: (whole: DayRange) => Promise<readonly DailyCount[]>,
  countBetween: (from: Date | null, toExclusive: Date | null) => Promise<number>,
): Promise<TimeBucket[]> {
  const whole = wholeDaysOf(range)
  if (whole.first && whole.endExclusive && whole.first >= whole.endExclusive)
    return [{ start: null, end: null, n: await countBetween(null, null) }]
  const [days, newestPart, oldestPart] = await Promise.all([
    readDays(whole),
    whole.endExclusive ? countBetween(whole.endExclusive, null) : 0,
    whole.first ? countBetween(null, whole.first) : 0,
  ])
  const buckets: TimeBucket[] = []
  if (whole.endExclusive) buckets.push({ start: whole.endExclusive, end: null, n: newestPart })
  const sorted = [...days].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
  for (const { day, n } of sorted) {
    const start = new Date(`${day}T00:00:00Z`)
    if (Number(n) > 0) buckets.push({ start, end: new Date(start.getTime() + DAY_MS), n: Number(n) })
  }
  if (whole.first) buckets.push({ start: null, end: whole.first, n: oldestPart })
  // The newest and oldest whole days are open-ended when the range is, so rows dated beyond the
  // counted days (none are expected) are still reached.
  if (!whole.endExclusive && buckets.length > 0) buckets[0] = { ...buckets[0], end: null }
  if (!whole.first && buckets.length > 0)
    buckets[buckets.length - 1] = { ...buckets[buckets.length - 1], start: null }
  return buckets.filter((bucket) => bucket.n > 0)
}
