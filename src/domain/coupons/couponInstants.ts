// Instants read and written without Date objects: the evaluator parses a coupon's ISO dates and names
// Bangkok days in its reasons on every redemption, where Date.parse and toISOString cost microseconds.
// Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so its calendar is a fixed offset.

export const BANGKOK_OFFSET_MS = 7 * 3_600_000
export const DAY_MS = 86_400_000

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** The date of a day count since 1970-01-01 (civil_from_days). */
export function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day]
}

const digits = (text: string, from: number, count: number): number => {
  let value = 0
  for (let index = from; index < from + count; index++) {
    const code = text.charCodeAt(index) - 48
    if (code < 0 || code > 9) return Number.NaN
    value = value * 10 + code
  }
  return value
}

/**
 * Epoch milliseconds of 'YYYY-MM-DDTHH:mm[:ss[.sss]](Z|±HH:MM)', as the contract's date-times are
 * written; any other text goes to Date.parse (NaN when it is no date).
 */
export function parseInstant(iso: string): number {
  const n = iso.length
  if (n < 17 || iso[4] !== '-' || iso[7] !== '-' || iso[10] !== 'T' || iso[13] !== ':') return Date.parse(iso)
  let at = 16
  let seconds = 0
  let millis = 0
  if (iso[at] === ':') {
    seconds = digits(iso, at + 1, 2)
    at += 3
    if (iso[at] === '.') {
      let end = at + 1
      while (end < n && iso.charCodeAt(end) >= 48 && iso.charCodeAt(end) <= 57) end++
      millis = Math.floor(
        digits(iso, at + 1, Math.min(3, end - at - 1)) * 10 ** (3 - Math.min(3, end - at - 1)),
      )
      at = end
    }
  }
  let offset = 0
  if (iso[at] === 'Z' && at === n - 1) offset = 0
  else if ((iso[at] === '+' || iso[at] === '-') && n === at + 6 && iso[at + 3] === ':')
    offset = (iso[at] === '-' ? -1 : 1) * (digits(iso, at + 1, 2) * 60 + digits(iso, at + 4, 2)) * 60_000
  else return Date.parse(iso)
  const month = digits(iso, 5, 2)
  const day = digits(iso, 8, 2)
  const hours = digits(iso, 11, 2)
  const minutes = digits(iso, 14, 2)
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hours <= 23 && minutes <= 59 && seconds <= 59))
    return Date.parse(iso)
  const days = daysFromCivil(digits(iso, 0, 4), month, day)
  const total = days * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis - offset
  return Number.isNaN(total) ? Date.parse(iso) : total
}

const two = (value: number) => (value < 10 ? `0${value}` : `${value}`)

/** DD-MM-YYYY of an instant in Bangkok, as the spec writes dates. */
export function bangkokDate(instant: number): string {
  if (!Number.isFinite(instant)) return '—'
  const [year, month, day] = civilFromDays(Math.floor((instant + BANGKOK_OFFSET_MS) / DAY_MS))
  return `${two(day)}-${two(month)}-${year}`
}

/** The end (exclusive) of the Bangkok day `days` calendar days after the Bangkok day of `instant`. */
export const endOfBangkokDayAfter = (instant: number, days: number): number =>
  (Math.floor((instant + BANGKOK_OFFSET_MS) / DAY_MS) + days + 1) * DAY_MS - BANGKOK_OFFSET_MS
