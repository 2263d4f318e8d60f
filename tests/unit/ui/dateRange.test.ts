import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  compareDates,
  formatDate,
  formatDateTime,
  isoRangeBounds,
  maskDisplayDate,
  monthWeeks,
  parseDisplayDate,
  parseIsoDate,
  rangeBounds,
  toIsoDate,
} from '../../../src/ui/dateRange/dateRange'

describe('DD-MM-YYYY', () => {
  it('reads real days only', () => {
    expect(parseDisplayDate('21-11-2026')).toEqual({ day: 21, month: 11, year: 2026 })
    expect(parseDisplayDate('1/2/2026')).toEqual({ day: 1, month: 2, year: 2026 })
    expect(parseDisplayDate('29-02-2024')).not.toBeNull()
    expect(parseDisplayDate('29-02-2026')).toBeNull()
    expect(parseDisplayDate('31-04-2026')).toBeNull()
    expect(parseDisplayDate('2026-11-21')).toBeNull()
    expect(parseDisplayDate('')).toBeNull()
  })

  it('puts in the dashes while typing', () => {
    expect(maskDisplayDate('2')).toBe('2')
    expect(maskDisplayDate('2111')).toBe('21-11')
    expect(maskDisplayDate('21112026')).toBe('21-11-2026')
    expect(maskDisplayDate('211120261')).toBe('21-11-2026')
    expect(maskDisplayDate('21-11-20')).toBe('21-11-20')
  })

  it('gives 16-11-2026 for 16112026 typed a key at a time, as the field masks each keystroke', () => {
    const typed = [...'16112026'].reduce((shown, key) => maskDisplayDate(shown + key), '')
    expect(typed).toBe('16-11-2026')
    expect(parseDisplayDate(typed)).toEqual({ day: 16, month: 11, year: 2026 })
  })

  it('lets a typed separator end a one-digit day or month, and shows every separator as a dash', () => {
    const typed = [...'1/2/2026'].reduce((shown, key) => maskDisplayDate(shown + key), '')
    expect(typed).toBe('1-2-2026')
    expect(maskDisplayDate('16.11.2026')).toBe('16-11-2026')
    expect(maskDisplayDate('16--11')).toBe('16-11')
    expect(maskDisplayDate('16-')).toBe('16-')
  })

  it('keeps days in the address as YYYY-MM-DD', () => {
    expect(toIsoDate({ day: 3, month: 4, year: 2026 })).toBe('2026-04-03')
    expect(parseIsoDate('2026-04-03')).toEqual({ day: 3, month: 4, year: 2026 })
    expect(parseIsoDate('2026-13-03')).toBeNull()
  })
})

describe('ranges', () => {
  const local = (iso: string) => {
    const date = new Date(iso)
    return [
      date.getFullYear(),
      date.getMonth() + 1,
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ]
  }

  it('starts at 00:00:00 of the first day and ends at 23:59:59 of the last, in local time', () => {
    const bounds = rangeBounds({ day: 1, month: 11, year: 2026 }, { day: 21, month: 11, year: 2026 })
    expect(local(bounds.startDate as string)).toEqual([2026, 11, 1, 0, 0, 0])
    expect(local(bounds.endDate as string)).toEqual([2026, 11, 21, 23, 59, 59])
  })

  it('swaps days given the wrong way round, and leaves a missing end open', () => {
    const swapped = rangeBounds({ day: 21, month: 11, year: 2026 }, { day: 1, month: 11, year: 2026 })
    expect(local(swapped.startDate as string).slice(0, 3)).toEqual([2026, 11, 1])
    expect(local(swapped.endDate as string).slice(0, 3)).toEqual([2026, 11, 21])
    expect(Object.keys(rangeBounds({ day: 1, month: 1, year: 2026 }, null))).toEqual(['startDate'])
    expect(isoRangeBounds(null, undefined)).toEqual({})
    expect(isoRangeBounds('nonsense', '2026-01-31').endDate).toBeDefined()
  })
})

describe('showing dates', () => {
  it('writes DD-MM-YYYY and DD-MM-YYYY HH:mm in local time', () => {
    const instant = new Date(2026, 2, 5, 14, 7).toISOString()
    expect(formatDate(instant)).toBe('05-03-2026')
    expect(formatDateTime(instant)).toBe('05-03-2026 14:07')
    expect(formatDateTime(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('the calendar', () => {
  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; 1 February 2026 too, and February has exactly four weeks.
    const november = monthWeeks(2026, 11)
    expect(november[0][0]).toEqual({ year: 2026, month: 11, day: 1 })
    expect(november).toHaveLength(5)
    expect(november[4].filter(Boolean)).toHaveLength(2)
    expect(monthWeeks(2026, 2)).toHaveLength(4)
    const december = monthWeeks(2026, 12)
    expect(december[0].slice(0, 2)).toEqual([null, null])
    expect(december[0][2]).toEqual({ year: 2026, month: 12, day: 1 })
  })

  it('moves by days and months across their ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 })
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 })
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 })
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 })
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBeGreaterThan(
      0,
    )
  })
})
