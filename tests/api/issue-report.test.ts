import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sweepStuckOrders } from '../../server/modules/home/issues.queries'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { jpegOf } from '../support/images'
import { login, loginAsAdmin, suiteServer } from '../support/test-server'
import { rawRequest } from '../support/uploads'

// The issue report: problems raised where they are written (push sendings, export downloads, payment
// results, refused uploads) or found by the sweep (stuck orders), one per problem and record, and acted
// on by staff with a version check.

const ctx = suiteServer(async (server) => {
  const token = await loginAsAdmin(server)
  return { token, admin: apiClient(server.baseUrl, { token }) }
})

const HOUR = 3_600_000

async function anOrder(number: string, status: string, updatedHoursAgo: number): Promise<string> {
  const at = new Date(Date.now() - updatedHoursAgo * HOUR)
  const { rows } = await sql<{ id: string }>`
    insert into orders (order_number, buyer_member_code, buyer_first_name_en, buyer_last_name_en,
      buyer_phone_code, buyer_phone_number, country, currency, status, type, payment_method,
      total_product_price, total_price, total_quantity, created_at, updated_at)
    values (${number}, 'TH-1', 'Issue', 'Buyer', '66', '812345678', 'TH', 'THB', ${status}, 'ROC', 'promptpay',
      10, 10, 1, ${at}, ${at})
    returning id`.execute(ctx.server.db)
  return rows[0].id
}

const report = async (query: { state?: 'unresolved' | 'resolved' | 'all'; kind?: 'order_stuck' } = {}) =>
  dataOf(
    await ctx.prepared.admin.GET('/admin/users/home-dashboard/issues', {
      params: { query: { limit: 100, ...query } },
    }),
  )

