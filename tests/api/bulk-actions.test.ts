import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { insertArticle, insertArticleCategory } from '../support/articles'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token: string
let admin: ApiClient
let categoryId: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
  categoryId = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Bulk (FAQ test)' } }))._id
})
afterAll(() => server?.close())

const DAY = 86_400_000
const MISSING = '00000000-0000-4000-8000-000000000000'
const createFaq = async (question: string) =>
  dataOf(
    await admin.POST('/admin/faqs', {
      body: {
        question: { en: question, th: `${question} (ไทย)` },
        answer: { en: '<p>Answer</p>', th: '<p>คำตอบ</p>' },
        categoryId,
        publishStartDate: new Date(Date.now() - DAY).toISOString(),
        publishEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    }),
  )
const statusesOf = async (ids: string[]) =>
  (await server.db.selectFrom('faqs').select(['id', 'status']).where('id', 'in', ids).execute())
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => row.status)
const bulk = (method: string, path: string, ids: unknown, lang = 'en', as = token) =>
  call<{ message?: string; done?: string[]; failures?: { _id: string; message: string }[] }>(
    server.baseUrl,
    method,
    `/api${path}`,
    { token: as, body: { ids }, lang },
  )

describe('bulk actions on a list', () => {
  it('deactivates, activates and deletes several FAQs in one call, each change kept in its history', async () => {
    const faqs = await Promise.all(['Bulk one', 'Bulk two', 'Bulk three'].map(createFaq))
    const ids = faqs.map((faq) => faq._id)

    const off = await bulk('PUT', '/admin/faqs/deactivate', ids)
    expect(off.status).toBe(200)
    expect(off.body.done).toEqual(ids)
    expect(await statusesOf(ids)).toEqual(['inactive', 'inactive', 'inactive'])
    const history = await server.db
      .selectFrom('content_history')
      .select(['record_id', 'action'])
      .where('record_id', 'in', ids)
      .where('action', '=', 'deactivate')
      .execute()
    expect(history).toHaveLength(3)

    expect((await bulk('PUT', '/admin/faqs/activate', ids.slice(0, 2))).status).toBe(200)
    expect(await statusesOf(ids)).toEqual(['active', 'active', 'inactive'])

    expect((await bulk('POST', '/admin/faqs/delete', ids)).status).toBe(200)
    expect(await statusesOf(ids)).toEqual([])
  })

  it('changes nothing when one record stands in the way, and names each one that does, in Thai too', async () => {
    const faqs = await Promise.all(['Held one', 'Held two'].map(createFaq))
    const ids = [faqs[0]._id, MISSING, faqs[1]._id]
    for (const lang of ['en', 'th']) {
      const refused = await bulk('PUT', '/admin/faqs/deactivate', ids, lang)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(lang === 'en' ? /Nothing was changed: 1 of/ : /ไม่มีการเปลี่ยนแปลง/)
      expect(refused.body.failures).toEqual([{ _id: MISSING, message: expect.any(String) }])
      expect(refused.body.failures?.[0].message).toMatch(lang === 'en' ? /FAQ/ : /[ก-๙]/)
    }
    expect(await statusesOf([faqs[0]._id, faqs[1]._id])).toEqual(['active', 'active'])
    const history = await server.db
      .selectFrom('content_history')
      .select('id')
      .where('record_id', 'in', [faqs[0]._id, faqs[1]._id])
      .where('action', '=', 'deactivate')
      .execute()
    expect(history).toEqual([])
  })

  it('refuses a push notification whose send time has passed and activates none of the others', async () => {
    const create = async (topic: string) =>
      dataOf(
        await admin.POST('/admin/notification-management', {
          body: {
            topic: { en: topic, th: topic },
            message: { en: 'Message', th: 'ข้อความ' },
            target: 'internalUsers',
            channel: 'webApp',
            type: 'notice',
            sendAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        }),
      )
    const [late, onTime] = await Promise.all([create('Bulk late'), create('Bulk on time')])
    const ids = [late._id, onTime._id]
    expect((await bulk('PUT', '/admin/notification-management/deactivate', ids)).status).toBe(200)
    await server.db
      .updateTable('push_notifications')
      .set({ send_at: new Date(Date.now() - 60_000) })
      .where('id', '=', late._id)
      .execute()

    const refused = await bulk('PUT', '/admin/notification-management/activate', ids)
    expect(refused.status).toBe(409)
    expect(refused.body.failures).toEqual([{ _id: late._id, message: expect.stringMatching(/passed/) }])
    const statuses = await server.db
      .selectFrom('push_notifications')
      .select('status')
      .where('id', 'in', ids)
      .execute()
    expect(statuses.map((row) => row.status)).toEqual(['inactive', 'inactive'])

    expect((await bulk('PUT', '/admin/notification-management/activate', [onTime._id])).status).toBe(200)
  })

  it('activates and deletes articles in bulk', async () => {
    const category = await insertArticleCategory(server.db)
    const ids = [
      await insertArticle(server.db, { nameEn: 'Bulk article one', categoryId: category.id }),
      await insertArticle(server.db, { nameEn: 'Bulk article two', categoryId: category.id }),
    ]
    expect((await bulk('PUT', '/admin/articles/deactivate', ids)).status).toBe(200)
    const statuses = await server.db.selectFrom('articles').select('status').where('id', 'in', ids).execute()
    expect(statuses.map((row) => row.status)).toEqual(['inactive', 'inactive'])
    expect((await bulk('POST', '/admin/articles/delete', ids)).body.done).toEqual(ids)
    expect(await server.db.selectFrom('articles').select('id').where('id', 'in', ids).execute()).toEqual([])
  })

  it('refuses bad input with a 400 and changes nothing: no ids, more than 100, duplicates, not ids', async () => {
    const faq = await createFaq('Bad input')
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    for (const ids of [[], many, [faq._id, faq._id], ['not-an-id'], 'x']) {
      const answer = await bulk('PUT', '/admin/faqs/deactivate', ids)
      expect(answer.status, JSON.stringify(ids).slice(0, 40)).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    expect(await statusesOf([faq._id])).toEqual(['active'])
  })

  it('checks the permission of each action: updating staff may not delete in bulk', async () => {
    const faq = await createFaq('Permission')
    const editor = await createStaff(server.db, { roles: [{ permissions: { faq: ['access', 'update'] } }] })
    const { jwtAccessToken } = await login(server.baseUrl, editor.email, editor.password)
    expect((await bulk('PUT', '/admin/faqs/deactivate', [faq._id], 'en', jwtAccessToken)).status).toBe(200)
    expect((await bulk('POST', '/admin/faqs/delete', [faq._id], 'en', jwtAccessToken)).status).toBe(403)
    expect(await statusesOf([faq._id])).toEqual(['inactive'])
  })
})

describe('bulk actions on staff accounts', () => {
  const STAFF_ADMIN: components['schemas']['PermissionMap'] = {
    internalUsers: ['access', 'create', 'update', 'delete'],
    roles: ['access', 'create', 'update', 'delete'],
  }
  const role = (permissions: components['schemas']['PermissionMap']) => ({
    name: `Bulk ${crypto.randomUUID().slice(0, 8)}`,
    permissions,
  })
  const statusOf = async (id: string) =>
    (await server.db.selectFrom('internal_users').select('status').where('id', '=', id).executeTakeFirst())
      ?.status

  it('deactivates accounts within reach and ends their sessions; one out of reach or one’s own refuses them all, each named', async () => {
    const caller = await createStaff(server.db, { roles: [role(STAFF_ADMIN)] })
    const { jwtAccessToken } = await login(server.baseUrl, caller.email, caller.password)
    const clerk = await createStaff(server.db, { roles: [role({ internalUsers: ['access'] })] })
    const clerkSession = await login(server.baseUrl, clerk.email, clerk.password)
    const admin2 = await createStaff(server.db, {
      roles: [{ name: `Bulk full ${crypto.randomUUID().slice(0, 8)}`, fullAccess: true }],
    })

    const refused = await bulk(
      'PUT',
      '/admin/users/deactivate',
      [clerk.id, admin2.id, caller.id],
      'en',
      jwtAccessToken,
    )
    expect(refused.status).toBe(409)
    expect(refused.body.failures?.map((failure) => failure._id)).toEqual([admin2.id, caller.id])
    expect(refused.body.failures?.[0].message).toMatch(/full access/)
    expect(refused.body.failures?.[1].message).toMatch(/your own/)
    expect(await statusOf(clerk.id)).toBe('active')

    expect((await bulk('PUT', '/admin/users/deactivate', [clerk.id], 'en', jwtAccessToken)).status).toBe(200)
    expect(await statusOf(clerk.id)).toBe('inactive')
    const signedOut = await call(server.baseUrl, 'GET', '/api/admin/users/profile', {
      token: clerkSession.jwtAccessToken,
    })
    expect(signedOut.status).toBe(401)
    expect((await bulk('PUT', '/admin/users/activate', [clerk.id], 'en', jwtAccessToken)).status).toBe(200)
    expect(await statusOf(clerk.id)).toBe('active')
  })

  it('deletes accounts within reach, never one’s own', async () => {
    const caller = await createStaff(server.db, { roles: [role(STAFF_ADMIN)] })
    const { jwtAccessToken } = await login(server.baseUrl, caller.email, caller.password)
    const clerks = [
      await createStaff(server.db, { roles: [role({ internalUsers: ['access'] })] }),
      await createStaff(server.db),
    ]
    const own = await bulk('POST', '/admin/users/delete', [clerks[0].id, caller.id], 'th', jwtAccessToken)
    expect(own.status).toBe(409)
    expect(own.body.failures).toEqual([{ _id: caller.id, message: expect.stringMatching(/[ก-๙]/) }])
    const ids = clerks.map((clerk) => clerk.id)
    expect((await bulk('POST', '/admin/users/delete', ids, 'en', jwtAccessToken)).body.done).toEqual(ids)
    expect(await statusOf(clerks[0].id)).toBeUndefined()
  })
})

describe('bulk deletes of roles and categories', () => {
  it('deletes roles no staff hold, and names a held one (delete it alone to move its holders)', async () => {
    const names = ['Bulk role a', 'Bulk role b', 'Bulk role c'].map(
      (name) => `${name} ${crypto.randomUUID().slice(0, 6)}`,
    )
    const ids = await Promise.all(
      names.map(
        async (name) =>
          dataOf(await admin.POST('/admin/roles', { body: { name, permissions: { faq: ['access'] } } }))._id,
      ),
    )
    const holder = await createStaff(server.db)
    await server.db
      .insertInto('internal_user_roles')
      .values({ user_id: holder.id, role_id: ids[1] })
      .execute()

    const refused = await bulk('POST', '/admin/roles/delete', ids)
    expect(refused.status).toBe(409)
    expect(refused.body.failures).toEqual([
      { _id: ids[1], message: expect.stringMatching(/1 staff members hold/) },
    ])
    expect(await server.db.selectFrom('roles').select('id').where('id', 'in', ids).execute()).toHaveLength(3)

    expect((await bulk('POST', '/admin/roles/delete', [ids[0], ids[2]])).body.done).toEqual([ids[0], ids[2]])
    expect(await server.db.selectFrom('roles').select('id').where('id', 'in', ids).execute()).toEqual([
      { id: ids[1] },
    ])
  })

  it('deletes empty FAQ categories, and names one that still holds FAQs', async () => {
    const empty = dataOf(
      await admin.POST('/admin/faq-categories', { body: { name: `Bulk empty ${Date.now()}` } }),
    )._id
    const held = dataOf(
      await admin.POST('/admin/faq-categories', { body: { name: `Bulk held ${Date.now()}` } }),
    )._id
    await server.db
      .insertInto('faqs')
      .values({
        question_en: 'Held question',
        question_th: 'คำถาม',
        answer_en: '<p>A</p>',
        answer_th: '<p>ก</p>',
        category_id: held,
        publish_start_date: new Date(Date.now() - DAY),
        publish_end_date: new Date(Date.now() + DAY),
      })
      .execute()
    const refused = await bulk('POST', '/admin/faq-categories/delete', [empty, held])
    expect(refused.status).toBe(409)
    expect(refused.body.failures?.map((failure) => failure._id)).toEqual([held])
    expect((await bulk('POST', '/admin/faq-categories/delete', [empty])).status).toBe(200)
    const left = await server.db
      .selectFrom('faq_categories')
      .select('id')
      .where('id', 'in', [empty, held])
      .execute()
    expect(left).toEqual([{ id: held }])
  })
})
