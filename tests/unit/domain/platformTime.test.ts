import { describe, expect, it } from 'vitest'
import { fromZonedInput, PLATFORM_TIME_ZONE, toZonedInput } from '../../../src/domain/platformTime'

describe("a send time on the platform's clock", () => {
  it('shows an instant as Bangkok wall-clock time, whatever zone the browser is in', () => {
    expect(PLATFORM_TIME_ZONE).toBe('Asia/Bangkok')
    expect(toZonedInput('2026-03-05T07:30:00.000Z')).toBe('2026-03-05T14:30')
    expect(toZonedInput('2026-12-31T20:15:00Z')).toBe('2027-01-01T03:15')
    expect(toZonedInput('')).toBe('')
    expect(toZonedInput('not a time')).toBe('')
  })

  it('reads a Bangkok wall-clock time as the instant it names, and back', () => {
    expect(fromZonedInput('2026-03-05T14:30')).toBe('2026-03-05T07:30:00.000Z')
    expect(fromZonedInput('2027-01-01T03:15')).toBe('2026-12-31T20:15:00.000Z')
    expect(toZonedInput(fromZonedInput('2026-07-09T00:05'))).toBe('2026-07-09T00:05')
  })

  it('works for zones that change their clocks too', () => {
    // 30 March 2026 in London is summer time (UTC+1); 5 January is not.
    expect(fromZonedInput('2026-03-30T10:00', 'Europe/London')).toBe('2026-03-30T09:00:00.000Z')
    expect(fromZonedInput('2026-01-05T10:00', 'Europe/London')).toBe('2026-01-05T10:00:00.000Z')
  })

  it('answers no time as none and leaves what is not a time for the form rule to refuse', () => {
    expect(fromZonedInput('')).toBe('')
    expect(fromZonedInput('tomorrow')).toBe('tomorrow')
  })
})
