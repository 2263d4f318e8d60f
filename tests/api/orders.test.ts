import { describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '../../server/lib/lists/countUpTo'
import type { OrderSummary } from '../../src/api/orders'
import { ORDER_STATUSES } from '../../src/domain/orders'
import { apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type ListQuery = QueryOf<'/admin/orders'>

/** Its own 4,000 orders over about 40 days (any demo orders removed), an admin, and a staff member without orders. */
async function withOrders(server: TestServer) {
  await server.db.deleteFrom('orders').execute()
  await insertOrders(server.db, { count: 4000, prefix: 'TO', from: '2025-01-01T00:00:00Z', stepMinutes: 14 })
  const outsider = await createStaff(server.db)
  const outsiderToken = (await login(server.baseUrl, outsider.email, outsider.password)).jwtAccessToken
  return {
    admin: apiClient(server.baseUrl, { token: await loginAsAdmin(server) }),
    thai: apiClient(server.baseUrl, { token: await loginAsAdmin(server), lang: 'th' }),
    outsider: apiClient(server.baseUrl, { token: outsiderToken }),
  }
}

describe('the order list', () => {
  const suite = suiteServer(withOrders)
  const list = async (query: ListQuery) =>
    dataOf(await suite.prepared.admin.GET('/admin/orders', { params: { query } }))

  /** The rows and count a filter must give, the slow and obvious way. */
  function direct(query: ListQuery) {
    let rows = suite.server.db.selectFrom('orders').where('status', '=', query.status ?? 'to_pay')
    if (query.type && query.type !== 'ALL') rows = rows.where('type', '=', query.type)
    if (query.startDate) rows = rows.where('created_at', '>=', new Date(query.startDate))
    if (query.endDate) rows = rows.where('created_at', '<=', new Date(query.endDate))
    return rows
  }

  const ranges: Pick<ListQuery, 'startDate' | 'endDate'>[] = [
    {},
    { startDate: '2025-01-10T17:00:00.000Z', endDate: '2025-01-20T16:59:59.999Z' },
    { startDate: '2025-01-03T05:30:00.000Z' },
    { endDate: '2025-01-25T00:00:00.000Z' },
    { startDate: '2025-01-12T01:00:00.000Z', endDate: '2025-01-12T09:00:00.000Z' },
    // The whole of January (Bangkok days) and two days of February: a month of counters and its days.
    { startDate: '2024-12-31T17:00:00.000Z', endDate: '2025-02-02T16:59:59.999Z' },
    // Whose whole days and months begin after 9999, the last year a date can have.
    { startDate: '9999-12-01T00:00:00.001Z' },
    { startDate: '9999-12-31T12:00:00.000Z' },
  ]

  it('counts every tab for any type and date range, as the rows do', async () => {
    for (const range of ranges)
      for (const type of ['ALL', 'ROC', 'BMC'] as const) {
        const { counts } = await list({ ...range, type, limit: 5 })
        for (const status of ORDER_STATUSES) {
          const { n } = await direct({ ...range, type, status })
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
          expect(counts[status], `${status} ${type} ${JSON.stringify(range)}`).toBe(Number(n))
        }
      }
  })

  it('answers each page, near and deep, by date and by total, in both orders, as an offset would', async () => {
    const cases: ListQuery[] = [
      { status: 'to_ship' },
      { status: 'to_pay', order: 'asc' },
      { status: 'complete', type: 'ROC' },
      { status: 'complete', type: 'BMC', order: 'asc', ...ranges[1] },
      { status: 'to_pay', sort: 'total' },
      { status: 'to_review', sort: 'total', order: 'asc', ...ranges[2] },
    ]
    for (const query of cases) {
      const first = await list({ ...query, limit: 35 })
      const lastPage = Math.ceil(first.total / 35)
      // Every page of a tab over all time (they seek through day and month counters, and cross the
      // end of January), a few of the others.
      const allTime = !query.startDate && !query.endDate && query.sort !== 'total'
      const pages = allTime
        ? Array.from({ length: lastPage }, (_, index) => index + 1)
        : [...new Set([1, 2, Math.ceil(lastPage / 2), lastPage - 1, lastPage])].filter((page) => page >= 1)
      for (const page of pages) {
        const answered = await list({ ...query, limit: 35, page })
        const column = query.sort === 'total' ? 'total_price' : 'created_at'
        const expected = await direct(query)
          .select('id')
          .orderBy(column, query.order ?? 'desc')
          .orderBy('id', query.order ?? 'desc')
          .limit(35)
          .offset((page - 1) * 35)
          .execute()
        expect(
          answered.data.map((row) => row._id),
          `page ${page} of ${JSON.stringify(query)}`,
        ).toEqual(expected.map((row) => row.id))
      }
      expect((await list({ ...query, limit: 35, page: lastPage + 3 })).data).toEqual([])
    }
  })

  it('finds orders by number, member id, Thai or Latin buyer name, and phone, each from its start', async () => {
    const startsWith = (row: OrderSummary, term: string) => {
      const words = [row.orderNumber, row.memberId, ...`${row.buyerName.th} ${row.buyerName.en}`.split(' ')]
      const digits = term.replace(/\D/g, '').replace(/^0+/, '')
      return (
        words.some((word) => word.toLowerCase().startsWith(term.toLowerCase())) ||
        (digits.length >= 3 && row.phoneNumber.startsWith(digits))
      )
    }
    // Complete orders are every sixth from the fifth: buyers named วิชัย/Wichai รักไทย/Rakthai.
    for (const search of ['TO00003', 'th-100001', 'วิชัย', 'wich', 'รักไทย', 'RAKT', '081000012']) {
      const found = await list({ status: 'complete', search, limit: 100 })
      expect(found.total, search).toBeGreaterThan(0)
      expect(found.totalCapped).toBe(false)
      expect(found.data.length).toBe(Math.min(found.total, 100))
      for (const row of found.data)
        expect(startsWith(row, search), `${row.orderNumber} for ${search}`).toBe(true)
    }
    expect((await list({ status: 'complete', search: 'nobody' })).total).toBe(0)
  })

  it('caps the count of a search that matches too much, and says so', async () => {
    await insertOrders(suite.server.db, {
      count: SEARCH_COUNT_CAP + 10,
      prefix: 'CAP',
      status: 'to_pay',
      from: '2023-01-01T00:00:00Z',
      stepMinutes: 1,
    })
    // The last page the capped count offers is full.
    const vague = await list({ status: 'to_pay', search: 'cap', limit: 100, page: SEARCH_COUNT_CAP / 100 })
    expect(vague).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true })
    expect(vague.data).toHaveLength(100)
    await suite.server.db.deleteFrom('orders').where('order_number', 'like', 'CAP%').execute()
  })

  it('refuses bad parameters with a 400 in the caller’s language, and callers without the permission', async () => {
    const { thai, outsider } = suite.prepared
    for (const query of [
      { search: 'x'.repeat(256) },
      { limit: 7 },
      { page: 0 },
      { status: 'shipped' },
      { type: 'XYZ' },
      { sort: 'name' },
      { startDate: '2025-02-30T00:00:00Z' },
    ]) {
      const refused = await thai.GET('/admin/orders', { params: { query: query as ListQuery } })
      expect(refused.response.status, JSON.stringify(query)).toBe(400)
      expect(refused.error?.message).toMatch(/[\u0E00-\u0E7F]/)
    }
    const range = await thai.GET('/admin/orders', {
      params: { query: { startDate: '2025-02-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z' } },
    })
    expect(range.response.status).toBe(400)
    expect((await outsider.GET('/admin/orders')).response.status).toBe(403)
    expect((await call(suite.server.baseUrl, 'GET', '/api/admin/orders')).status).toBe(401)
  })
})

