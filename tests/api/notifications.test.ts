import crypto from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishNotification } from '../../server/modules/notifications/publishNotification'
import type { NotificationCategory } from '../../src/domain/notifications'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { openEventStream, unreadOf } from '../support/sse'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type Page = {
  data: { _id: string; topic: string; state: string; category: string; type: string; publishDate: string }[]
  total: number
  page: number
  limit: number
}

const CATEGORIES: NotificationCategory[] = ['News', 'Notice', 'Promotion']
const onPostgres = process.env.TEST_DB === 'postgres'

let server: TestServer
let admin: string
let staff: string

// 25 notifications: categories in turn, REGISTER and PAYMENT alternating, published one after another.
async function publishMany(count: number): Promise<string[]> {
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

const unread = async (token: string) =>
  (
    await call<{ countAllUnreadNotifications: number }>(
      server.baseUrl,
      'GET',
      '/api/admin/notifications/list',
      { token },
    )
  ).body.countAllUnreadNotifications

let ids: string[]
beforeAll(async () => {
  server = await startTestServer()
  // The demo data's notifications would make every count below depend on the seed.
  await server.db.deleteFrom('notifications').execute()
  ids = await publishMany(25)
  admin = await loginAsAdmin(server)
  const member = await createStaff(server.db)
  staff = (await login(server.baseUrl, member.email, member.password)).jwtAccessToken
})
afterAll(() => server?.close())

describe('GET /admin/notifications', () => {
  it('pages newest first, 20 by default, in the shared paged shape', async () => {
    const first = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications?page=1', { token: admin })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 25, page: 1, limit: 20 })
    expect(first.body.data).toHaveLength(20)
    expect(first.body.data[0]).toEqual({
      _id: ids[24],
      topic: 'Event 24',
      detail: 'Detail 24',
      type: 'REGISTER',
      state: 'unRead',
      category: 'News',
      publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const second = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications?page=2', {
      token: admin,
    })
    expect(second.body.data.map((row) => row._id)).toEqual(ids.slice(0, 5).reverse())
  })

  it("answers each notification's title and body in the caller's language", async () => {
    const inThai = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications?pageSize=1', {
      token: staff,
      lang: 'th',
    })
    expect(inThai.body.data[0]).toMatchObject({ topic: 'เหตุการณ์ 24', detail: 'รายละเอียด 24' })
    const inEnglish = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications?pageSize=1', {
      token: staff,
      lang: 'en',
    })
    expect(inEnglish.body.data[0]).toMatchObject({ topic: 'Event 24', detail: 'Detail 24' })
  })

  it('filters by category', async () => {
    const response = await call<Page>(
      server.baseUrl,
      'GET',
      '/api/admin/notifications?category=Promotion&pageSize=5',
      {
        token: admin,
      },
    )
    expect(response.status).toBe(200)
    expect(response.body.total).toBe(8)
    expect(response.body.limit).toBe(5)
    expect(response.body.data.every((row) => row.category === 'Promotion')).toBe(true)
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['category=Sale', 'category'],
    ['category=news', 'category'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const response = await call<{ message: string }>(
      server.baseUrl,
      'GET',
      `/api/admin/notifications?${query}`,
      {
        token: admin,
      },
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(name)
  })

  it('explains a bad parameter in Thai when asked', async () => {
    const response = await call<{ message: string }>(
      server.baseUrl,
      'GET',
      '/api/admin/notifications?pageSize=101',
      {
        token: admin,
        lang: 'th',
      },
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('refuses a caller without a token', async () => {
    const response = await call(server.baseUrl, 'GET', '/api/admin/notifications')
    expect(response.status).toBe(401)
  })
})

describe('read state, per staff member', () => {
  it('counts what this staff member has not read', async () => {
    expect(await unread(admin)).toBe(25)
    expect(await unread(staff)).toBe(25)
  })

  it('marks notifications read for the caller only, and answers the new count', async () => {
    const response = await call(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
      token: admin,
      body: { id: [ids[24], ids[23], ids[24].toUpperCase()] },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ countAllUnreadNotifications: 23 })
    // Marking again changes nothing.
    const again = await call(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
      token: admin,
      body: { id: [ids[24]] },
    })
    expect(again.body).toEqual({ countAllUnreadNotifications: 23 })

    const mine = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications', { token: admin })
    expect(mine.body.data.slice(0, 3).map((row) => row.state)).toEqual(['Read', 'Read', 'unRead'])
    const theirs = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications', { token: staff })
    expect(theirs.body.data.slice(0, 3).map((row) => row.state)).toEqual(['unRead', 'unRead', 'unRead'])
    expect(await unread(staff)).toBe(25)
  })

  it.each([
    ['an empty list', { id: [] }, 'id'],
    ['an id that is not a uuid', { id: ['42'] }, 'id[0]'],
    ['more than 100 ids', { id: Array.from({ length: 101 }, () => crypto.randomUUID()) }, 'id'],
    ['an extra field', { id: [crypto.randomUUID()], all: true }, 'all'],
    ['ids that are not a list', { id: crypto.randomUUID() }, 'id'],
    ['no id at all', {}, 'id'],
  ])('refuses %s with a 400 and marks nothing', async (_name, body, field) => {
    const response = await call<{ message: string }>(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
      token: staff,
      body,
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(field)
    expect(await unread(staff)).toBe(25)
  })

  it('refuses a missing body', async () => {
    const response = await call(server.baseUrl, 'PUT', '/api/admin/notifications/read', { token: staff })
    expect(response.status).toBe(400)
  })

  it('answers 404 naming unknown ids, and marks none of the known ones', async () => {
    const unknown = crypto.randomUUID()
    const response = await call<{ message: string }>(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
      token: staff,
      body: { id: [ids[0], unknown] },
    })
    expect(response.status).toBe(404)
    expect(response.body.message).toContain(unknown)
    expect(await unread(staff)).toBe(25)
    const thai = await call<{ message: string }>(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
      token: staff,
      lang: 'th',
      body: { id: [unknown] },
    })
    expect(thai.body.message).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('marks everything read for the caller only', async () => {
    const response = await call(server.baseUrl, 'PUT', '/api/admin/notifications/mark-read-all', {
      token: admin,
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ countAllUnreadNotifications: 0 })
    const page = await call<Page>(server.baseUrl, 'GET', '/api/admin/notifications?page=2', { token: admin })
    expect(page.body.data.every((row) => row.state === 'Read')).toBe(true)
    expect(await unread(staff)).toBe(25)
    // A notification published afterwards is unread again for everyone.
    await publishNotification(server.db, {
      topic: { en: 'Later', th: 'Later' },
      detail: { en: 'd', th: 'd' },
      type: 'PAYMENT',
      category: 'Notice',
    })
    expect(await unread(admin)).toBe(1)
    expect(await unread(staff)).toBe(26)
  })

  it('refuses every read operation without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/notifications/list'],
      ['PUT', '/api/admin/notifications/read'],
      ['PUT', '/api/admin/notifications/mark-read-all'],
      ['GET', '/api/admin/notifications/topic'],
    ]) {
      const response = await call(server.baseUrl, method, path, {
        body: method === 'PUT' ? { id: [ids[0]] } : undefined,
      })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })
})

