import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loadScaleCoupons } from '../../server/modules/coupons/couponsScale.seed'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { parseCsv } from '../support/csv'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertMember } from '../support/members'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type CouponInput = components['schemas']['CouponInput']
type Coupon = components['schemas']['Coupon']
type Redemption = components['schemas']['CouponRedemption']
type ListQuery = Omit<NonNullable<QueryOf<'/admin/coupons'>>, 'page' | 'limit'>
type HistoryQuery = Omit<NonNullable<QueryOf<'/admin/coupons/{id}/history'>>, 'page' | 'limit'>

// More than the first batch on either database (PGlite reads 1,000 rows first, PostgreSQL 5,000), so
// the exports go from batch to batch through their keysets.
const MANY = 5300

const draft = (code: string, changes: Partial<CouponInput> = {}): CouponInput => ({
  name: `Export ${code}`,
  code,
  discountCategory: 'Product Price',
  discountType: 'Fix Amount Discount',
  discountAmount: 50,
  couponRedeemLimit: { isUnlimited: false, frequency: 'Per Coupon', limitAmount: 100 },
  userRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null },
  redeemStartDate: '2026-01-01T00:00:00+07:00',
  redeemEndDate: '2099-12-31T23:59:59+07:00',
  applicableType: 'All Products',
  ...changes,
})

/**
 * Coupons of every status, category, type and expiry label (codes CEX…, a name with a comma and one a
 * spreadsheet would read as a formula), MANY scale coupons, and a coupon redeemed MANY times (CEXHIST),
 * some with orders and a member, several in the same second, some released.
 */
async function withCoupons(server: TestServer) {
  const adminToken = await loginAsAdmin(server)
  const admin = apiClient(server.baseUrl, { token: adminToken })
  const create = async (code: string, changes: Partial<CouponInput> = {}) =>
    dataOf(await admin.POST('/admin/coupons', { body: draft(code, changes) }))
  await create('CEXA1', { name: 'Alpha, with a comma' })
  await create('CEXB2', {
    name: '=SUM(A1:A2)',
    discountCategory: 'Shipping Fee',
    discountType: 'Percentage Discount',
    discountAmount: undefined,
    discountPercentage: 15,
    capAt: 200,
  })
  await create('CEXC3', { redeemStartDate: '2098-01-01T00:00:00Z' })
  await create('CEXD4', { redeemEndDate: '2026-02-01T00:00:00Z', locationBase: 'MY' })
  const inactive = await create('CEXE5', { discountCategory: 'Subscription Fee' })
  await admin.PUT('/admin/coupons/{id}/deactivate', { params: { path: { id: inactive._id } } })
  await create('CEXF6', { couponRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null } })
  await loadScaleCoupons(server.db, { count: MANY, seed: 77, asOf: new Date('2026-06-01T00:00:00Z') })

  const history = await create('CEXHIST', { name: 'History ฿50 off' })
  const buyer = await insertMember(server.db, 'CEX-BUYER')
  await insertOrders(server.db, { count: 30, prefix: 'CEXO', from: '2026-03-01T00:00:00Z', stepMinutes: 60 })
  const orders = await server.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', 'like', 'CEXO%')
    .orderBy('order_number')
    .execute()
  await sql`
    insert into coupon_redemptions (coupon_id, order_id, order_reference, member_id, discount_category,
      discount_amount, redeemed_at, released_at)
    select ${history._id}::uuid, (${sql.val(orders.map((order) => order.id))}::uuid[])[n % 40],
      'SO-CEX-' || lpad(n::text, 5, '0'), case when n % 3 = 0 then ${buyer.id}::uuid end,
      'Product Price', 10 + n % 7 * 5, ${'2026-03-01T00:00:00Z'}::timestamptz + (n / 4) * interval '17 seconds',
      case when n % 13 = 0 then ${'2026-05-01T00:00:00Z'}::timestamptz end
    from generate_series(1, ${MANY}::int) n`.execute(server.db)
  const other = await create('CEXOTHER')

  const reader = await createStaff(server.db, {
    roles: [{ name: 'Order readers', permissions: { orders: ['access'] } }],
  })
  const readerToken = (await login(server.baseUrl, reader.email, reader.password)).jwtAccessToken
  return {
    admin,
    adminToken,
    thai: apiClient(server.baseUrl, { token: adminToken, lang: 'th' }),
    reader: apiClient(server.baseUrl, { token: readerToken }),
    historyId: history._id,
    otherId: other._id,
  }
}

