import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../../../server/lib/errors'
import { createPushService, readServiceAccount, type TopicMessaging } from '../../../server/lib/push'

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Parameters<
    typeof createPushService
  >[0]['log'] & { info: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> }
}

const ok = { failureCount: 0, errors: [] }
const failed = (code: string) => ({ failureCount: 1, errors: [{ error: { code, message: code } }] })

describe('push notifications', () => {
  it('without a service account: says once that push is off, and every call succeeds doing nothing', async () => {
    const log = fakeLog()
    const push = createPushService({ serviceAccount: null, log })
    expect(push.enabled).toBe(false)
    await expect(push.subscribe('token', 'backoffice-staff')).resolves.toBeUndefined()
    await expect(push.unsubscribe('token', 'backoffice-staff')).resolves.toBeUndefined()
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(String(log.info.mock.calls[0]?.[0])).toMatch(/push notifications are off/)
  })

  it('subscribes and unsubscribes the token on the topic through Firebase', async () => {
    const messaging: TopicMessaging = {
      subscribeToTopic: vi.fn(async () => ok),
      unsubscribeFromTopic: vi.fn(async () => ok),
      send: vi.fn(async () => 'message-id'),
    }
    const push = createPushService({ serviceAccount: null, log: fakeLog(), messaging })
    expect(push.enabled).toBe(true)
    await push.subscribe('device-token', 'backoffice-staff')
    await push.unsubscribe('device-token', 'backoffice-staff')
    expect(messaging.subscribeToTopic).toHaveBeenCalledWith('device-token', 'backoffice-staff')
    expect(messaging.unsubscribeFromTopic).toHaveBeenCalledWith('device-token', 'backoffice-staff')
  })

  it('answers 400 for a token Firebase rejects, 503 when Firebase fails', async () => {
    const log = fakeLog()
    const messaging: TopicMessaging = {
      subscribeToTopic: vi
        .fn()
        .mockResolvedValueOnce(failed('messaging/registration-token-not-registered'))
        .mockResolvedValueOnce(failed('messaging/internal-error'))
        .mockRejectedValueOnce(new Error('socket hang up')),
      unsubscribeFromTopic: vi.fn(async () => ok),
      send: vi.fn(async () => 'message-id'),
    }
    const push = createPushService({ serviceAccount: null, log, messaging })
    await expect(push.subscribe('old', 'backoffice-staff')).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'notifications.push_token_rejected',
    })
    await expect(push.subscribe('t', 'backoffice-staff')).rejects.toMatchObject({ statusCode: 503 })
    const thrown = await push.subscribe('t', 'backoffice-staff').catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(AppError)
    expect(thrown).toMatchObject({ statusCode: 503, messageKey: 'notifications.push_unavailable' })
    expect(log.error).toHaveBeenCalledTimes(2)
  })

  it('sends to a topic through Firebase, and rejects with its reason when it refuses', async () => {
    const send = vi
      .fn<TopicMessaging['send']>()
      .mockResolvedValueOnce('projects/p/messages/1')
      .mockRejectedValueOnce(new Error('messaging/quota-exceeded: sending limit reached'))
    const messaging: TopicMessaging = {
      subscribeToTopic: vi.fn(async () => ok),
      unsubscribeFromTopic: vi.fn(async () => ok),
      send,
    }
    const push = createPushService({ serviceAccount: null, log: fakeLog(), messaging })
    await push.sendToTopic('users-webApp-news', { title: 'Sale', body: 'Today', data: { type: 'news' } })
    expect(send).toHaveBeenCalledWith({
      topic: 'users-webApp-news',
      notification: { title: 'Sale', body: 'Today' },
      data: { type: 'news' },
    })
    await expect(push.sendToTopic('backoffice-staff', { title: 'A', body: 'B' })).rejects.toThrow(
      /quota-exceeded/,
    )
    expect(send).toHaveBeenLastCalledWith({
      topic: 'backoffice-staff',
      notification: { title: 'A', body: 'B' },
    })
  })

  it('without a service account: sending to a topic rejects, saying push is off', async () => {
    const push = createPushService({ serviceAccount: null, log: fakeLog() })
    await expect(push.sendToTopic('backoffice-staff', { title: 'A', body: 'B' })).rejects.toThrow(
      /Push notifications are off/,
    )
  })

  it('reads the service account as JSON or from a file, and says what is wrong with it', () => {
    const account = { project_id: 'p', client_email: 'e@p.iam.gserviceaccount.com', private_key: 'k' }
    expect(readServiceAccount(JSON.stringify(account))).toEqual(account)
    expect(() => readServiceAccount('{"project_id":"p"}')).toThrow(/client_email/)
    expect(() => readServiceAccount('{not json')).toThrow(/not valid JSON/)
    expect(() => readServiceAccount('/no/such/key.json')).toThrow(/cannot be read/)
  })
})
