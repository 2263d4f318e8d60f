import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredDeletions } from '../../server/modules/changes/deletedRecords'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertMember } from '../support/members'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CreateFaq = components['schemas']['CreateFaqRequest']
type ChangeKind = components['schemas']['ChangeKind']

let server: TestServer
let token: string
let admin: ApiClient
let categoryId: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
  categoryId = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Undo (test)' } }))._id
})
afterAll(() => server?.close())

const DAY = 86_400_000
const faqBody = (question: string): CreateFaq => ({
  question: { en: question, th: `${question} (ไทย)` },
  answer: { en: '<p>Answer</p>', th: '<p>คำตอบ</p>' },
  categoryId,
  publishStartDate: new Date(Date.now() - DAY).toISOString(),
  publishEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
})
const createFaq = async (question: string) =>
  dataOf(await admin.POST('/admin/faqs', { body: faqBody(question) }))
const editQuestion = async (id: string, en: string, version: number) =>
  dataOf(
    await admin.PATCH('/admin/faqs/{id}', {
      ...withId(id),
      body: { question: { en, th: `${en} (ไทย)` }, version },
    }),
  )
const changesOf = async (kind: ChangeKind, recordId: string, client = admin) =>
  dataOf(await client.GET('/admin/changes/{kind}/{recordId}', { params: { path: { kind, recordId } } }))
    .entries
const revert = (kind: ChangeKind, recordId: string, entryId: string, lang = 'en', bearer = token) =>
  call<{ message?: string; entryId?: string }>(
    server.baseUrl,
    'POST',
    `/api/admin/changes/${kind}/${recordId}/${entryId}/revert`,
    { token: bearer, lang },
  )
const restore = (id: string, lang = 'en', bearer = token) =>
  call<{ message?: string; recordId?: string }>(
    server.baseUrl,
    'POST',
    `/api/admin/deleted-records/${id}/restore`,
    { token: bearer, lang },
  )