describe('push topic subscription (push is off without FIREBASE_SERVICE_ACCOUNT)', () => {
  it('tells the staff topic', async () => {
    const response = await call(server.baseUrl, 'GET', '/api/admin/notifications/topic', { token: staff })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ topic: server.config.pushStaffTopic })
  })

  it.each(['subscribe', 'unsubscribe'])('%s answers 204 for the staff topic', async (action) => {
    const response = await call(server.baseUrl, 'PUT', `/api/admin/notifications/${action}/topic`, {
      token: staff,
      body: { tokenFirebase: 'device-token-1', topic: server.config.pushStaffTopic },
    })
    expect(response.status).toBe(204)
  })

  it.each([
    ['another topic', { tokenFirebase: 't', topic: 'members' }, 'topic', 400],
    ['a topic with spaces', { tokenFirebase: 't', topic: 'staff topic' }, 'topic', 400],
    ['an empty token', { tokenFirebase: '', topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['no token', { topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['a token that is not text', { tokenFirebase: 42, topic: 'backoffice-staff' }, 'tokenFirebase', 400],
    ['an extra field', { tokenFirebase: 't', topic: 'backoffice-staff', userId: 'x' }, 'userId', 400],
  ])('subscribe refuses %s', async (_name, body, field, status) => {
    for (const action of ['subscribe', 'unsubscribe']) {
      const response = await call<{ message: string }>(
        server.baseUrl,
        'PUT',
        `/api/admin/notifications/${action}/topic`,
        {
          token: staff,
          body,
        },
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
      const response = await call<{ message: string }>(
        pushing.baseUrl,
        'PUT',
        '/api/admin/notifications/subscribe/topic',
        {
          token,
          lang: 'th',
          body: { tokenFirebase: 'device-token-1', topic: pushing.config.pushStaffTopic },
        },
      )
      expect(response.status).toBe(503)
      expect(response.body.message).toMatch(/[\u0E00-\u0E7F]/)
      // The browser may then reach Firebase's registration endpoints; without push it may not.
      expect(response.headers.get('content-security-policy')).toContain(
        'https://fcmregistrations.googleapis.com',
      )
      const plain = await call(server.baseUrl, 'GET', '/api/health')
      expect(plain.headers.get('content-security-policy')).not.toContain('googleapis')
    } finally {
      await pushing.close()
    }
  })

  it('refuses without a token', async () => {
    const response = await call(server.baseUrl, 'PUT', '/api/admin/notifications/subscribe/topic', {
      body: { tokenFirebase: 't', topic: 'backoffice-staff' },
    })
    expect(response.status).toBe(401)
  })
})

describe('GET /admin/notifications/stream', () => {
  const streamUrl = () => `${server.baseUrl}/api/admin/notifications/stream`

  it('refuses a caller without a token, or with a bad one', async () => {
    const none = await openEventStream(streamUrl())
    expect(none.status).toBe(401)
    const bad = await openEventStream(streamUrl(), 'not-a-token')
    expect(bad.status).toBe(401)
  })

  it('starts with the count and sends a new one within a second of publishNotification', async () => {
    const stream = await openEventStream(streamUrl(), staff)
    try {
      expect(stream.status).toBe(200)
      expect(stream.contentType).toContain('text/event-stream')
      const start = unreadOf(await stream.next((event) => event.event === 'unread'))
      const published = Date.now()
      await publishNotification(server.db, {
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

  it('does not fire for a publication that is rolled back', async () => {
    const stream = await openEventStream(streamUrl(), staff)
    try {
      await stream.next((event) => event.event === 'unread')
      await server.db
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
    const mine = await openEventStream(streamUrl(), staff)
    const theirs = await openEventStream(streamUrl(), admin)
    try {
      const before = unreadOf(await mine.next((event) => event.event === 'unread'))
      const adminBefore = unreadOf(await theirs.next((event) => event.event === 'unread'))
      await call(server.baseUrl, 'PUT', '/api/admin/notifications/read', {
        token: staff,
        body: { id: [ids[3]] },
      })
      expect(unreadOf(await mine.next((event) => event.event === 'unread', 1000))).toBe(before - 1)
      await call(server.baseUrl, 'PUT', '/api/admin/notifications/mark-read-all', { token: staff })
      expect(unreadOf(await mine.next((event) => event.event === 'unread', 1000))).toBe(0)
      await expect(theirs.next((event) => event.event === 'unread', 300)).rejects.toThrow()
      expect(adminBefore).toBe(await unread(admin))
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
})

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  it('delivers a notification published through one to a stream on the other', async () => {
    const second = await startTestServer({ shareDatabaseUrl: server.databaseUrl ?? undefined })
    try {
      const token = await loginAsAdmin(second)
      const stream = await openEventStream(`${second.baseUrl}/api/admin/notifications/stream`, token)
      try {
        const before = unreadOf(await stream.next((event) => event.event === 'unread'))
        await publishNotification(server.db, {
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
    const token = await loginAsAdmin(server)
    const stream = await openEventStream(`${server.baseUrl}/api/admin/notifications/stream`, token)
    try {
      const before = unreadOf(await stream.next((event) => event.event === 'unread'))
      const cut = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`.execute(server.db)
      expect(cut.rows.length).toBeGreaterThan(0)
      // The count comes again once the listener is back (it retries after half a second).
      expect(unreadOf(await stream.next((event) => event.event === 'unread', 3000))).toBe(before)
      await publishNotification(server.db, {
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
