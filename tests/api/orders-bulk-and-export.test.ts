import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf } from '../support/apiClient'
import { parseCsv } from '../support/csv'
import { createStaff } from '../support/fixtures'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

/** Its own orders (statuses cycling from to_ship: BK000001 is to_ship), an admin, and a reader who may not update. */
async function withOrders(server: TestServer) {
  await insertOrders(server.db, { count: 36, prefix: 'BK', from: '2025-04-01T00:00:00Z', stepMinutes: 60 })
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

type OrderBulkMove = components['schemas']['OrderBulkMove']

const csvOf = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''))

describe('moving picked orders to their next status', () => {
  const suite = suiteServer(withOrders)
  const orders = (...numbers: string[]) =>
    suite.server.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'status', 'version', 'courier_name', 'tracking_number'])
      .where('order_number', 'in', numbers)
      .orderBy('order_number')
      .execute()
  const move = (body: OrderBulkMove, client = suite.prepared.admin) =>
    client.POST('/admin/orders/next-status', { body })

  it('moves each one step, keeps the history, and the tab counts follow', async () => {
    // BK000006 is to_pay, BK000007 to_ship... (n % 6): to_pay → to_ship, to_ship → to_receive.
    const [toPay, toShip] = await orders('BK000006', 'BK000007')
    expect([toPay.status, toShip.status]).toEqual(['to_pay', 'to_ship'])
    const before = dataOf(await suite.prepared.admin.GET('/admin/orders', { params: { query: {} } })).counts
    const moved = dataOf(
      await move({
        courierName: 'Kerry Express',
        orders: [
          { _id: toPay.id, version: toPay.version },
          { _id: toShip.id, version: toShip.version, trackingNumber: 'KEX-0001' },
        ],
      }),
    )
    expect(moved.data).toEqual([
      { _id: toPay.id, orderNumber: 'BK000006', status: 'to_ship', version: toPay.version + 1 },
      { _id: toShip.id, orderNumber: 'BK000007', status: 'to_receive', version: toShip.version + 1 },
    ])
    const [paid, shipped] = await orders('BK000006', 'BK000007')
    expect(shipped).toMatchObject({ courier_name: 'Kerry Express', tracking_number: 'KEX-0001' })
    expect(paid.courier_name).toBeNull()
    const after = dataOf(await suite.prepared.admin.GET('/admin/orders', { params: { query: {} } })).counts
    expect(after).toMatchObject({
      to_pay: before.to_pay - 1,
      to_ship: before.to_ship,
      to_receive: before.to_receive + 1,
    })
    const history = await suite.server.db
      .selectFrom('order_history')
      .select(['order_id', 'action'])
      .where('order_id', 'in', [toPay.id, toShip.id])
      .execute()
    expect(history).toHaveLength(2)
  })

  it('moves none when one cannot move, and names that one in the caller’s language', async () => {
    const [settled, a, b] = await orders('BK000011', 'BK000012', 'BK000013') // complete, to_pay, to_ship
    expect(settled.status).toBe('complete')
    const refused = await move(
      {
        orders: [
          { _id: a.id, version: a.version },
          { _id: settled.id, version: settled.version },
        ],
      },
      suite.prepared.thai,
    )
    expect(refused.response.status).toBe(400)
    expect(refused.error?.message).toContain('BK000011')
    expect(refused.error?.message).toContain('สำเร็จ')
    // Going to to_receive without a tracking number.
    const untracked = await move({
      courierName: 'Flash',
      orders: [
        { _id: a.id, version: a.version },
        { _id: b.id, version: b.version },
      ],
    })
    expect(untracked.response.status).toBe(400)
    expect(untracked.error?.message).toContain('BK000013')
    expect(await orders('BK000012', 'BK000013', 'BK000011')).toEqual(
      [settled, a, b].sort((x, y) => x.order_number.localeCompare(y.order_number)),
    )
  })

  it('refuses a stale copy (409), an order listed twice, an unknown id, and a reader', async () => {
    const [order] = await orders('BK000018')
    const stale = await move({ orders: [{ _id: order.id, version: order.version + 1 }] })
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toContain('BK000018')
    const twice = await move({
      orders: [
        { _id: order.id, version: order.version },
        { _id: order.id, version: order.version },
      ],
    })
    expect(twice.response.status).toBe(400)
    const unknown = await move({ orders: [{ _id: '00000000-0000-4000-8000-000000000000', version: 1 }] })
    expect(unknown.response.status).toBe(404)
    const empty = await move({ orders: [] })
    expect(empty.response.status).toBe(400)
    const forbidden = await move(
      { orders: [{ _id: order.id, version: order.version }] },
      suite.prepared.reader,
    )
    expect(forbidden.response.status).toBe(403)
    expect(await orders('BK000018')).toEqual([order])
  })
})

