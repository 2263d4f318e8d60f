import { describe, expect, it } from 'vitest'
import { bucketsAround } from '../../../server/lib/lists/daysAround'
import { monthsAndDaysOf, seekPage, wholeDaysOf } from '../../../server/lib/lists/timeBuckets'

const at = (day: string) => new Date(`${day}T00:00:00Z`)

describe('monthsAndDaysOf', () => {
  it('takes the whole months between two days, and the days before and after them', () => {
    expect(monthsAndDaysOf({ first: at('2025-01-10'), endExclusive: at('2025-04-03') })).toEqual({
      months: { first: at('2025-02-01'), endExclusive: at('2025-04-01') },
      days: [
        { first: at('2025-01-10'), endExclusive: at('2025-02-01') },
        { first: at('2025-04-01'), endExclusive: at('2025-04-03') },
      ],
    })
  })

  it('needs no days when the range starts and ends on the first of a month', () => {
    expect(monthsAndDaysOf({ first: at('2024-12-01'), endExclusive: at('2025-01-01') })).toEqual({
      months: { first: at('2024-12-01'), endExclusive: at('2025-01-01') },
      days: [],
    })
  })

  it('keeps open ends open as months', () => {
    expect(monthsAndDaysOf({ first: null, endExclusive: null })).toEqual({
      months: { first: null, endExclusive: null },
      days: [],
    })
    expect(monthsAndDaysOf({ first: at('2025-02-27'), endExclusive: null })).toEqual({
      months: { first: at('2025-03-01'), endExclusive: null },
      days: [{ first: at('2025-02-27'), endExclusive: at('2025-03-01') }],
    })
  })

  it('starts no month after December 9999, the last a date can have', () => {
    const december = { first: at('9999-12-02'), endExclusive: null }
    expect(monthsAndDaysOf(december)).toEqual({ months: null, days: [december] })
  })

  it('reads days alone when no whole month lies between', () => {
    const whole = { first: at('2025-01-10'), endExclusive: at('2025-02-20') }
    expect(monthsAndDaysOf(whole)).toEqual({ months: null, days: [whole] })
    const inside = { first: at('2025-03-02'), endExclusive: at('2025-03-09') }
    expect(monthsAndDaysOf(inside)).toEqual({ months: null, days: [inside] })
  })
})

describe('wholeDaysOf', () => {
  it('says a start during the last day a date can have leaves no whole day, on that day', () => {
    const lastDay = at('9999-12-31')
    expect(wholeDaysOf({ start: new Date('9999-12-31T12:00:00Z'), end: null })).toEqual({
      first: lastDay,
      endExclusive: lastDay,
    })
  })
})

describe('bucketsAround', () => {
  // 100 rows: 30 newer than 2025-03-05 (10 rows), 60 older than it.
  const days = [{ day: '2025-03-05', n: 10, newer: '30', total: '100' }]

  it('gives the found day whole and merges the rows on either side', () => {
    expect(bucketsAround(days)).toEqual([
      { start: at('2025-03-06'), end: null, n: 30 },
      { start: at('2025-03-05'), end: at('2025-03-06'), n: 10 },
      { start: null, end: at('2025-03-05'), n: 60 },
    ])
  })

  it('lets seekPage find a page inside the found day from its nearer end', () => {
    // Rows 33–37 newest first: 3 rows into the day from its newest end, 2 from its oldest.
    expect(seekPage(bucketsAround(days), { offset: 33, limit: 5 }, 'desc')).toEqual({
      bound: at('2025-03-05'),
      skip: 2,
      direction: 'asc',
      reversed: true,
      limit: 5,
    })
    expect(seekPage(bucketsAround(days), { offset: 31, limit: 5 }, 'desc')).toEqual({
      bound: at('2025-03-06'),
      skip: 1,
      direction: 'desc',
      reversed: false,
      limit: 5,
    })
  })

  it('is empty past the end', () => {
    expect(bucketsAround([])).toEqual([])
  })
})
