import { describe, expect, it } from 'vitest'
import { formatSendTime } from '../../../src/app/pushNotifications/formatSendTime'

describe('a send time on screen', () => {
  it('reads DD-MM-YYYY HH:mm on the platform clock, seven hours ahead of UTC, across midnight too', () => {
    expect(formatSendTime('2026-12-02T10:41:00Z')).toBe('02-12-2026 17:41')
    expect(formatSendTime('2026-12-31T18:05:00.000Z')).toBe('01-01-2027 01:05')
  })

  it('is empty for what is no instant', () => {
    expect(formatSendTime('')).toBe('')
    expect(formatSendTime('not a time')).toBe('')
  })
})
