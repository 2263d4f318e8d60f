import { describe, expect, it } from 'vitest'
import { bangkokDay, windowOf } from '../../../src/domain/coupons/couponWindows'

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe('redeem windows are Bangkok calendar days and months', () => {
  it('puts 16:59:59 UTC in one Bangkok day and 17:00:00 UTC in the next', () => {
    expect(bangkokDay(at('2026-06-15T16:59:59Z'))).toBe('2026-06-15')
    expect(bangkokDay(at('2026-06-15T17:00:00Z'))).toBe('2026-06-16')
    const before = windowOf('Per Day', at('2026-06-15T16:59:59Z'))
    const after = windowOf('Per Day', at('2026-06-15T17:00:00Z'))
    expect(before && [iso(before.from), iso(before.to)]).toEqual([
      '2026-06-14T17:00:00.000Z',
      '2026-06-15T17:00:00.000Z',
    ])
    expect(after && iso(after.from)).toBe('2026-06-15T17:00:00.000Z')
  })

  it('starts a Bangkok month at 17:00 UTC of the last day of the month before', () => {
    const lastInMay = windowOf('Per Month', at('2026-05-31T16:59:59Z'))
    const firstInJune = windowOf('Per Month', at('2026-05-31T17:00:00Z'))
    expect(lastInMay && [iso(lastInMay.from), iso(lastInMay.to)]).toEqual([
      '2026-04-30T17:00:00.000Z',
      '2026-05-31T17:00:00.000Z',
    ])
    expect(firstInJune && [iso(firstInJune.from), iso(firstInJune.to)]).toEqual([
      '2026-05-31T17:00:00.000Z',
      '2026-06-30T17:00:00.000Z',
    ])
    const december = windowOf('Per Month', at('2026-12-31T17:00:00Z'))
    expect(december && iso(december.from)).toBe('2026-12-31T17:00:00.000Z')
  })

  it('counts Per Coupon over the whole life of the coupon', () => {
    expect(windowOf('Per Coupon', Date.now())).toBeNull()
  })
})

describe('instants without Date objects', () => {
  it('reads ISO instants as Date.parse does and names Bangkok dates', async () => {
    const { parseInstant, bangkokDate, civilFromDays, daysFromCivil } = await import(
      '../../../src/domain/coupons/couponInstants'
    )
    const { baht } = await import('../../../src/domain/coupons/couponReasons')
    for (const text of [
      '2026-06-01T00:00:00+07:00',
      '2026-03-01T10:00:00Z',
      '2026-03-01T10:00:00.5Z',
      '2024-02-29T23:59:59.999-05:30',
      '2026-06-01T00:00Z',
      'not a date',
      '2026-13-01T00:00:00Z',
    ])
      expect(parseInstant(text)).toEqual(Date.parse(text))
    expect(bangkokDate(at('2026-06-15T16:59:59Z'))).toBe('15-06-2026')
    expect(bangkokDate(at('2026-06-15T17:00:00Z'))).toBe('16-06-2026')
    for (const days of [-800_000, -1, 0, 59, 20_000, 2_932_896])
      expect(daysFromCivil(...civilFromDays(days))).toBe(days)
    expect([baht(0), baht(5), baht(123456), baht(100000000), baht(100012345)]).toEqual([
      '฿0.00',
      '฿0.05',
      '฿1,234.56',
      '฿1,000,000.00',
      '฿1,000,123.45',
    ])
  })
})