describe('reverting a change', () => {
  it('puts the fields back as a new entry of the history, keeping the reverted one', async () => {
    const faq = await createFaq('Where is my parcel?')
    await editQuestion(faq._id, 'Where is my order?', 1)
    const before = await changesOf('faq', faq._id)
    expect(before.map((entry) => entry.action)).toEqual(['update', 'create'])
    const [edit, created] = before
    expect(edit).toMatchObject({ revertible: true, byCaller: true })
    expect(edit.fields.map((field) => field.label)).toEqual(['the question (English)', 'the question (Thai)'])
    expect(created.revertible).toBe(false)
    expect(created.whyNot).toMatch(/deleting the record/)

    const reverted = await revert('faq', faq._id, edit.id)
    expect(reverted.status).toBe(200)
    const now = dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id)))
    expect(now.question).toEqual({ en: 'Where is my parcel?', th: 'Where is my parcel? (ไทย)' })
    expect(now.version).toBe(3)
    const after = await changesOf('faq', faq._id)
    expect(after.map((entry) => entry.action)).toEqual(['revert', 'update', 'create'])
    expect(after[0].id).toBe(reverted.body.entryId)
    expect(after[1].id).toBe(edit.id)
    // A revert is a change like any other: reverting it puts the edit back.
    expect((await revert('faq', faq._id, after[0].id)).status).toBe(200)
    expect(dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id))).question.en).toBe(
      'Where is my order?',
    )
  })

  it('refuses with 409 naming the fields changed since, in the caller language, and changes nothing', async () => {
    const faq = await createFaq('How do refunds work?')
    await editQuestion(faq._id, 'How do returns work?', 1)
    const [first] = await changesOf('faq', faq._id)
    await editQuestion(faq._id, 'How do exchanges work?', 2)

    const refused = await revert('faq', faq._id, first.id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('the question (English), the question (Thai) changed since')
    const thai = await revert('faq', faq._id, first.id, 'th')
    expect(thai.status).toBe(409)
    expect(thai.body.message).toContain('คำถาม (ภาษาอังกฤษ), คำถาม (ภาษาไทย)')
    const now = dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id)))
    expect(now).toMatchObject({ question: { en: 'How do exchanges work?' }, version: 3 })
    expect(await changesOf('faq', faq._id)).toHaveLength(3)
  })

  it('reverts a field the later change left alone', async () => {
    const faq = await createFaq('Can I pay later?')
    const off = dataOf(await admin.PUT('/admin/faqs/deactivate/{id}', withId(faq._id)))
    await editQuestion(faq._id, 'Can I pay in parts?', off.version)
    const deactivation = (await changesOf('faq', faq._id)).find((entry) => entry.action === 'deactivate')
    expect((await revert('faq', faq._id, deactivation?.id ?? '')).status).toBe(200)
    const now = dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id)))
    expect(now).toMatchObject({ status: 'active', question: { en: 'Can I pay in parts?' } })
  })

  it('reverts a category rename, refused when the old name is taken meanwhile', async () => {
    const category = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Shipping (undo)' } }))
    await admin.PATCH('/admin/faq-categories/{id}', {
      ...withId(category._id),
      body: { name: 'Delivery (undo)', version: 1 },
    })
    const [rename] = await changesOf('faq_category', category._id)
    await admin.POST('/admin/faq-categories', { body: { name: 'Shipping (undo)' } })
    const taken = await revert('faq_category', category._id, rename.id)
    expect(taken.status).toBe(409)
    expect(taken.body.message).toMatch(/held by another record/)
    expect(dataOf(await admin.GET('/admin/faq-categories/{id}', withId(category._id))).name).toBe(
      'Delivery (undo)',
    )
  })

  it('refuses callers without the update permission of the area (403), who may still read the history', async () => {
    const faq = await createFaq('Who can revert?')
    await editQuestion(faq._id, 'Who may revert?', 1)
    const reader = await createStaff(server.db, {
      roles: [{ name: 'FAQ readers (undo test)', permissions: { faq: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, reader.email, reader.password)
    const readerClient = apiClient(server.baseUrl, { token: jwtAccessToken })
    const [edit] = await changesOf('faq', faq._id, readerClient)
    expect(edit.byCaller).toBe(false)
    expect((await revert('faq', faq._id, edit.id, 'en', jwtAccessToken)).status).toBe(403)
    // Updating another area's records opens the operation, not this kind's reverts.
    const other = await createStaff(server.db, {
      roles: [{ name: 'Order editors (undo test)', permissions: { orders: ['access', 'update'] } }],
    })
    const otherToken = (await login(server.baseUrl, other.email, other.password)).jwtAccessToken
    expect((await revert('faq', faq._id, edit.id, 'en', otherToken)).status).toBe(403)
    expect(dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id))).question.en).toBe('Who may revert?')
  })
})

describe('reverting an order edit', () => {
  it('puts the courier and an address back, but never a status, which says why', async () => {
    await insertOrders(server.db, {
      count: 1,
      prefix: 'UNDO',
      from: '2026-01-01T00:00:00Z',
      stepMinutes: 1,
      status: 'to_pay',
    })
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', 'UNDO000001')
      .executeTakeFirstOrThrow()
    const patch = (body: components['schemas']['OrderUpdate']) =>
      admin.PATCH('/admin/orders/{id}', { params: { path: { id: order.id } }, body })
    const address = order.shipping_address as components['schemas']['AddressInput']
    await patch({
      version: order.version,
      courierName: 'Kerry Express',
      shippingAddress: { ...address, address: '2 Silom Road' },
    })
    await patch({ version: order.version + 1, status: 'to_ship' })
    const [move, edit] = await changesOf('order', order.id)
    expect(move).toMatchObject({ action: 'status', revertible: false })
    expect(move.whyNot).toMatch(/only moves forward/)
    expect(move.fields[0]).toMatchObject({ field: 'status', from: 'to_pay', to: 'to_ship' })
    expect(edit.revertible).toBe(true)
    expect((await revert('order', order.id, move.id)).status).toBe(409)

    expect((await revert('order', order.id, edit.id)).status).toBe(200)
    const now = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(now).toMatchObject({
      status: 'to_ship',
      courier_name: null,
      shipping_address: address,
      version: order.version + 3,
    })
  })
})