const csvOf = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''))
/** An instant as the file writes it in UTC. */
const utc = (iso: string | null) => (iso === null ? '' : iso.slice(0, 19).replace('T', ' '))
const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2))

/** Every page of a list, read as the screen reads it. */
async function allPages<T>(read: (page: number) => Promise<{ data: T[]; total: number }>) {
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const answer = await read(page)
    rows.push(...answer.data)
    if (rows.length >= answer.total || answer.data.length === 0) return rows
  }
}

describe('exporting coupons', () => {
  const suite = suiteServer(withCoupons)
  const download = async (url: string) => {
    const answer = await fetch(`${suite.server.baseUrl}${url}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="coupon/)
    return csvOf(await answer.text())
  }

  const listed = (query: ListQuery) =>
    allPages((page) =>
      suite.prepared.admin
        .GET('/admin/coupons', { params: { query: { ...query, page, limit: 100 } } })
        .then(dataOf),
    )

  it('writes the list as the screen reads it, for each filter and sort: rows, order and values', async () => {
    const expiry: Record<string, string> = {
      unexpired: 'Unexpired',
      expired: 'Expired',
      terminate: 'Terminated',
      pending: 'Pending',
    }
    const cases: ListQuery[] = [
      { search: 'cex' },
      { search: 'cex', sort: 'name', order: 'asc' },
      { search: 'cex', status: 'Active', sort: 'code', order: 'desc' },
      { search: 'cex', discountCategory: 'Shipping Fee' },
      { search: 'cex', expiryLabel: 'expired' },
      { search: 'cex', sort: 'redeemStart' },
      { search: 'cex', redeemFrom: '2097-01-01T00:00:00Z' },
    ]
    for (const query of cases) {
      const ticket = dataOf(
        await suite.prepared.admin.POST('/admin/coupons/export-ticket', { params: { query } }),
      )
      const [header, ...rows] = await download(ticket.url)
      const coupons = (await listed(query)) as Coupon[]
      expect(ticket.rows, JSON.stringify(query)).toBe(coupons.length)
      expect(header.slice(0, 4)).toEqual(['Name', 'Code', 'Discount category', 'Discount type'])
      expect(
        rows.map((row) => [row[0], row[1], row[8], row[9], row[10], row[11], row[12]]),
        JSON.stringify(query),
      ).toEqual(
        coupons.map((coupon) => [
          coupon.name.startsWith('=') ? `'${coupon.name}` : coupon.name,
          coupon.code,
          utc(coupon.redeemStartDate),
          utc(coupon.redeemEndDate),
          expiry[coupon.expiryLabel],
          coupon.status === 'active' ? 'Active' : 'Inactive',
          String(coupon.totalRedeem),
        ]),
      )
    }
  })

  it('writes amounts with their currency, labels and limits', async () => {
    const ticket = dataOf(
      await suite.prepared.admin.POST('/admin/coupons/export-ticket', {
        params: { query: { search: 'cex', sort: 'code', order: 'asc', timeZone: 'Asia/Bangkok' } },
      }),
    )
    const [header, ...rows] = await download(ticket.url)
    expect(header).toEqual([
      'Name',
      'Code',
      'Discount category',
      'Discount type',
      'Discount amount',
      'Discount percentage (%)',
      'Cap',
      'Currency',
      'Redeem start (Asia/Bangkok)',
      'Redeem end (Asia/Bangkok)',
      'Expiry',
      'Status',
      'Redeemed',
      'Coupon limit',
      'Coupon limit per',
      'Created at (Asia/Bangkok)',
    ])
    const byCode = Object.fromEntries(rows.map((row) => [row[1], row]))
    expect(byCode.CEXA1.slice(0, 10)).toEqual([
      'Alpha, with a comma',
      'CEXA1',
      'Product price',
      'Fixed amount',
      '50.00',
      '',
      '',
      'THB',
      '2026-01-01 00:00:00',
      '2099-12-31 23:59:59',
    ])
    expect(byCode.CEXA1.slice(13, 15)).toEqual(['100', "For the coupon's life"])
    expect(byCode.CEXB2.slice(0, 8)).toEqual([
      "'=SUM(A1:A2)",
      'CEXB2',
      'Shipping fee',
      'Percentage',
      '',
      '15.00',
      '200.00',
      'THB',
    ])
    expect(byCode.CEXD4[7]).toBe('MYR')
    expect(byCode.CEXF6.slice(13, 15)).toEqual(['Unlimited', ''])
  })

  it('goes through every batch in the sort asked for, ties by id, as the list does', async () => {
    for (const sort of ['totalRedeem', 'name'] as const) {
      const query = { search: 'sc77-', sort }
      const ticket = dataOf(
        await suite.prepared.admin.POST('/admin/coupons/export-ticket', { params: { query } }),
      )
      expect(ticket.rows).toBe(MANY)
      const [, ...rows] = await download(ticket.url)
      const direction = sort === 'name' ? 'asc' : 'desc'
      const expected = await suite.server.db
        .selectFrom('coupons as c')
        .select('c.code')
        .where('c.code', 'like', 'SC77-%')
        .orderBy(sort === 'name' ? sql`lower(c.name)` : sql`c.total_redeem`, direction)
        .orderBy('c.id', direction)
        .execute()
      expect(rows.map((row) => row[1])).toEqual(expected.map((row) => row.code))
      const firstPage = dataOf(
        await suite.prepared.admin.GET('/admin/coupons', { params: { query: { ...query, limit: 100 } } }),
      )
      expect(rows.slice(0, 100).map((row) => row[1])).toEqual(firstPage.data.map((coupon) => coupon.code))
    }
    const recorded = dataOf(await suite.prepared.admin.GET('/data-export-history', { params: { query: {} } }))
    expect(recorded.data[0]).toMatchObject({ exportedData: 'coupons', completed: true, rowCount: MANY })
  })

  it('writes the redeem history as the screen reads it, every batch, for each filter', async () => {
    const { admin, historyId } = suite.prepared
    const cases: HistoryQuery[] = [
      {},
      { redeemMinAmount: '20', redeemMaxAmount: '30' },
      { startDate: '2026-03-01T02:00:00Z', endDate: '2026-03-01T09:00:00Z' },
      { search: 'so-cex-001' },
      { redeemMinAmount: '', redeemMaxAmount: '' },
    ]
    for (const query of cases) {
      const ticket = dataOf(
        await admin.POST('/admin/coupons/{id}/history/export-ticket', {
          params: { path: { id: historyId }, query },
        }),
      )
      const [header, ...rows] = await download(ticket.url)
      expect(header).toEqual([
        'Order',
        'Member ID',
        'Member',
        'Discount category',
        'Discount',
        'Order total',
        'Currency',
        'Redeemed at (UTC)',
        'Released at (UTC)',
      ])
      const redemptions = (await allPages((page) =>
        admin
          .GET('/admin/coupons/{id}/history', {
            params: { path: { id: historyId }, query: { ...query, page, limit: 100 } },
          })
          .then(dataOf),
      )) as Redemption[]
      expect(ticket.rows, JSON.stringify(query)).toBe(redemptions.length)
      expect(redemptions.length).toBeGreaterThan(0)
      expect(rows, JSON.stringify(query)).toEqual(
        redemptions.map((r) => [
          r.orderNumber ?? '',
          r.member?.memberId ?? '',
          r.member?.name ?? '',
          'Product price',
          money(r.discountAmount),
          money(r.totalPrice),
          'THB',
          utc(r.redeemedAt),
          utc(r.releasedAt),
        ]),
      )
    }
  })

  it('writes headers and labels in Thai for a Thai caller', async () => {
    const { thai, historyId } = suite.prepared
    const list = dataOf(
      await thai.POST('/admin/coupons/export-ticket', { params: { query: { search: 'cexe5' } } }),
    )
    const [header, row] = await download(list.url)
    expect(header.slice(0, 3)).toEqual(['ชื่อ', 'รหัส', 'หมวดหมู่ส่วนลด'])
    expect([row[2], row[10], row[11]]).toEqual(['ค่าสมัครสมาชิก', 'ยุติแล้ว', 'ปิดใช้งาน'])
    const history = dataOf(
      await thai.POST('/admin/coupons/{id}/history/export-ticket', {
        params: { path: { id: historyId }, query: { search: 'so-cex-00033' } },
      }),
    )
    const [historyHeader, redemption] = await download(history.url)
    expect(historyHeader[0]).toBe('คำสั่งซื้อ')
    expect(redemption[2]).toBe('สมชาย ใจดี')
    expect(redemption[3]).toBe('ราคาสินค้า')
  })

  it('refuses a role without the coupons permission (403)', async () => {
    const { reader, historyId } = suite.prepared
    const refusals = [
      await reader.POST('/admin/coupons/export-ticket', { params: { query: {} } }),
      await reader.GET('/admin/coupons/export', { params: { query: {} }, parseAs: 'text' }),
      await reader.POST('/admin/coupons/{id}/history/export-ticket', {
        params: { path: { id: historyId }, query: {} },
      }),
      await reader.GET('/admin/coupons/{id}/history/export', {
        params: { path: { id: historyId }, query: {} },
        parseAs: 'text',
      }),
    ]
    expect(refusals.map((refusal) => refusal.response.status)).toEqual([403, 403, 403, 403])
  })

  it('refuses bad filter values with a 400 in the caller’s language, and an unknown coupon with a 404', async () => {
    const { adminToken, historyId } = suite.prepared
    const bad = [
      '/export-ticket?status=Closed',
      '/export-ticket?sort=discount',
      '/export-ticket?redeemFrom=yesterday',
      '/export-ticket?timeZone=Mars/Olympus',
      `/${historyId}/history/export-ticket?redeemMinAmount=ten`,
      `/${historyId}/history/export-ticket?startDate=2026-13-01`,
      `/${historyId}/history/export-ticket?timeZone=Mars/Olympus`,
    ]
    for (const path of bad) {
      const messages: string[] = []
      for (const lang of ['en', 'th']) {
        const refused = await call<{ message: string }>(
          suite.server.baseUrl,
          'POST',
          `/api/admin/coupons${path}`,
          { token: adminToken, lang },
        )
        expect(refused.status, path).toBe(400)
        messages.push(refused.body.message)
      }
      expect(messages[0], path).toMatch(/[a-z]/i)
      expect(messages[1], path).toMatch(/[\u0E00-\u0E7F]/)
    }
    const unknown = await call(
      suite.server.baseUrl,
      'POST',
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000/history/export-ticket',
      { token: adminToken },
    )
    expect(unknown.status).toBe(404)
  })

  it('opens a download once, and only for the export and coupon it was made for', async () => {
    const { admin, historyId, otherId } = suite.prepared
    const list = dataOf(
      await admin.POST('/admin/coupons/export-ticket', { params: { query: { search: 'cexa' } } }),
    )
    expect((await download(list.url)).map((row) => row[1])).toEqual(['Code', 'CEXA1'])
    const again = await fetch(`${suite.server.baseUrl}${list.url}`)
    expect(again.status).toBe(401)

    const history = dataOf(
      await admin.POST('/admin/coupons/{id}/history/export-ticket', {
        params: { path: { id: historyId }, query: { search: 'so-cex-00001' } },
      }),
    )
    // The same ticket on another coupon's history is refused (and stays unused for its own).
    const elsewhere = await fetch(`${suite.server.baseUrl}${history.url.replace(historyId, otherId)}`)
    expect(elsewhere.status).toBe(400)
    const [, ...rows] = await download(history.url)
    expect(rows.length).toBe(history.rows)
    expect(rows.every((row) => row[0].startsWith('SO-CEX-00001'))).toBe(true)
    expect((await fetch(`${suite.server.baseUrl}${history.url}`)).status).toBe(401)
  })
})
