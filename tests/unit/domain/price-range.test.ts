import { describe, expect, it } from 'vitest'
import { maxPriceOf, normalizePriceRange } from '../../../src/domain/products'

describe('the price range of spec section 5', () => {
  it('swaps a start greater than the end', () => {
    expect(normalizePriceRange({ start: 500, end: 100 }, 100_000)).toEqual({
      start: 100,
      end: 500,
      clamped: false,
    })
  })

  it("clamps an end above the country's maximum and says so", () => {
    expect(normalizePriceRange({ start: 10, end: 250_000 }, 100_000)).toEqual({
      start: 10,
      end: 100_000,
      clamped: true,
    })
    expect(normalizePriceRange({ start: 200_000, end: null }, 100_000)).toMatchObject({
      start: 100_000,
      clamped: true,
    })
  })

  it('takes whole amounts from 0 and leaves an open end open', () => {
    expect(normalizePriceRange({ start: -5, end: 12.6 }, 100_000)).toEqual({
      start: 0,
      end: 13,
      clamped: false,
    })
    expect(normalizePriceRange({ start: null, end: Number.NaN }, 100_000)).toEqual({
      start: null,
      end: null,
      clamped: false,
    })
  })

  it("knows Thailand's maximum, 100,000, and a default for any other code", () => {
    expect(maxPriceOf('TH')).toBe(100_000)
    expect(maxPriceOf('XX')).toBe(100_000)
  })
})
