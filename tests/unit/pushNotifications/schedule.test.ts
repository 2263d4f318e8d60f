import { describe, expect, it } from 'vitest'
import {
  isDue,
  nextWakeIn,
  PUSH_POLL_MS,
  validatePushNotification,
} from '../../../src/domain/pushNotifications'

const now = new Date('2026-01-01T10:00:00Z')
const texts = { topic: { en: 'A', th: 'ก' }, message: { en: 'B', th: 'ข' } }

describe('when a push notification is due', () => {
  it('is due only active, unsent, at or after its send time', () => {
    expect(isDue({ status: 'active', sendAt: now, sentAt: null }, now)).toBe(true)
    expect(isDue({ status: 'inactive', sendAt: now, sentAt: null }, now)).toBe(false)
    expect(isDue({ status: 'active', sendAt: now, sentAt: now }, now)).toBe(false)
    expect(isDue({ status: 'active', sendAt: new Date(now.getTime() + 1), sentAt: null }, now)).toBe(false)
  })

  it('sleeps until the next send time, at most the poll interval, never less than nothing', () => {
    expect(nextWakeIn(null, now)).toBe(PUSH_POLL_MS)
    expect(nextWakeIn(new Date(now.getTime() + 5000), now)).toBe(5000)
    expect(nextWakeIn(new Date(now.getTime() - 5000), now)).toBe(0)
    expect(nextWakeIn(new Date(now.getTime() + 10 * PUSH_POLL_MS), now)).toBe(PUSH_POLL_MS)
  })
})

describe('the push notification form rule', () => {
  it('needs both texts in both languages and a send time to come', () => {
    expect(
      validatePushNotification(
        { topic: { en: ' ', th: 'ก' }, message: { en: 'B', th: '' }, sendAt: '' },
        { now: now.getTime(), mustBeFuture: true },
      ),
    ).toEqual({ 'topic.en': 'required_fields', 'message.th': 'required_fields', sendAt: 'required_fields' })
    const past = { ...texts, sendAt: '2025-12-31T10:00:00Z' }
    expect(validatePushNotification(past, { now: now.getTime(), mustBeFuture: true })).toEqual({
      sendAt: 'send_time_must_be_future',
    })
    expect(validatePushNotification(past, { now: now.getTime(), mustBeFuture: false })).toEqual({})
  })
})
