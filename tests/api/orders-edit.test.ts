import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type OrderUpdate = components['schemas']['OrderUpdate']

/** Its own orders (one of each status among the first six), an admin, and a reader who may not update. */
async function withOrders(server: TestServer) {
  await insertOrders(server.db, { count: 60, prefix: 'ED', from: '2025-03-01T00:00:00Z', stepMinutes: 30 })
  const reader = await createStaff(server.db, {
    roles: [{ name: 'Order readers', permissions: { orders: ['access'] } }],
  })
  const readerToken = (await login(server.baseUrl, reader.email, reader.password)).jwtAccessToken
  const adminToken = await loginAsAdmin(server)
  return {
    admin: apiClient(server.baseUrl, { token: adminToken }),
    thai: apiClient(server.baseUrl, { token: adminToken, lang: 'th' }),
    reader: apiClient(server.baseUrl, { token: readerToken }),
  }
}

describe('editing an order', () => {
  const suite = suiteServer(withOrders)
  const orderNumbered = (number: string) =>
    suite.server.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', number)
      .executeTakeFirstOrThrow()
  const patch = (id: string, body: OrderUpdate, client = suite.prepared.admin) =>
    client.PATCH('/admin/orders/{id}', { params: { path: { id } }, body })

  it('moves a paid order to the next tab, keeps the change, publishes PAYMENT and changes the tab counts', async () => {
    const order = await orderNumbered('ED000006') // n % 6 = 0: to_pay
    expect(order.status).toBe('to_pay')
    const before = dataOf(await suite.prepared.admin.GET('/admin/orders', { params: { query: {} } })).counts
    const moved = dataOf(await patch(order.id, { version: order.version, status: 'to_ship' }))
    expect(moved).toMatchObject({ status: 'to_ship', version: order.version + 1 })
    expect(moved.history[0]).toMatchObject({
      action: 'status',
      changes: { status: { from: 'to_pay', to: 'to_ship' } },
    })
    const after = dataOf(await suite.prepared.admin.GET('/admin/orders', { params: { query: {} } })).counts
    expect(after).toMatchObject({ to_pay: before.to_pay - 1, to_ship: before.to_ship + 1 })
    const published = await suite.server.db
      .selectFrom('notifications')
      .select(['type', 'detail'])
      .where('type', '=', 'PAYMENT')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow()
    expect(published.detail.en).toContain('ED000006')
  })

  it('refuses a move the transition table does not allow, in the caller’s language, and writes nothing', async () => {
    const order = await orderNumbered('ED000012')
    const refused = await patch(order.id, { version: order.version, status: 'complete' }, suite.prepared.thai)
    expect(refused.response.status).toBe(400)
    expect(refused.error?.message).toContain('สำเร็จ')
    expect(await orderNumbered('ED000012')).toEqual(order)
  })

  it('needs a courier and tracking number to ship, and keeps both', async () => {
    const order = await orderNumbered('ED000007') // n % 6 = 1: to_ship
    const refused = await patch(order.id, { version: order.version, status: 'to_receive' })
    expect(refused.response.status).toBe(400)
    expect(refused.error?.message).toMatch(/courier and a tracking number/)
    const shipped = dataOf(
      await patch(order.id, {
        version: order.version,
        status: 'to_receive',
        courierName: 'Kerry Express',
        trackingNumber: 'KEX-0012345',
      }),
    )
    expect(shipped).toMatchObject({
      status: 'to_receive',
      courierName: 'Kerry Express',
      trackingNumber: 'KEX-0012345',
    })
  })

  it('refuses an edit made on an older copy with 409, and lets only one of two concurrent edits through', async () => {
    const order = await orderNumbered('ED000013') // n % 6 = 1: to_ship
    const [first, second] = await Promise.all([
      patch(order.id, { version: order.version, courierName: 'Flash Express' }),
      patch(order.id, { version: order.version, status: 'cancel_refund' }),
    ])
    expect([first.response.status, second.response.status].sort()).toEqual([200, 409])
    const refused = first.response.status === 409 ? first : second
    expect(refused.error?.message).toMatch(/ED000013 was changed by someone else/)
    const now = await orderNumbered('ED000013')
    expect(now.version).toBe(order.version + 1)
    const stale = await patch(order.id, { version: order.version, trackingNumber: 'TH-99999' })
    expect(stale.response.status).toBe(409)
    expect(await orderNumbered('ED000013')).toEqual(now)
  })

  it('answers 404 for an unknown order, 400 for bad fields, and 403 to staff who may only read orders', async () => {
    const order = await orderNumbered('ED000020')
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { version: 1, status: 'to_ship' })
    expect(unknown.response.status).toBe(404)
    for (const body of [
      {},
      { version: 0 },
      { version: 1, trackingNumber: 'no spaces please' },
      { version: 1, status: 'lost' },
      { version: 1, extra: true },
    ]) {
      const refused = await patch(order.id, body as OrderUpdate)
      expect(refused.response.status, JSON.stringify(body)).toBe(400)
    }
    const forbidden = await patch(
      order.id,
      { version: order.version, courierName: 'X' },
      suite.prepared.reader,
    )
    expect(forbidden.response.status).toBe(403)
    expect(await orderNumbered('ED000020')).toEqual(order)
  })
})