describe('one order', () => {
  const suite = suiteServer(withOrders)

  it('shows every detail of an order, and its tracking', async () => {
    const { admin } = suite.prepared
    const order = await suite.server.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', 'TO000007')
      .executeTakeFirstOrThrow()
    await suite.server.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        line_no: 1,
        product_code: 'P-100',
        product_name_th: 'ชาเขียว',
        product_name_en: 'Green tea',
        price: 100,
        pv: 10,
        quantity: 2,
        unit: 'box',
      })
      .execute()
    await suite.server.db
      .insertInto('order_tracking')
      .values([
        {
          order_id: order.id,
          seq: 1,
          name: 'Bangkok hub',
          status_code: 'PICKED_UP',
          description: 'Picked up',
          tracked_at: new Date('2025-01-02T03:00:00Z'),
          tracking_number: 'TH123',
        },
        {
          order_id: order.id,
          seq: 2,
          name: 'Chiang Mai',
          status_code: 'DELIVERED',
          description: 'Delivered',
          tracked_at: new Date('2025-01-03T03:00:00Z'),
          tracking_number: 'TH123',
        },
      ])
      .execute()
    const detail = dataOf(await admin.GET('/admin/orders/{id}', { params: { path: { id: order.id } } }))
    expect(detail).toMatchObject({
      _id: order.id,
      orderNumber: 'TO000007',
      status: order.status,
      currency: 'THB',
      totalPrice: Number(order.total_price),
      buyer: { memberId: order.buyer_member_code, name: { en: 'Somying Rakthai', th: 'สมหญิง รักไทย' } },
      products: [
        { productCode: 'P-100', productName: { en: 'Green tea', th: 'ชาเขียว' }, price: 100, quantity: 2 },
      ],
      shippingAddress: { provinceEng: 'Bangkok', postalCode: '10110' },
      version: 1,
    })
    const tracking = dataOf(
      await admin.GET('/admin/orders/tracking-status/{id}', { params: { path: { id: order.id } } }),
    )
    expect(tracking.entries.map((entry) => entry.statusCode)).toEqual(['PICKED_UP', 'DELIVERED'])
  })

  it('answers an unknown order with 404 this_order_id_no_longer_exists, and a malformed id with 400', async () => {
    const { admin, thai } = suite.prepared
    const id = '00000000-0000-4000-8000-000000000000'
    const missing = await admin.GET('/admin/orders/{id}', { params: { path: { id } } })
    expect(missing.response.status).toBe(404)
    expect(missing.error?.message).toBe('This order ID no longer exists.')
    const inThai = await thai.GET('/admin/orders/tracking-status/{id}', { params: { path: { id } } })
    expect(inThai.response.status).toBe(404)
    expect(inThai.error?.message).toMatch(/[\u0E00-\u0E7F]/)
    const malformed = await admin.GET('/admin/orders/{id}', { params: { path: { id: 'not-an-id' } } })
    expect(malformed.response.status).toBe(400)
  })
})
