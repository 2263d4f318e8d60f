import { type RawBuilder, type SqlBool, sql } from 'kysely'
import {
  bangkokToday,
  type DayRange,
  dayNumber,
  dayOf,
  FIRST_RANGE_DAY,
  rangeProblem,
} from '../../../src/domain/dashboard'
import { AppError } from '../../lib/errors'

const firstOfNextMonth = (day: string): string => {
  const [year, month] = day.split('-').map(Number)
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/**
 * The roll-up rows that add up to a range exactly: the month rows of the months wholly inside it and
 * the day rows of the days around them (all day rows when no month is whole). Two years read about
 * 24 month rows and at most 60 day rows per group instead of 731 day rows.
 */
export function spansOf(range: DayRange): { months: [string, string] | null; days: [string, string][] } {
  const { startDate, endDate } = range
  const firstWhole = startDate.endsWith('-01') ? startDate : firstOfNextMonth(startDate)
  // The first day after the last whole month: the first of endDate's month, unless endDate ends it.
  const dayAfterEnd = dayOf((dayNumber(endDate) ?? 0) + 1)
  const afterWhole = dayAfterEnd.endsWith('-01') ? dayAfterEnd : `${endDate.slice(0, 8)}01`
  if (firstWhole >= afterWhole) return { months: null, days: [[startDate, endDate]] }
  const days: [string, string][] = []
  if (startDate < firstWhole) days.push([startDate, dayOf((dayNumber(firstWhole) ?? 0) - 1)])
  if (afterWhole <= endDate) days.push([afterWhole, endDate])
  return { months: [firstWhole, afterWhole], days }
}

/** The condition choosing a range's rows of a roll-up (its span and day columns): its whole months and its other days. */
export function inRange(range: DayRange): RawBuilder<SqlBool> {
  const { months, days } = spansOf(range)
  const parts = days.map(([from, to]) => sql`(span = 'day' and day between ${from}::date and ${to}::date)`)
  if (months) parts.push(sql`(span = 'month' and day >= ${months[0]}::date and day < ${months[1]}::date)`)
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`
}

/** Only the day rows of a range, for series bucketed by day or week. */
export const daysOf = (range: DayRange): RawBuilder<SqlBool> =>
  sql<SqlBool>`(span = 'day' and day between ${range.startDate}::date and ${range.endDate}::date)`

/** The range a request asks, or `defaultDays` up to today; a reversed, too early or too long range is a 400. */
export function requestedRange(
  query: { startDate?: string; endDate?: string },
  defaultDays: number,
  today: string = bangkokToday(),
): DayRange {
  const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today)
  const startDate = query.startDate ?? dayOf((dayNumber(endDate) ?? 0) - (defaultDays - 1))
  const range = { startDate, endDate }
  const problem = rangeProblem(range)
  if (problem)
    throw new AppError(400, `dashboard.errors.range_${problem}`, { ...range, firstDay: FIRST_RANGE_DAY })
  return range
}
