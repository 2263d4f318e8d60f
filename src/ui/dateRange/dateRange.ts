// Dates as spec section 9 shows them (DD-MM-YYYY) and ranges as section 5 sends them (start at
// 00:00:00, end at 23:59:59 of the chosen days, in the staff member's own time zone).

export interface CalendarDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) return false
  if (!Number.isInteger(month) || month < 1 || month > 12) return false
  const days = new Date(year, month, 0).getDate()
  return Number.isInteger(day) && day >= 1 && day <= days
}

/** 'DD-MM-YYYY' (also with / or . between, and one-digit days and months); null unless it is a real day. */
export function parseDisplayDate(text: string): CalendarDate | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text)
  if (!match) return null
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) }
  return isRealDate(date) ? date : null
}

export const formatDisplayDate = (date: CalendarDate): string =>
  `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`

/** 'YYYY-MM-DD', how a day is kept in the address. */
export const toIsoDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`

export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '')
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isRealDate(date) ? date : null
}

const DATE_GROUP_LENGTHS = [2, 2, 4] as const

/**
 * While typing a date, the dashes come by themselves: '16112026' reads '16-11-2026', keystroke by
 * keystroke or pasted. A separator the staff member types (-, / or .) ends a one-digit day or month
 * early ('1-2-2026'); every separator shows as a dash.
 */
export function maskDisplayDate(text: string): string {
  const groups = ['']
  for (const character of text) {
    const last = groups.length - 1
    if (/\d/.test(character)) {
      if (groups[last].length < DATE_GROUP_LENGTHS[last]) groups[last] += character
      else if (last < DATE_GROUP_LENGTHS.length - 1) groups.push(character)
    } else if (/[-/.]/.test(character) && groups[last] !== '' && last < DATE_GROUP_LENGTHS.length - 1) {
      groups.push('')
    }
  }
  return groups.join('-')
}

export const fromCalendarDate = (date: CalendarDate): Date => new Date(date.year, date.month - 1, date.day)
export const toCalendarDate = (date: Date): CalendarDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
})

const startOfDay = (date: CalendarDate) => new Date(date.year, date.month - 1, date.day, 0, 0, 0, 0)
// The last instant of the day, so a record at 23:59:59.5 is inside the range too.
const endOfDay = (date: CalendarDate) => new Date(date.year, date.month - 1, date.day, 23, 59, 59, 999)

export interface RangeBounds {
  startDate?: string
  endDate?: string
}

/**
 * The instants a list or export call gets for two chosen days (either may be missing): the start of
 * the first and the end of the last, as ISO strings. Days given the wrong way round are swapped.
 */
export function rangeBounds(from: CalendarDate | null, to: CalendarDate | null): RangeBounds {
  let first = from
  let last = to
  if (first && last && startOfDay(first) > startOfDay(last)) [first, last] = [last, first]
  return {
    ...(first ? { startDate: startOfDay(first).toISOString() } : {}),
    ...(last ? { endDate: endOfDay(last).toISOString() } : {}),
  }
}

/** The bounds of the days kept in the address ('YYYY-MM-DD'). */
export const isoRangeBounds = (from?: string | null, to?: string | null): RangeBounds =>
  rangeBounds(parseIsoDate(from), parseIsoDate(to))

/** 'DD-MM-YYYY' of an instant, in local time; '' for nothing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(toCalendarDate(date))
}

/** 'DD-MM-YYYY HH:mm' of an instant, in local time (24-hour clock, which reads the same in Thai). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${formatDisplayDate(toCalendarDate(date))} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day

export const sameDate = (a: CalendarDate | null, b: CalendarDate | null): boolean =>
  a !== null && b !== null && compareDates(a, b) === 0

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  toCalendarDate(new Date(date.year, date.month - 1, date.day + days))

/** The same day some months later, or the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const first = new Date(date.year, date.month - 1 + months, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return { year: first.getFullYear(), month: first.getMonth() + 1, day: Math.min(date.day, last) }
}

/** A month as weeks of seven cells, Sunday first, with null before the 1st and after the last day. */
export function monthWeeks(year: number, month: number): (CalendarDate | null)[][] {
  const offset = new Date(year, month - 1, 1).getDay()
  const days = new Date(year, month, 0).getDate()
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, index) => ({ year, month, day: index + 1 })),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