describe('exporting orders', () => {
  const suite = suiteServer(withOrders)
  const download = async (url: string) => {
    const answer = await fetch(`${suite.server.baseUrl}${url}`)
    expect(answer.status).toBe(200)
    return answer.text()
  }

  it('exports a tab with its filters, newest first, and records it in the export history', async () => {
    const ticket = dataOf(
      await suite.prepared.admin.POST('/admin/orders/export-ticket', {
        params: { query: { status: 'to_ship', type: 'ROC', timeZone: 'Asia/Bangkok' } },
      }),
    )
    const expected = await suite.server.db
      .selectFrom('orders')
      .select('order_number')
      .where('status', '=', 'to_ship')
      .where('type', '=', 'ROC')
      .where('order_number', 'like', 'BK%')
      .orderBy('created_at', 'desc')
      .execute()
    expect(ticket.rows).toBeGreaterThanOrEqual(expected.length)
    const rows = csvOf(await download(ticket.url))
    expect(rows[0]).toEqual([
      'Order number',
      'Date (Asia/Bangkok)',
      'Status',
      'Type',
      'Country',
      'Currency',
      'Payment method',
      'Member ID',
      'Buyer',
      'Phone code',
      'Phone number',
      'Items',
      'Total',
      'PV',
      'Courier',
      'Tracking number',
    ])
    const ours = rows.slice(1).filter((row) => row[0].startsWith('BK'))
    expect(ours.map((row) => row[0])).toEqual(expected.map((row) => row.order_number))
    expect(ours[0].slice(2, 7)).toEqual(['To ship', 'ROC', 'TH', 'THB', 'PromptPay'])
    const history = dataOf(await suite.prepared.admin.GET('/data-export-history', { params: { query: {} } }))
    expect(history.data[0]).toMatchObject({
      exportedData: 'orders',
      completed: true,
      rowCount: rows.length - 1,
    })
  })

  it('exports the picked orders only, in Thai, and a reader may export', async () => {
    const picked = await suite.server.db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('order_number', 'in', ['BK000003', 'BK000004'])
      .orderBy('order_number', 'desc')
      .execute()
    const ticket = dataOf(
      await suite.prepared.thai.POST('/admin/orders/export-ticket', {
        params: { query: { ids: picked.map((order) => order.id).join(',') } },
      }),
    )
    expect(ticket.rows).toBe(2)
    const rows = csvOf(await download(ticket.url))
    expect(rows[0][0]).toBe('หมายเลขคำสั่งซื้อ')
    expect(rows.slice(1).map((row) => row[0])).toEqual(['BK000004', 'BK000003'])
    expect(rows[1][8]).toMatch(/^สม/)
    const byReader = await suite.prepared.reader.POST('/admin/orders/export-ticket', {
      params: { query: { status: 'complete' } },
    })
    expect(byReader.response.status).toBe(201)
  })

  it('refuses bad ids, a bad time zone and a reversed range with a 400', async () => {
    for (const query of [
      { ids: 'not-an-id' },
      { timeZone: 'Mars/Olympus' },
      { startDate: '2025-05-01T00:00:00Z', endDate: '2025-04-01T00:00:00Z' },
    ]) {
      const refused = await suite.prepared.admin.POST('/admin/orders/export-ticket', { params: { query } })
      expect(refused.response.status).toBe(400)
      expect(refused.error?.message).toBeTruthy()
    }
  })
})
