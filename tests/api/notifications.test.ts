import crypto from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { publishNotification } from '../../server/modules/notifications/publishNotification'
import type { NotificationCategory } from '../../src/domain/notifications'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertOrders } from '../support/orders'
import { openEventStream, unreadOf } from '../support/sse'
import { login, loginAsAdmin, startTestServer, suiteServer, type TestServer } from '../support/test-server'

const CATEGORIES: NotificationCategory[] = ['News', 'Notice', 'Promotion']
const onPostgres = process.env.TEST_DB === 'postgres'

// 25 notifications: categories in turn, REGISTER and PAYMENT alternating, published one after another.
async function publishMany(server: TestServer, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    const published = await publishNotification(server.db, {
      topic: { en: `Event ${index}`, th: `เหตุการณ์ ${index}` },
      detail: { en: `Detail ${index}`, th: `รายละเอียด ${index}` },
      type: index % 2 === 0 ? 'REGISTER' : 'PAYMENT',
      category: CATEGORIES[index % 3],
    })
    ids.push(published.id)
  }
  return ids
}

/**
 * Just 25 notifications (the demo data's would make every count depend on the seed), on a server of its
 * own for each part of this file that publishes more, so it cannot change another part's counts.
 */
const withTwentyFive = async (server: TestServer) => {
  await server.db.deleteFrom('notifications').execute()
  return { ids: await publishMany(server, 25) }
}

/** A staff member who has read nothing yet: the typed client as them, and their token. */
async function freshReader(server: TestServer, lang?: 'en' | 'th') {
  const member = await createStaff(server.db)
  const token = (await login(server.baseUrl, member.email, member.password)).jwtAccessToken
  return { token, client: apiClient(server.baseUrl, { token, lang }) }
}

const unread = async (client: ApiClient) =>
  dataOf(await client.GET('/admin/notifications/list')).countAllUnreadNotifications

// One server for the parts that publish nothing: each of their tests reads as a fresh staff member.
const readingServer = suiteServer(withTwentyFive)

