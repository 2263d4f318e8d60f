import { describe, expect, it } from 'vitest'
import {
  dailyBuckets,
  seekPage,
  seekTo,
  type TimeBucket,
  totalOf,
} from '../../../server/lib/lists/timeBuckets'

const at = (iso: string) => new Date(iso)
// Newest first: 3 rows today (open-ended), 5 yesterday, 4 the day before (open at its start).
const buckets: TimeBucket[] = [
  { start: at('2026-11-23T00:00:00Z'), end: null, n: 3 },
  { start: at('2026-11-22T00:00:00Z'), end: at('2026-11-23T00:00:00Z'), n: 5 },
  { start: null, end: at('2026-11-22T00:00:00Z'), n: 4 },
]

describe('seekPage', () => {
  it("reads a page in the front half from the list's own end", () => {
    expect(seekPage(buckets, { offset: 2, limit: 2 }, 'desc')).toEqual({
      bound: null,
      skip: 2,
      direction: 'desc',
      reversed: false,
      limit: 2,
    })
  })

  it('reads a page nearer the other end backwards, from the bucket holding its last row', () => {
    // Newest first, row 10 of 12 is the 2nd oldest: one row in from the oldest end, two from the day's start.
    expect(seekPage(buckets, { offset: 10, limit: 1 }, 'desc')).toEqual({
      bound: null,
      skip: 1,
      direction: 'asc',
      reversed: true,
      limit: 1,
    })
    // The last page, short: its rows from the oldest one on, no more than there are.
    expect(seekPage(buckets, { offset: 10, limit: 5 }, 'desc')).toEqual({
      bound: null,
      skip: 0,
      direction: 'asc',
      reversed: true,
      limit: 2,
    })
    // Oldest first, the newest rows are read newest first, one row into today's.
    expect(seekPage(buckets, { offset: 8, limit: 3 }, 'asc')).toEqual({
      bound: null,
      skip: 1,
      direction: 'desc',
      reversed: true,
      limit: 3,
    })
  })
})

describe('seekTo', () => {
  it('starts a newest-first page inside the bucket holding its first row', () => {
    expect(seekTo(buckets, 0, 'desc')).toEqual({ bound: null, skip: 0 })
    expect(seekTo(buckets, 2, 'desc')).toEqual({ bound: null, skip: 2 })
    expect(seekTo(buckets, 3, 'desc')).toEqual({ bound: at('2026-11-23T00:00:00Z'), skip: 0 })
    expect(seekTo(buckets, 9, 'desc')).toEqual({ bound: at('2026-11-22T00:00:00Z'), skip: 1 })
  })

  it('seeks from the oldest end when the list is read oldest first', () => {
    expect(seekTo(buckets, 0, 'asc')).toEqual({ bound: null, skip: 0 })
    expect(seekTo(buckets, 4, 'asc')).toEqual({ bound: at('2026-11-22T00:00:00Z'), skip: 0 })
    expect(seekTo(buckets, 11, 'asc')).toEqual({ bound: at('2026-11-23T00:00:00Z'), skip: 2 })
  })

  it('never skips more than one bucket, however deep the page', () => {
    const days: TimeBucket[] = Array.from({ length: 365 }, (_, index) => ({
      start: new Date(Date.UTC(2026, 0, 365 - index)),
      end: new Date(Date.UTC(2026, 0, 366 - index)),
      n: 2740,
    }))
    const last = totalOf(days) - 5
    const seek = seekTo(days, last, 'desc')
    expect(seek.skip).toBeLessThan(2740)
    expect(seek.bound).toEqual(new Date(Date.UTC(2026, 0, 2)))
  })
})

describe('dailyBuckets', () => {
  const days = [
    { day: '2026-11-20', n: '7' },
    { day: '2026-11-21', n: 0 },
    { day: '2026-11-22', n: 5 },
  ]

  it('counts the partial days at both ends of a range and takes whole days from the counters', async () => {
    const asked: Array<[string | null, string | null]> = []
    const result = await dailyBuckets(
      { start: at('2026-11-19T17:00:00Z'), end: at('2026-11-23T16:59:59.999Z') },
      async (whole) => {
        expect(whole.first).toEqual(at('2026-11-20T00:00:00Z'))
        expect(whole.endExclusive).toEqual(at('2026-11-23T00:00:00Z'))
        return days
      },
      async (from, to) => {
        asked.push([from?.toISOString() ?? null, to?.toISOString() ?? null])
        return from ? 2 : 1
      },
    )
    expect(asked).toContainEqual(['2026-11-23T00:00:00.000Z', null])
    expect(asked).toContainEqual([null, '2026-11-20T00:00:00.000Z'])
    expect(result.map((bucket) => bucket.n)).toEqual([2, 5, 7, 1])
    expect(totalOf(result)).toBe(15)
    // The empty day is left out; the newest day ends where the counted part began.
    expect(result[1]).toEqual({ start: at('2026-11-22T00:00:00Z'), end: at('2026-11-23T00:00:00Z'), n: 5 })
  })

  it('leaves the ends open when the range is', async () => {
    const result = await dailyBuckets(
      { start: null, end: null },
      async () => days,
      async () => {
        throw new Error('nothing to count by index')
      },
    )
    expect(result[0]).toEqual({ start: at('2026-11-22T00:00:00Z'), end: null, n: 5 })
    expect(result[1]).toEqual({ start: null, end: at('2026-11-21T00:00:00Z'), n: 7 })
  })

  it('counts a range inside one day by index alone', async () => {
    const result = await dailyBuckets(
      { start: at('2026-11-22T01:00:00Z'), end: at('2026-11-22T05:00:00Z') },
      async () => {
        throw new Error('no whole day in the range')
      },
      async (from, to) => (from === null && to === null ? 9 : -1),
    )
    expect(result).toEqual([{ start: null, end: null, n: 9 }])
  })
})