describe('the issue report', () => {
  it('raises stuck orders past their status threshold, and resolves them once the order moves on', async () => {
    const stuck = await anOrder('STUCK-1', 'to_pay', 80)
    await anOrder('FRESH-1', 'to_pay', 10)
    const waiting = await anOrder('STUCK-2', 'to_receive', 400)
    const page = await report({ kind: 'order_stuck' })
    const ids = page.data.map((issue) => issue.record.id)
    expect(ids).toEqual(expect.arrayContaining([stuck, waiting]))
    expect(page.data.find((issue) => issue.record.id === stuck)).toMatchObject({
      kind: 'order_stuck',
      record: { kind: 'order', label: 'STUCK-1' },
      detail: 'to_pay',
      state: 'open',
    })
    expect(page.data.some((issue) => issue.record.label === 'FRESH-1')).toBe(false)

    await ctx.server.db
      .updateTable('orders')
      .set({ status: 'to_ship', updated_at: new Date() })
      .where('id', '=', stuck)
      .execute()
    await sweepStuckOrders(ctx.server.db)
    const after = await report({ kind: 'order_stuck' })
    expect(after.data.map((issue) => issue.record.id)).not.toContain(stuck)
    const resolved = await report({ state: 'resolved' })
    expect(resolved.data.map((issue) => issue.record.id)).toContain(stuck)
  })

  it('raises failed push sendings, export downloads and payments once per record', async () => {
    const { db } = ctx.server
    const push = await db
      .insertInto('push_notifications')
      .values({
        topic: JSON.stringify({ en: 'Flash sale', th: 'ลดราคา' }),
        message: JSON.stringify({ en: 'Now', th: 'ตอนนี้' }),
        target: 'users',
        channel: 'mobileApp',
        type: 'promotion',
        status: 'active',
        send_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const reason of ['fcm_unavailable', 'fcm_timeout'])
      await db
        .insertInto('push_notification_sendings')
        .values({ push_notification_id: push.id, outcome: 'failed', reason })
        .execute()
    const order = await anOrder('PAYFAIL-1', 'to_pay', 1)
    await db
      .insertInto('order_history')
      .values({
        order_id: order,
        actor_kind: 'system',
        actor_name: 'Payment gateway',
        action: 'payment_failed',
        changes: JSON.stringify({ reason: 'card_declined' }),
      })
      .execute()
    const ticket = dataOf(
      await ctx.prepared.admin.POST('/internal-user-history/export-ticket', { params: { query: {} } }),
    )
    await db
      .updateTable('export_tickets')
      .set({ outcome: 'failed', finished_at: new Date() })
      .where('id', '=', ticket._id)
      .execute()
    const page = await report({ state: 'all' })
    const payment = page.data.filter((issue) => issue.kind === 'payment_failed')
    expect(payment).toHaveLength(1)
    expect(payment[0]).toMatchObject({ record: { id: order, label: 'PAYFAIL-1' }, detail: 'card_declined' })
    const pushes = page.data.filter((issue) => issue.kind === 'push_failed')
    expect(pushes).toHaveLength(1)
    expect(pushes[0]).toMatchObject({
      record: { kind: 'pushNotification', id: push.id, label: 'Flash sale' },
      // While open, the issue keeps the reason of the failure that raised it.
      detail: 'fcm_unavailable',
    })
    const exports = page.data.filter((issue) => issue.kind === 'export_failed')
    expect(exports).toHaveLength(1)
    expect(exports[0]).toMatchObject({
      record: { kind: 'exportTicket', id: ticket._id, label: ticket.fileName },
      detail: 'exportInternalUserAccessHistory',
    })
  })

  it('raises an upload the server refused after it arrived', async () => {
    const signed = dataOf(
      await ctx.prepared.admin.GET('/upload/upload-signed-url', {
        params: { query: { fileName: 'photo.png', moduleName: 'avatar' } },
      }),
    )
    const put = await rawRequest(ctx.server.baseUrl, 'PUT', signed.preSignedUrl, { body: jpegOf(700, 700) })
    expect(put.status).toBe(400)
    const page = await report({ state: 'all' })
    expect(page.data.find((issue) => issue.kind === 'upload_rejected')).toMatchObject({
      record: { kind: 'upload', id: signed.key },
      detail: 'staffAccess.errors.file_content_mismatch',
    })
  })

  it('is acknowledged and resolved with the version read, and refuses a stale version', async () => {
    await anOrder('STUCK-3', 'to_ship', 100)
    await sweepStuckOrders(ctx.server.db)
    const issue = (await report({ kind: 'order_stuck' })).data.find((i) => i.record.label === 'STUCK-3')
    if (!issue) throw new Error('STUCK-3 was not raised')
    const put = (state: 'acknowledged' | 'resolved', version: number, lang?: 'th') =>
      apiClient(ctx.server.baseUrl, { token: ctx.prepared.token, lang }).PUT(
        '/admin/users/home-dashboard/issues/{id}',
        { ...withId(issue._id), body: { state, version } },
      )
    const acknowledged = dataOf(await put('acknowledged', issue.version))
    expect(acknowledged).toMatchObject({ state: 'acknowledged', version: issue.version + 1 })
    expect(acknowledged.acknowledgedAt).not.toBeNull()
    const stale = await put('resolved', issue.version, 'th')
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toMatch(/[\u0E00-\u0E7F]/)
    const resolved = dataOf(await put('resolved', acknowledged.version))
    expect(resolved.state).toBe('resolved')
    expect((await report()).data.map((i) => i._id)).not.toContain(issue._id)
    const missing = await ctx.prepared.admin.PUT('/admin/users/home-dashboard/issues/{id}', {
      ...withId('00000000-0000-4000-8000-000000000000'),
      body: { state: 'resolved', version: 1 },
    })
    expect(missing.response.status).toBe(404)
  })

  it('is refused to staff without the home permission', async () => {
    const clerk = await createStaff(ctx.server.db, { roles: [{ permissions: { orders: ['access'] } }] })
    const token = (await login(ctx.server.baseUrl, clerk.email, clerk.password)).jwtAccessToken
    const answer = await apiClient(ctx.server.baseUrl, { token }).GET('/admin/users/home-dashboard/issues')
    expect(answer.response.status).toBe(403)
  })
})
