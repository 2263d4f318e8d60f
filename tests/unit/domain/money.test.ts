import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber } from '../../../src/domain/money'

describe('formatMoney', () => {
  it('shows baht by default, with thousands commas and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('฿1,234.50')
    expect(formatMoney(1234567.891, 'THB')).toBe('฿1,234,567.89')
    expect(formatMoney(0, 'THB')).toBe('฿0.00')
  })

  it("uses the spec's symbol of each regional currency", () => {
    expect(formatMoney(1000, 'SGD')).toBe('$1,000.00')
    expect(formatMoney(1000, 'USD')).toBe('$1,000.00')
    expect(formatMoney(1000, 'MYR')).toBe('RM\u00a01,000.00')
    expect(formatMoney(1000, 'VND')).toBe('₫1,000')
    expect(formatMoney(1000, 'LAK')).toBe('₭1,000')
    expect(formatMoney(1000, 'MMK')).toBe('K\u00a01,000')
  })

  it('shows KHR with $, not the riel sign the locale has', () => {
    expect(formatMoney(2500, 'KHR')).toBe('$2,500.00')
    expect(formatMoney(2500, 'KHR')).not.toContain('៛')
  })

  it('keeps the sign of a negative amount and falls back to baht for a malformed code', () => {
    expect(formatMoney(-12, 'THB')).toBe('-฿12.00')
    expect(formatMoney(5, 'baht')).toBe('฿5.00')
  })
})

describe('formatNumber', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(12345)).toBe('12,345')
    expect(formatNumber(12345.678)).toBe('12,345.68')
    expect(formatNumber(0)).toBe('0')
  })
})
