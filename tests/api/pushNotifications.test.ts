import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CreatePush = components['schemas']['CreatePushNotificationRequest']
type PushNotification = components['schemas']['PushNotification']

let server: TestServer
let token: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
})
afterAll(() => server?.close())

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()
const draft = (changes: Partial<CreatePush> = {}): CreatePush => ({
  topic: { en: 'Maintenance tonight', th: 'ปิดปรับปรุงคืนนี้' },
  message: { en: 'The shop closes at 23:00.', th: 'ร้านปิดเวลา 23:00 น.' },
  target: 'internalUsers',
  channel: 'webApp',
  type: 'notice',
  sendAt: inAnHour(),
  ...changes,
})
const create = async (changes: Partial<CreatePush> = {}) =>
  dataOf(await admin.POST('/admin/notification-management', { body: draft(changes) }))
const raw = (method: string, path: string, body?: unknown, lang = 'en') =>
  call<{ message?: string }>(server.baseUrl, method, `/api/admin/notification-management${path}`, {
    token,
    body,
    lang,
  })
const unread = async (client: ApiClient) =>
  dataOf(await client.GET('/admin/notifications/list')).countAllUnreadNotifications

/** Reads the notification until it has a finished sending, or gives up after `ms`. */
async function sentOne(id: string, ms = 8000): Promise<PushNotification> {
  const until = Date.now() + ms
  for (;;) {
    const read = dataOf(await admin.GET('/admin/notification-management/{id}', withId(id)))
    const finished =
      read.sendings.length > 0 && read.sendings.every((sending) => sending.outcome !== 'sending')
    if (finished || Date.now() > until) return read
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

describe('writing push notifications', () => {
  it('creates (201), reads, lists, changes and deletes one', async () => {
    const created = await create({ topic: { en: '  Flash sale  ', th: 'ลดราคา' }, type: 'promotion' })
    expect(created).toMatchObject({ status: 'active', sentAt: null, sendings: [], version: 1 })
    expect(created.topic.en).toBe('Flash sale')
    const listed = dataOf(
      await admin.GET('/admin/notification-management', {
        params: { query: { search: 'flash', type: 'promotion', status: 'active' } },
      }),
    )
    expect(listed.data.map((row) => row._id)).toContain(created._id)
    const changed = dataOf(
      await admin.PUT('/admin/notification-management/{id}', {
        ...withId(created._id),
        body: { ...draft({ target: 'users', channel: 'mobileApp' }), status: 'inactive', version: 1 },
      }),
    )
    expect(changed).toMatchObject({ target: 'users', channel: 'mobileApp', status: 'inactive', version: 2 })
    expect((await raw('DELETE', `/${created._id}`)).status).toBe(200)
    expect((await raw('GET', `/${created._id}`)).status).toBe(404)
  })

  it.each([
    ['an empty topic', { topic: { en: '  ', th: 'x' } }, /topic\.en/],
    ['an empty message', { message: { en: 'x', th: '' } }, /message\.th/],
    ['a send time in the past', { sendAt: new Date(Date.now() - 60_000).toISOString() }, /future/],
    ['an unknown target', { target: 'members' }, /target/],
    ['an unknown channel', { channel: 'sms' }, /channel/],
    ['an unknown type', { type: 'alert' }, /type/],
  ])('refuses %s with 400 and a message, writing nothing', async (_, changes, message) => {
    const before = await server.db.selectFrom('push_notifications').select('id').execute()
    const answer = await raw('POST', '', { ...draft(), ...changes })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
    expect(await server.db.selectFrom('push_notifications').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it('says so in Thai', async () => {
    const answer = await raw(
      'POST',
      '',
      { ...draft(), sendAt: new Date(Date.now() - 1000).toISOString() },
      'th',
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/อนาคต/)
  })

  it('answers 404 for an unknown id on every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, path, body] of [
      ['GET', `/${id}`],
      ['PUT', `/${id}`, { ...draft(), status: 'active', version: 1 }],
      ['DELETE', `/${id}`],
      ['PUT', `/activate/${id}`],
      ['PUT', `/deactivate/${id}`],
    ] as const)
      expect((await raw(method, path, body)).status, `${method} ${path}`).toBe(404)
  })

  it('refuses an edit made on a stale copy with 409', async () => {
    const created = await create()
    await raw('PUT', `/${created._id}`, { ...draft(), status: 'active', version: 1 })
    const stale = await raw('PUT', `/${created._id}`, {
      ...draft({ type: 'news' }),
      status: 'active',
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
  })

  it('deactivates and activates again; activation after the send time has passed is refused', async () => {
    const created = await create()
    expect((await raw('PUT', `/deactivate/${created._id}`)).status).toBe(200)
    expect((await raw('PUT', `/activate/${created._id}`)).status).toBe(200)
    await raw('PUT', `/deactivate/${created._id}`)
    await server.db
      .updateTable('push_notifications')
      .set({ send_at: new Date(Date.now() - 60_000) })
      .where('id', '=', created._id)
      .execute()
    const late = await raw('PUT', `/activate/${created._id}`)
    expect(late.status).toBe(400)
    expect(late.body.message).toMatch(/passed/)
  })

  it('refuses staff without the push notification permission (403)', async () => {
    const staff = await createStaff(server.db, { roles: [{ permissions: { orders: ['access'] } }] })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const other = apiClient(server.baseUrl, { token: jwtAccessToken })
    const { response } = await other.POST('/admin/notification-management', { body: draft() })
    expect(response.status).toBe(403)
    expect((await other.GET('/admin/notification-management')).response.status).toBe(403)
  })
})

describe('sending', () => {
  it('sends a due notification to staff once: the bell counts it, the sending says push is off', async () => {
    const before = await unread(admin)
    const created = await create({ sendAt: new Date(Date.now() + 1500).toISOString(), type: 'news' })
    const sent = await sentOne(created._id)
    expect(sent.sentAt).not.toBeNull()
    expect(sent.sendings).toHaveLength(1)
    expect(sent.sendings[0]).toMatchObject({ outcome: 'pushOff', reason: null })
    expect(sent.sendings[0]?.recipients).toBeGreaterThan(0)
    expect(await unread(admin)).toBe(before + 1)
    const bell = dataOf(await admin.GET('/admin/notifications', { params: { query: { category: 'News' } } }))
    expect(bell.data[0]).toMatchObject({
      topic: 'Maintenance tonight',
      type: 'ANNOUNCEMENT',
      category: 'News',
    })
    // Sent is final: no edit, no second activation.
    const edit = await raw('PUT', `/${created._id}`, { ...draft(), status: 'active', version: sent.version })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toMatch(/sent already/)
    await raw('PUT', `/deactivate/${created._id}`)
    expect((await raw('PUT', `/activate/${created._id}`)).status).toBe(409)
  })

  it('does not send one deactivated before its time', async () => {
    const created = await create({ sendAt: new Date(Date.now() + 1200).toISOString() })
    await raw('PUT', `/deactivate/${created._id}`)
    const later = await sentOne(created._id, 2500)
    expect(later.sentAt).toBeNull()
    expect(later.sendings).toEqual([])
  })
})

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  it('send each due notification exactly once', async () => {
    const second = await startTestServer({ shareDatabaseUrl: server.databaseUrl ?? undefined })
    try {
      const topic = `Across ${Date.now()}`
      const rows = await server.db
        .insertInto('push_notifications')
        .values(
          Array.from({ length: 30 }, (_, index) => ({
            topic: JSON.stringify({ en: `${topic} ${index}`, th: `${topic} ${index}` }),
            message: JSON.stringify({ en: 'x', th: 'x' }),
            target: 'internalUsers' as const,
            channel: 'webApp' as const,
            type: 'notice' as const,
            status: 'active' as const,
            send_at: new Date(Date.now() - 1000),
          })),
        )
        .returning('id')
        .execute()
      for (let round = 0; round < 5; round++) {
        server.app.pushScheduler.wake()
        second.app.pushScheduler.wake()
      }
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await Promise.all([server.app.background.drain(), second.app.background.drain()])
      const ids = rows.map((row) => row.id)
      const sendings = await server.db
        .selectFrom('push_notification_sendings')
        .select('push_notification_id')
        .where('push_notification_id', 'in', ids)
        .execute()
      expect(sendings).toHaveLength(30)
      expect(new Set(sendings.map((row) => row.push_notification_id)).size).toBe(30)
      const bell = await server.db
        .selectFrom('notifications')
        .select('id')
        .where(({ eb, ref }) => eb(ref('topic', '->>').key('en'), 'like', `${topic}%`))
        .execute()
      expect(bell).toHaveLength(30)
    } finally {
      await second.close()
    }
  })
})

describe('record search', () => {
  const found = async (q: string, lang: 'en' | 'th' = 'en') =>
    dataOf(
      await apiClient(server.baseUrl, { token, lang }).GET('/admin/search', {
        params: { query: { q, types: ['pushNotifications'] } },
      }),
    ).groups[0]?.items ?? []

  it('finds a push notification by the start of its topic in either language, titled in the caller’s', async () => {
    const word = `Songkran${Date.now()}`
    const created = await create({ topic: { en: `${word} greetings`, th: `สงกรานต์${word}` } })
    const english = { _id: created._id, title: `${word} greetings`, subtitle: `สงกรานต์${word}` }
    expect(await found(word.toLowerCase())).toEqual([{ ...english, listSearch: english.title }])
    expect(await found(`สงกรานต์${word}`, 'th')).toEqual([
      {
        _id: created._id,
        title: `สงกรานต์${word}`,
        subtitle: `${word} greetings`,
        listSearch: `สงกรานต์${word}`,
      },
    ])
    // By the start only, and LIKE wildcards match only themselves.
    expect(await found('greetings')).not.toContainEqual(expect.objectContaining({ _id: created._id }))
    expect(await found(`${word.slice(0, 4)}_`)).toEqual([])
  })
})
