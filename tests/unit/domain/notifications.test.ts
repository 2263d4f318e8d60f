import { describe, expect, it } from 'vitest'
import { badgeText } from '../../../src/domain/notifications'

describe('the bell badge', () => {
  it('shows nothing without unread notifications', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(-1)).toBeNull()
    expect(badgeText(Number.NaN)).toBeNull()
  })

  it('shows the count up to 99, then caps at 99+', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(12_345)).toBe('99+')
  })
})