describe('reverting a member edit', () => {
  it('puts a name and a date of birth back through the same columns', async () => {
    const member = await insertMember(server.db, 'UNDO-M1')
    const read = () =>
      server.db
        .selectFrom('members')
        .select(['first_name_en', 'date_of_birth', 'version'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    const before = await read()
    await admin.PATCH('/admin/members/{id}', {
      params: { path: { id: member.id } },
      body: { version: before.version, firstNameEn: 'Sam', dateOfBirth: '1990-05-01' },
    })
    const [edit] = await changesOf('member', member.id)
    expect(edit.fields.map((field) => field.field).sort()).toEqual(['dateOfBirth', 'firstNameEn'])
    expect((await revert('member', member.id, edit.id)).status).toBe(200)
    expect(await read()).toEqual({ ...before, version: before.version + 2 })
  })
})

describe('undoing a delete', () => {
  it('restores a deleted FAQ as it was, and only once', async () => {
    const faq = await createFaq('Is delivery free?')
    const deleted = dataOf(await admin.DELETE('/admin/faqs/{id}', withId(faq._id)))
    expect(deleted.deletedRecordId).toEqual(expect.any(String))
    expect((await admin.GET('/admin/faqs/{id}', withId(faq._id))).response.status).toBe(404)
    const category = dataOf(await admin.GET('/admin/faq-categories/{id}', withId(categoryId)))

    const restored = await restore(deleted.deletedRecordId ?? '')
    expect(restored.status).toBe(200)
    expect(restored.body.recordId).toBe(faq._id)
    const back = dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id)))
    expect(back).toMatchObject({ id: faq.id, question: faq.question, answer: faq.answer })
    expect(dataOf(await admin.GET('/admin/faq-categories/{id}', withId(categoryId))).itemCount).toBe(
      category.itemCount + 1,
    )
    expect((await changesOf('faq', faq._id)).map((entry) => entry.action)).toEqual([
      'restore',
      'delete',
      'create',
    ])
    const again = await restore(deleted.deletedRecordId ?? '')
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('has been restored already')
  })

  it('restores a push notification with its sendings, its dependents', async () => {
    const [push] = await server.db
      .insertInto('push_notifications')
      .values({
        topic: JSON.stringify({ en: 'Sale ends (undo)', th: 'ลดราคาสิ้นสุด' }),
        message: JSON.stringify({ en: 'x', th: 'x' }),
        target: 'internalUsers',
        channel: 'webApp',
        type: 'notice',
        status: 'inactive',
        send_at: new Date(Date.now() - DAY),
        sent_at: new Date(Date.now() - DAY),
      })
      .returning('id')
      .execute()
    const sendings = () =>
      server.db
        .selectFrom('push_notification_sendings')
        .select(['id', 'outcome', 'recipients'])
        .where('push_notification_id', '=', push.id)
        .orderBy('id')
        .execute()
    await server.db
      .insertInto('push_notification_sendings')
      .values([
        { push_notification_id: push.id, outcome: 'failed', reason: 'offline' },
        { push_notification_id: push.id, outcome: 'sent', recipients: 12 },
      ])
      .execute()
    const kept = await sendings()
    const deleted = dataOf(await admin.DELETE('/admin/notification-management/{id}', withId(push.id)))
    expect(await sendings()).toEqual([])

    expect((await restore(deleted.deletedRecordId ?? '')).status).toBe(200)
    expect(await sendings()).toEqual(kept)
    const back = dataOf(await admin.GET('/admin/notification-management/{id}', withId(push.id)))
    expect(back.topic.en).toBe('Sale ends (undo)')
  })

  it('puts a deleted banner back in its place in its loop', async () => {
    const loop = await server.db
      .insertInto('banner_loops')
      .values({
        name: 'Undo loop',
        country: 'TH',
        type: 'general',
        start_at: new Date(),
        end_at: new Date(Date.now() + DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const banners = await server.db
      .insertInto('banners')
      .values(
        ['First', 'Second', 'Third'].map((name, position) => ({
          loop_id: loop.id,
          position,
          name,
          hyperlink: 'https://example.com',
          duration_seconds: 5,
          desktop_key: 'banners/d.png',
          tablet_key: 'banners/t.png',
          mobile_key: 'banners/m.png',
          start_at: new Date(),
          end_at: new Date(Date.now() + DAY),
        })),
      )
      .returning('id')
      .execute()
    const order = () =>
      server.db
        .selectFrom('banners')
        .select(['name', 'position'])
        .where('loop_id', '=', loop.id)
        .orderBy('position')
        .execute()
    const deleted = dataOf(await admin.DELETE('/admin/banners/{id}', withId(banners[1].id)))
    expect((await order()).map((row) => row.name)).toEqual(['First', 'Third'])
    expect((await restore(deleted.deletedRecordId ?? '')).status).toBe(200)
    expect(await order()).toEqual([
      { name: 'First', position: 0 },
      { name: 'Second', position: 1 },
      { name: 'Third', position: 2 },
    ])
  })

  it('refuses with 409 naming the record when its name is taken meanwhile, restoring nothing', async () => {
    const category = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Returns (undo)' } }))
    const deleted = dataOf(await admin.DELETE('/admin/faq-categories/{id}', withId(category._id)))
    await admin.POST('/admin/faq-categories', { body: { name: 'returns (UNDO)' } })
    const refused = await restore(deleted.deletedRecordId ?? '', 'th')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('“Returns (undo)”')
    expect(refused.body.message).toMatch(/ถูกใช้โดยรายการอื่นแล้ว/)
    expect((await admin.GET('/admin/faq-categories/{id}', withId(category._id))).response.status).toBe(404)
  })

  it('needs the delete permission of the area the record belongs to', async () => {
    const faq = await createFaq('Who may restore?')
    const deleted = dataOf(await admin.DELETE('/admin/faqs/{id}', withId(faq._id)))
    const editor = await createStaff(server.db, {
      roles: [{ name: 'Coupon cleaners (undo test)', permissions: { coupons: ['access', 'delete'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, editor.email, editor.password)
    // The list of kept deletions shows each caller only what they may restore.
    const kept = (client: ApiClient) =>
      client.GET('/admin/deleted-records').then((answer) => dataOf(answer).data.map((row) => row._id))
    expect(await kept(admin)).toContain(deleted.deletedRecordId)
    expect(dataOf(await admin.GET('/admin/deleted-records')).keptDays).toBe(30)
    expect(await kept(apiClient(server.baseUrl, { token: jwtAccessToken }))).not.toContain(
      deleted.deletedRecordId,
    )
    expect((await restore(deleted.deletedRecordId ?? '', 'en', jwtAccessToken)).status).toBe(403)
    expect((await admin.GET('/admin/faqs/{id}', withId(faq._id))).response.status).toBe(404)
  })

  it('keeps a deletion 30 days: past that a restore is refused (404) and housekeeping purges it', async () => {
    const faq = await createFaq('Kept how long?')
    const deleted = dataOf(await admin.DELETE('/admin/faqs/{id}', withId(faq._id)))
    const id = deleted.deletedRecordId ?? ''
    const kept = await server.db
      .selectFrom('deleted_records')
      .select(sql<number>`round(extract(epoch from expires_at - deleted_at) / 86400)`.as('days'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Number(kept.days)).toBe(30)

    await server.db
      .updateTable('deleted_records')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute()
    const late = await restore(id)
    expect(late.status).toBe(404)
    expect(late.body.message).toContain('kept for 30 days')
    expect(await purgeExpiredDeletions(server.db)).toBeGreaterThanOrEqual(1)
    expect(await server.db.selectFrom('deleted_records').select('id').where('id', '=', id).execute()).toEqual(
      [],
    )
  })
})