describe('GET /admin/notifications', () => {
  const suite = readingServer

  it('pages newest first, 20 by default, in the shared paged shape', async () => {
    const { ids } = suite.prepared
    const { client } = await freshReader(suite.server)
    const first = await client.GET('/admin/notifications', { params: { query: { page: 1 } } })
    expect(first.response.status).toBe(200)
    expect(first.data).toMatchObject({ total: 25, page: 1, limit: 20 })
    expect(first.data?.data).toHaveLength(20)
    expect(first.data?.data[0]).toEqual({
      _id: ids[24],
      topic: 'Event 24',
      detail: 'Detail 24',
      type: 'REGISTER',
      state: 'unRead',
      category: 'News',
      publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const second = await client.GET('/admin/notifications', { params: { query: { page: 2 } } })
    expect(second.data?.data.map((row) => row._id)).toEqual(ids.slice(0, 5).reverse())
  })

  it("answers each notification's title and body in the caller's language", async () => {
    const { token } = await freshReader(suite.server)
    const inLanguage = (lang: 'en' | 'th') =>
      apiClient(suite.server.baseUrl, { token, lang }).GET('/admin/notifications', {
        params: { query: { pageSize: 1 } },
      })
    expect((await inLanguage('th')).data?.data[0]).toMatchObject({
      topic: 'เหตุการณ์ 24',
      detail: 'รายละเอียด 24',
    })
    expect((await inLanguage('en')).data?.data[0]).toMatchObject({ topic: 'Event 24', detail: 'Detail 24' })
  })

  it('filters by category', async () => {
    const { client } = await freshReader(suite.server)
    const { data, response } = await client.GET('/admin/notifications', {
      params: { query: { category: 'Promotion', pageSize: 5 } },
    })
    expect(response.status).toBe(200)
    expect(data?.total).toBe(8)
    expect(data?.limit).toBe(5)
    expect(data?.data.every((row) => row.category === 'Promotion')).toBe(true)
  })

  // Raw calls: page numbers, page sizes and categories outside the contract's types and bounds.
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['category=Sale', 'category'],
    ['category=news', 'category'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const { token } = await freshReader(suite.server)
    const response = await call<{ message: string }>(
      suite.server.baseUrl,
      'GET',
      `/api/admin/notifications?${query}`,
      { token },
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(name)
  })

  it('explains a bad parameter in Thai when asked', async () => {
    const { client } = await freshReader(suite.server, 'th')
    const { error, response } = await client.GET('/admin/notifications', {
      params: { query: { pageSize: 101 } },
    })
    expect(response.status).toBe(400)
    expect(error?.message).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('refuses a caller without a token', async () => {
    const { response } = await apiClient(suite.server.baseUrl).GET('/admin/notifications')
    expect(response.status).toBe(401)
  })
})

describe('read state, per staff member', () => {
  const suite = readingServer
  const markRead = (client: ApiClient, id: string[]) =>
    client.PUT('/admin/notifications/read', { body: { id } })

  it('counts what this staff member has not read', async () => {
    expect(await unread((await freshReader(suite.server)).client)).toBe(25)
    expect(await unread((await freshReader(suite.server)).client)).toBe(25)
  })

  it('marks notifications read for the caller only, and answers the new count', async () => {
    const { ids } = suite.prepared
    const { client: reader } = await freshReader(suite.server)
    const { client: other } = await freshReader(suite.server)
    const { data, response } = await markRead(reader, [ids[24], ids[23], ids[24].toUpperCase()])
    expect(response.status).toBe(200)
    expect(data).toEqual({ countAllUnreadNotifications: 23 })
    // Marking again changes nothing.
    expect((await markRead(reader, [ids[24]])).data).toEqual({ countAllUnreadNotifications: 23 })

    const mine = await reader.GET('/admin/notifications')
    expect(mine.data?.data.slice(0, 3).map((row) => row.state)).toEqual(['Read', 'Read', 'unRead'])
    const theirs = await other.GET('/admin/notifications')
    expect(theirs.data?.data.slice(0, 3).map((row) => row.state)).toEqual(['unRead', 'unRead', 'unRead'])
    expect(await unread(other)).toBe(25)
  })

  // Raw calls: bodies outside the contract (too few or too many ids, ids that are no uuid, other shapes).
  it.each([
    ['an empty list', { id: [] }, 'id'],
    ['an id that is not a uuid', { id: ['42'] }, 'id[0]'],
    ['more than 100 ids', { id: Array.from({ length: 101 }, () => crypto.randomUUID()) }, 'id'],
    ['an extra field', { id: [crypto.randomUUID()], all: true }, 'all'],
    ['ids that are not a list', { id: crypto.randomUUID() }, 'id'],
    ['no id at all', {}, 'id'],
  ])('refuses %s with a 400 and marks nothing', async (_name, body, field) => {
    const { token, client } = await freshReader(suite.server)
    const response = await call<{ message: string }>(
      suite.server.baseUrl,
      'PUT',
      '/api/admin/notifications/read',
      {
        token,
        body,
      },
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(field)
    expect(await unread(client)).toBe(25)
  })

  it('refuses a missing body', async () => {
    const { token } = await freshReader(suite.server)
    // Raw call: the contract requires a body.
    const response = await call(suite.server.baseUrl, 'PUT', '/api/admin/notifications/read', { token })
    expect(response.status).toBe(400)
  })

  it('answers 404 naming unknown ids, and marks none of the known ones', async () => {
    const { ids } = suite.prepared
    const { token, client } = await freshReader(suite.server)
    const unknown = crypto.randomUUID()
    const { error, response } = await markRead(client, [ids[0], unknown])
    expect(response.status).toBe(404)
    expect(error?.message).toContain(unknown)
    expect(await unread(client)).toBe(25)
    const thai = await markRead(apiClient(suite.server.baseUrl, { token, lang: 'th' }), [unknown])
    expect(thai.error?.message).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('refuses every read operation without a token', async () => {
    const visitor = apiClient(suite.server.baseUrl)
    const answers = {
      'GET /admin/notifications/list': () => visitor.GET('/admin/notifications/list'),
      'PUT /admin/notifications/read': () =>
        visitor.PUT('/admin/notifications/read', { body: { id: [suite.prepared.ids[0]] } }),
      'PUT /admin/notifications/mark-read-all': () => visitor.PUT('/admin/notifications/mark-read-all'),
      'GET /admin/notifications/topic': () => visitor.GET('/admin/notifications/topic'),
    }
    for (const [name, send] of Object.entries(answers)) expect((await send()).response.status, name).toBe(401)
  })
})

describe('marking everything read', () => {
  // A server of its own: this part publishes one more notification.
  const suite = suiteServer(withTwentyFive)

  it('marks everything read for the caller only', async () => {
    const { client: reader } = await freshReader(suite.server)
    const { client: other } = await freshReader(suite.server)
    const { data, response } = await reader.PUT('/admin/notifications/mark-read-all')
    expect(response.status).toBe(200)
    expect(data).toEqual({ countAllUnreadNotifications: 0 })
    const page = await reader.GET('/admin/notifications', { params: { query: { page: 2 } } })
    expect(page.data?.data.every((row) => row.state === 'Read')).toBe(true)
    expect(await unread(other)).toBe(25)
    // A notification published afterwards is unread again for everyone.
    await publishNotification(suite.server.db, {
      topic: { en: 'Later', th: 'Later' },
      detail: { en: 'd', th: 'd' },
      type: 'PAYMENT',
      category: 'Notice',
    })
    expect(await unread(reader)).toBe(1)
    expect(await unread(other)).toBe(26)
  })
})

describe('push topic subscription (push is off without FIREBASE_SERVICE_ACCOUNT)', () => {
  const suite = readingServer
  const subscription = (
    action: 'subscribe' | 'unsubscribe',
    client: ApiClient,
    body: { tokenFirebase: string; topic: string },
  ) =>
    action === 'subscribe'
      ? client.PUT('/admin/notifications/subscribe/topic', { body })
      : client.PUT('/admin/notifications/unsubscribe/topic', { body })

  it('tells the staff topic', async () => {
    const { client } = await freshReader(suite.server)
    const { data, response } = await client.GET('/admin/notifications/topic')
    expect(response.status).toBe(200)
    expect(data).toEqual({ topic: suite.server.config.pushStaffTopic })
  })

  it.each(['subscribe', 'unsubscribe'] as const)('%s answers 204 for the staff topic', async (action) => {
    const { client } = await freshReader(suite.server)
    const { response } = await subscription(action, client, {
      tokenFirebase: 'device-token-1',
      topic: suite.server.config.pushStaffTopic,
    })
    expect(response.status).toBe(204)
  })

  // Raw calls: the table mixes bodies the contract forbids (no token, a number, an extra field) with values
  // past its bounds.
  it.each([
    ['another topic', { tokenFirebase: 't', topic: 'members' }, 'topic', 400],
    ['a topic with spaces', { tokenFirebase: 't', topic: 'staff topic' }, 'topic', 400],
    ['an empty token', { tokenFirebase: '', topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['no token', { topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['a token that is not text', { tokenFirebase: 42, topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['an extra field', { tokenFirebase: 't', topic: 'backoffice-staff', userId: 'x' }, 'userId', 400],
  ])('subscribe refuses %s', async (_name, body, field, status) => {
    const { token } = await freshReader(suite.server)
    for (const action of ['subscribe', 'unsubscribe']) {
      const response = await call<{ message: string }>(
        suite.server.baseUrl,
        'PUT',
        `/api/admin/notifications/${action}/topic`,
        { token, body },
      )
      expect(response.status).toBe(status)
      if (field !== 'topic' || typeof body.topic !== 'string' || !body.topic.includes(' '))
        expect(response.body.message.toLowerCase()).toContain(field.toLowerCase())
    }
  })

  it("with a service account, goes to Firebase and answers 503 in the caller's language when it fails", async () => {
    // A key that does not parse fails inside firebase-admin before any network call.
    const serviceAccount = JSON.stringify({
      project_id: 'backoffice-test',
      client_email: 'push@backoffice-test.iam.gserviceaccount.com',
      private_key: 'not-a-private-key',
    })
    const pushing = await startTestServer({ config: { firebaseServiceAccount: serviceAccount } })
    try {
      const token = await loginAsAdmin(pushing)
      const { error, response } = await apiClient(pushing.baseUrl, { token, lang: 'th' }).PUT(
        '/admin/notifications/subscribe/topic',
        { body: { tokenFirebase: 'device-token-1', topic: pushing.config.pushStaffTopic } },
      )
      expect(response.status).toBe(503)
      expect(error?.message).toMatch(/[\u0E00-\u0E7F]/)
      // The browser may then reach Firebase's registration endpoints; without push it may not.
      expect(response.headers.get('content-security-policy')).toContain(
        'https://fcmregistrations.googleapis.com',
      )
      const plain = await apiClient(suite.server.baseUrl).GET('/health')
      expect(plain.response.headers.get('content-security-policy')).not.toContain('googleapis')
    } finally {
      await pushing.close()
    }
  })

  it('refuses without a token', async () => {
    const { response } = await apiClient(suite.server.baseUrl).PUT('/admin/notifications/subscribe/topic', {
      body: { tokenFirebase: 't', topic: 'backoffice-staff' },
    })
    expect(response.status).toBe(401)
  })
})

// The stream is read as server-sent events (tests/support/sse.ts), as the SPA reads it.
describe('GET /admin/notifications/stream', () => {
  // A server of its own: this part publishes more notifications.
  const suite = suiteServer(withTwentyFive)
  const streamUrl = () => `${suite.server.baseUrl}/api/admin/notifications/stream`

  it('refuses a caller without a token, or with a bad one', async () => {
    const none = await openEventStream(streamUrl())
    expect(none.status).toBe(401)
    const bad = await openEventStream(streamUrl(), 'not-a-token')
    expect(bad.status).toBe(401)
  })

  it('starts with the count and sends a new one within a second of publishNotification', async () => {
    const { token } = await freshReader(suite.server)
    const stream = await openEventStream(streamUrl(), token)
    try {
      expect(stream.status).toBe(200)
      expect(stream.contentType).toContain('text/event-stream')
      const start = unreadOf(await stream.next((event) => event.event === 'unread'))
      const published = Date.now()
      await publishNotification(suite.server.db, {
        topic: { en: 'Live', th: 'Live' },
        detail: { en: 'now', th: 'now' },
        type: 'PAYMENT',
        category: 'Notice',
      })
      const live = await stream.next((event) => event.event === 'unread', 1000)
      expect(unreadOf(live)).toBe(start + 1)
      expect(Date.now() - published).toBeLessThan(1000)
    } finally {
      stream.close()
    }
  })

  it('tells every stream that the figures moved when orders are written, once for a burst', async () => {
    const reader = await freshReader(suite.server)
    const other = await freshReader(suite.server)
    const streams = [
      await openEventStream(streamUrl(), reader.token),
      await openEventStream(streamUrl(), other.token),
    ]
    try {
      for (const stream of streams) await stream.next((event) => event.event === 'unread')
      const prefix = `F${crypto.randomBytes(2).toString('hex').toUpperCase()}`
      await insertOrders(suite.server.db, { count: 3, prefix, from: '2026-03-01T00:00:00Z', stepMinutes: 5 })
      await suite.server.db
        .updateTable('orders')
        .set({ status: 'to_ship' })
        .where('order_number', 'like', `${prefix}%`)
        .execute()
      for (const stream of streams) {
        const moved = await stream.next((event) => event.event === 'figures', 3000)
        expect(moved.data).toBe('{}')
        // The insert and the update came within the same second: one event for both.
        await expect(stream.next((event) => event.event === 'figures', 500)).rejects.toThrow(
          /no matching event/,
        )
      }
    } finally {
      for (const stream of streams) stream.close()
    }
  })

  it('does not fire for a publication that is rolled back', async () => {
    const { token } = await freshReader(suite.server)
    const stream = await openEventStream(streamUrl(), token)
    try {
      await stream.next((event) => event.event === 'unread')
      await suite.server.db
        .transaction()
        .execute(async (trx) => {
          await publishNotification(trx, {
            topic: { en: 'Never', th: 'Never' },
            detail: { en: 'x', th: 'x' },
            type: 'REGISTER',
            category: 'News',
          })
          throw new Error('the registration failed')
        })
        .catch(() => {})
      await expect(stream.next((event) => event.event === 'unread', 400)).rejects.toThrow(/no matching event/)
    } finally {
      stream.close()
    }
  })

  it("follows the staff member's own reads from another tab, and only theirs", async () => {
    const reader = await freshReader(suite.server)
    const other = await freshReader(suite.server)
    const mine = await openEventStream(streamUrl(), reader.token)
    const theirs = await openEventStream(streamUrl(), other.token)
    try {
      const before = unreadOf(await mine.next((event) => event.event === 'unread'))
      const otherBefore = unreadOf(await theirs.next((event) => event.event === 'unread'))
      await reader.client.PUT('/admin/notifications/read', { body: { id: [suite.prepared.ids[3]] } })
      expect(unreadOf(await mine.next((event) => event.event === 'unread', 1000))).toBe(before - 1)
      await reader.client.PUT('/admin/notifications/mark-read-all')
      expect(unreadOf(await mine.next((event) => event.event === 'unread', 1000))).toBe(0)
      await expect(theirs.next((event) => event.event === 'unread', 300)).rejects.toThrow()
      expect(otherBefore).toBe(await unread(other.client))
    } finally {
      mine.close()
      theirs.close()
    }
  })

  it('ends open streams when the server closes, without holding the close up', async () => {
    const other = await startTestServer()
    const token = await loginAsAdmin(other)
    const stream = await openEventStream(`${other.baseUrl}/api/admin/notifications/stream`, token)
    await stream.next((event) => event.event === 'unread')
    const started = Date.now()
    await other.close()
    await stream.ended
    expect(Date.now() - started).toBeLessThan(5000)
  })

  describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
    it('delivers a notification published through one to a stream on the other', async () => {
      const second = await startTestServer({ shareDatabaseUrl: suite.server.databaseUrl ?? undefined })
      try {
        const token = await loginAsAdmin(second)
        const stream = await openEventStream(`${second.baseUrl}/api/admin/notifications/stream`, token)
        try {
          const before = unreadOf(await stream.next((event) => event.event === 'unread'))
          await publishNotification(suite.server.db, {
            topic: { en: 'Across', th: 'Across' },
            detail: { en: 'x', th: 'x' },
            type: 'REGISTER',
            category: 'News',
          })
          expect(unreadOf(await stream.next((event) => event.event === 'unread', 1000))).toBe(before + 1)
        } finally {
          stream.close()
        }
      } finally {
        await second.close()
      }
    })

    it('LISTENs again after its connection is cut, and resends the count', async () => {
      const token = await loginAsAdmin(suite.server)
      const stream = await openEventStream(streamUrl(), token)
      try {
        const before = unreadOf(await stream.next((event) => event.event === 'unread'))
        const cut = await sql<{ pid: number }>`
          select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`.execute(suite.server.db)
        expect(cut.rows.length).toBeGreaterThan(0)
        // The count comes again once the listener is back (it retries after half a second).
        expect(unreadOf(await stream.next((event) => event.event === 'unread', 3000))).toBe(before)
        await publishNotification(suite.server.db, {
          topic: { en: 'After', th: 'After' },
          detail: { en: 'x', th: 'x' },
          type: 'PAYMENT',
          category: 'News',
        })
        expect(unreadOf(await stream.next((event) => event.event === 'unread', 1000))).toBe(before + 1)
      } finally {
        stream.close()
      }
    })
  })
})
