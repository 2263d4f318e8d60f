/**
 * The dates and times the API accepts: what RFC 3339 writes, JavaScript's Date parses and PostgreSQL
 * stores. PostgreSQL has no year 0 and no leap second, and a JavaScript Date past 9999 prints as
 * `+010000-...`, which it cannot read: so years run from 0001 to 9999, also once the offset is applied,
 * and seconds from 00 to 59.
 */

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z')
export const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z')
/** The start (UTC) of the last day a date can have: a bound past it cannot be sent to the database. */
export const LAST_STORABLE_DAY = new Date(Date.UTC(9999, 11, 31))

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const isCalendarDate = (year: number, month: number, day: number) =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)

/** A calendar date `YYYY-MM-DD` from 0001-01-01 to 9999-12-31. */
export function isStorableDate(text: string): boolean {
  const match = DATE.exec(text)
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/**
 * An RFC 3339 date and time with its offset (`Z` or `±hh:mm`), e.g. `2024-01-31T17:00:00.000Z`, whose
 * instant lies between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z.
 */
export function isStorableDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number)
  const [offsetHours, offsetMinutes] = [Number(match[7] ?? 0), Number(match[8] ?? 0)]
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return false
  if (offsetHours > 23 || offsetMinutes > 59) return false
  const instant = Date.parse(text.toUpperCase().replace(' ', 'T'))
  return Number.isFinite(instant) && instant >= FIRST_INSTANT && instant <= LAST_INSTANT
}
