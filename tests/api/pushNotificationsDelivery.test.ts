import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TopicMessage, TopicMessaging } from '../../server/lib/push'
import {
  PUSH_INTERRUPTED_REASON,
  PUSH_SENDING_TIMEOUT_MS,
  type PushOutcome,
} from '../../src/domain/pushNotifications'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

// Firebase's messaging as each test wants it to answer; the push service around it is the server's own.
const send = vi.fn<(message: TopicMessage) => Promise<string>>()
const messaging: TopicMessaging = {
  subscribeToTopic: async () => ({ failureCount: 0, errors: [] }),
  unsubscribeFromTopic: async () => ({ failureCount: 0, errors: [] }),
  send: (message) => send(message),
}

let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer({ firebaseMessaging: messaging })
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
})
afterAll(() => server?.close())
beforeEach(() => {
  send.mockReset()
  send.mockResolvedValue('projects/demo/messages/1')
})

/** Lets every server process look for work now, and waits until its look is over. */
async function look(servers: TestServer[] = [server]) {
  for (const each of servers) each.app.pushScheduler.wake()
  await Promise.all(servers.map((each) => each.app.background.drain()))
}

const sendingsOf = async (id: string) =>
  dataOf(await admin.GET('/admin/notification-management/{id}', withId(id))).sendings

const announcements = async (topic: string) =>
  (
    await server.db
      .selectFrom('notifications')
      .select('id')
      .where(({ eb, ref }) => eb(ref('topic', '->>').key('en'), '=', topic))
      .execute()
  ).length

/**
 * The state a process leaves when it stops after the claim's transaction and before Firebase answered:
 * the notification marked sent, the bell given it, and its sending (after `earlier` interrupted attempts)
 * still 'sending' since `startedMsAgo`.
 */
async function leftByAStoppedProcess(topic: string, startedMsAgo: number, earlier = 0) {
  const startedAt = new Date(Date.now() - startedMsAgo)
  const { id } = await server.db
    .insertInto('push_notifications')
    .values({
      topic: JSON.stringify({ en: topic, th: topic }),
      message: JSON.stringify({ en: 'Body', th: 'เนื้อหา' }),
      target: 'internalUsers',
      channel: 'webApp',
      type: 'notice',
      status: 'active',
      send_at: new Date(startedAt.getTime() - 1000),
      sent_at: startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await server.db
    .insertInto('notifications')
    .values({
      topic: JSON.stringify({ en: topic, th: topic }),
      detail: JSON.stringify({ en: 'Body', th: 'เนื้อหา' }),
      type: 'ANNOUNCEMENT',
      category: 'Notice',
    })
    .execute()
  const outcomes: { outcome: PushOutcome; reason: string | null }[] = [
    ...Array.from({ length: earlier }, () => ({
      outcome: 'failed' as const,
      reason: PUSH_INTERRUPTED_REASON,
    })),
    { outcome: 'sending', reason: null },
  ]
  for (const [index, { outcome, reason }] of outcomes.entries())
    await server.db
      .insertInto('push_notification_sendings')
      .values({
        push_notification_id: id,
        outcome,
        reason,
        recipients: 1,
        sent_at: new Date(startedAt.getTime() - (outcomes.length - index) * 1000),
      })
      .execute()
  return id
}

describe('a sending left unfinished by a stopped process', () => {
  it('is marked interrupted by the process that starts next and tried once more at Firebase', async () => {
    const topic = `Interrupted ${Date.now()}`
    const id = await leftByAStoppedProcess(topic, PUSH_SENDING_TIMEOUT_MS + 60_000)
    // A real restart where processes can share the database; on PGlite, the look every start makes.
    const restarted =
      server.databaseUrl !== null
        ? await startTestServer({ shareDatabaseUrl: server.databaseUrl, firebaseMessaging: messaging })
        : null
    try {
      await look(restarted ? [restarted, server] : [server])
    } finally {
      await restarted?.close()
    }
    const sendings = await sendingsOf(id)
    expect(sendings.map(({ outcome, reason }) => ({ outcome, reason }))).toEqual([
      { outcome: 'sent', reason: null },
      { outcome: 'failed', reason: PUSH_INTERRUPTED_REASON },
    ])
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      topic: 'backoffice-staff',
      notification: { title: topic },
    })
    // The bell had it from the claim: it is not given it again.
    expect(await announcements(topic)).toBe(1)
    await look()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('is only marked interrupted when its attempt was already the second', async () => {
    const topic = `Twice interrupted ${Date.now()}`
    const id = await leftByAStoppedProcess(topic, PUSH_SENDING_TIMEOUT_MS + 60_000, 1)
    await look()
    const sendings = await sendingsOf(id)
    expect(sendings.map((sending) => sending.outcome)).toEqual(['failed', 'failed'])
    expect(sendings.every((sending) => sending.reason === PUSH_INTERRUPTED_REASON)).toBe(true)
    expect(send).not.toHaveBeenCalled()
    expect(await announcements(topic)).toBe(1)
  })

  it('is left to its process while it is younger than the timeout', async () => {
    const id = await leftByAStoppedProcess(`Still sending ${Date.now()}`, 5_000)
    await look()
    expect((await sendingsOf(id)).map((sending) => sending.outcome)).toEqual(['sending'])
    expect(send).not.toHaveBeenCalled()
  })
})

describe('when Firebase refuses', () => {
  it("records the sending as failed with Firebase's reason, and the bell still has it", async () => {
    send.mockRejectedValue(new Error('messaging/quota-exceeded: sending limit reached for the topic'))
    const topic = `Refused ${Date.now()}`
    const created = dataOf(
      await admin.POST('/admin/notification-management', {
        body: {
          topic: { en: topic, th: topic },
          message: { en: 'Tonight', th: 'คืนนี้' },
          target: 'users',
          channel: 'mobileApp',
          type: 'promotion',
          sendAt: new Date(Date.now() + 600).toISOString(),
        },
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 800))
    await look()
    const sendings = await sendingsOf(created._id)
    expect(sendings).toHaveLength(1)
    expect(sendings[0]).toMatchObject({
      outcome: 'failed',
      reason: 'messaging/quota-exceeded: sending limit reached for the topic',
      recipients: null,
    })
    expect(send).toHaveBeenCalledWith({
      topic: 'users-mobileApp-promotion',
      notification: { title: topic, body: 'Tonight' },
      data: expect.objectContaining({ topicTh: topic, messageTh: 'คืนนี้', type: 'promotion' }),
    })
    // Members only: no staff bell.
    expect(await announcements(topic)).toBe(0)
  })
})
