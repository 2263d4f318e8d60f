import { describe, expect, it } from 'vitest'
import { isStorableDate, isStorableDateTime } from '../../../server/lib/dateTimes'

describe('dates and times the API accepts', () => {
  it('takes RFC 3339 date-times whose instant lies in the years 0001 to 9999', () => {
    for (const text of [
      '2024-01-31T17:00:00Z',
      '2024-01-31T17:00:00.123456789Z',
      '2024-01-31t17:00:00z',
      '2024-01-31 17:00:00+07:00',
      '0001-01-01T00:00:00Z',
      '0001-01-01T00:30:00+00:30',
      '9999-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59+10:00',
      '2000-02-29T00:00:00Z',
    ])
      expect(isStorableDateTime(text), text).toBe(true)
  })

  it('refuses leap seconds, year 0000 and 10000 (also once the offset is applied), and what JavaScript cannot read', () => {
    for (const text of [
      '2016-12-31T23:59:60Z',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '9999-12-31T23:59:59-10:00',
      '+010000-01-01T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2024-04-31T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T10:00:00+05',
      '2024-01-01T10:00:00+0530',
      '2024-01-01T10:00:00+24:00',
      '2024-01-01T10:00:00',
      '2024-01-01T10:00:00.1234567891Z',
      '2024-01-01',
      '',
    ])
      expect(isStorableDateTime(text), text).toBe(false)
  })

  it('takes calendar dates from 0001-01-01 to 9999-12-31 and nothing else', () => {
    for (const text of ['0001-01-01', '9999-12-31', '2000-02-29', '2024-02-29'])
      expect(isStorableDate(text), text).toBe(true)
    for (const text of [
      '0000-01-01',
      '1900-02-29',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '10000-01-01',
    ])
      expect(isStorableDate(text), text).toBe(false)
  })
})
