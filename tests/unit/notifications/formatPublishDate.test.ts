import { describe, expect, it } from 'vitest'
import { formatPublishDate } from '../../../src/app/notifications/formatPublishDate'

// 5 March 2026, 14:07 in the time zone the test runs in.
const afternoon = new Date(2026, 2, 5, 14, 7).toISOString()
const morning = new Date(2026, 2, 5, 9, 30).toISOString()

describe("a notification's publish date", () => {
  it('reads DD-MM-YYYY hh:mm A in English, as the spec shows it', () => {
    expect(formatPublishDate(afternoon, 'en')).toBe('05-03-2026 02:07 PM')
    expect(formatPublishDate(morning, 'en')).toBe('05-03-2026 09:30 AM')
  })

  it('reads in the Thai way in Thai: the 24-hour clock and the Christian-era year of every other date', () => {
    expect(formatPublishDate(afternoon, 'th')).toBe('05-03-2026 14:07')
    expect(formatPublishDate(morning, 'th')).toBe('05-03-2026 09:30')
  })
})
