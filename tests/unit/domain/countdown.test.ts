import { describe, expect, it } from 'vitest'
import { formatCountdown } from '../../../src/domain/countdown'

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(120)).toBe('02:00')
    expect(formatCountdown(119)).toBe('01:59')
    expect(formatCountdown(9)).toBe('00:09')
    expect(formatCountdown(0)).toBe('00:00')
  })
  it('never shows a negative time', () => {
    expect(formatCountdown(-3)).toBe('00:00')
  })
})
