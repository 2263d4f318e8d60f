import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loadScaleCoupons } from '../../server/modules/coupons/couponsScale.seed'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf, type QueryOf, withId } from '../support/apiClient'
import { call } from '../support/http'
import { loginAsAdmin, suiteServer } from '../support/test-server'

// The coupon list's total and its deep pages come from coupon_daily_counts, kept by statement-level
// triggers in the same transaction as each change: here the kept counts must equal what the coupons
// themselves say, and the list's totals and pages what a plain count and sort of the coupons give,
// after every way a coupon is written (create, edit, status, bulk delete, restore, a set-based load).

type CouponInput = components['schemas']['CouponInput']
type ListQuery = QueryOf<'/admin/coupons'>

const ctx = suiteServer(async (server) => {
  // Coupons over many days (one a minute for 100 hours), so a deep page seeks across days.
  await loadScaleCoupons(server.db, { count: 6000, seed: 41, asOf: new Date() })
  const token = await loginAsAdmin(server)
  return { token, admin: apiClient(server.baseUrl, { token }) }
})

async function expectCountsToMatchTheCoupons(): Promise<void> {
  const { db } = ctx.server
  const coupons = await sql<{ status: string; category: string; day: string }>`
    select status, discount_category as category, (created_at at time zone 'UTC')::date::text as day
    from coupons`.execute(db)
  const expected = new Map<string, number>()
  for (const c of coupons.rows)
    for (const status of [c.status, '*'])
      for (const category of [c.category, '*']) {
        const key = [status, category, c.day].join('|')
        expected.set(key, (expected.get(key) ?? 0) + 1)
      }
  const kept = await sql<{ key: string; n: number }>`
    select concat_ws('|', status, discount_category, day::text) as key, n::int as n
    from coupon_daily_counts where n <> 0`.execute(db)
  expect(new Map(kept.rows.map((row) => [row.key, row.n]))).toEqual(expected)
}

const FILTERS: { query: ListQuery; where: string }[] = [
  { query: {}, where: 'true' },
  { query: { status: 'Active' }, where: `status = 'active'` },
  { query: { status: 'Inactive' }, where: `status = 'inactive'` },
  { query: { discountCategory: 'Shipping Fee' }, where: `discount_category = 'Shipping Fee'` },
  {
    query: { status: 'Inactive', discountCategory: 'Product Price' },
    where: `status = 'inactive' and discount_category = 'Product Price'`,
  },
  { query: { expiryLabel: 'terminate' }, where: `status = 'inactive'` },
  { query: { status: 'Active', expiryLabel: 'terminate' }, where: 'false' },
]

/** Every filter's total through the API is the coupons' own count. */
async function expectTotalsExact(): Promise<void> {
  for (const { query, where } of FILTERS) {
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from coupons where ${sql.raw(where)}`.execute(ctx.server.db)
    const page = dataOf(
      await ctx.prepared.admin.GET('/admin/coupons', { params: { query: { ...query, limit: 5 } } }),
    )
    expect({ query, total: page.total }).toEqual({ query, total: rows[0].n })
  }
}

const draft = (code: string, changes: Partial<CouponInput> = {}): CouponInput => ({
  name: 'Counted coupon',
  code,
  discountCategory: 'Shipping Fee',
  discountType: 'Fix Amount Discount',
  discountAmount: 40,
  couponRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null },
  userRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null },
  redeemStartDate: '2026-04-01T00:00:00+07:00',
  redeemEndDate: '2026-04-30T23:59:59+07:00',
  applicableType: 'All Products',
  ...changes,
})

describe('the coupon list’s kept counts', () => {
  it('match the coupons after a set-based load, and page at any depth as a plain sort does', async () => {
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()
    const { db } = ctx.server
    const limit = 10
    for (const [query, where] of [
      [{}, 'true'],
      [{ status: 'Inactive' }, `status = 'inactive'`],
    ] as const) {
      const ordered = await sql<{ id: string }>`
        select id from coupons where ${sql.raw(where)} order by created_at desc, id desc`.execute(db)
      const pages = Math.ceil(ordered.rows.length / limit)
      for (const pageNumber of [1, 2, 150, Math.floor(pages / 2), pages - 3, pages - 1, pages]) {
        for (const order of ['desc', 'asc'] as const) {
          const ids = order === 'desc' ? ordered.rows : [...ordered.rows].reverse()
          const page = dataOf(
            await ctx.prepared.admin.GET('/admin/coupons', {
              params: { query: { ...query, page: pageNumber, limit, sort: 'createdAt', order } },
            }),
          )
          expect({ pageNumber, order, ids: page.data.map((coupon) => coupon._id) }).toEqual({
            pageNumber,
            order,
            ids: ids.slice((pageNumber - 1) * limit, pageNumber * limit).map((row) => row.id),
          })
        }
      }
    }
  })

  it('stay exact through create, edit, status changes, bulk delete and restore', async () => {
    const { admin, token } = ctx.prepared
    const created = []
    for (let n = 1; n <= 4; n++)
      created.push(dataOf(await admin.POST('/admin/coupons', { body: draft(`COUNTED-${n}`) })))
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()

    const [first, second, third, fourth] = created
    const edited = await admin.PATCH('/admin/coupons/{id}', {
      ...withId(first._id),
      body: { ...draft(first.code, { discountCategory: 'Product Price' }), version: first.version },
    })
    expect(dataOf(edited).discountCategory).toBe('Product Price')
    await admin.PUT('/admin/coupons/{id}/deactivate', withId(second._id))
    await admin.PUT('/admin/coupons/deactivate', { body: { ids: [third._id, fourth._id] } })
    await admin.PUT('/admin/coupons/activate', { body: { ids: [fourth._id] } })
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()

    expect(
      dataOf(await admin.POST('/admin/coupons/delete', { body: { ids: [second._id, third._id] } })),
    ).toEqual({
      done: [second._id, third._id],
    })
    const deleted = dataOf(await admin.DELETE('/admin/coupons/{id}', withId(fourth._id)))
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()

    const restored = await call(
      ctx.server.baseUrl,
      'POST',
      `/api/admin/deleted-records/${deleted.deletedRecordId}/restore`,
      { token },
    )
    expect(restored.status).toBe(200)
    expect((await admin.GET('/admin/coupons/{id}', withId(fourth._id))).response.status).toBe(200)
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()
  })

  it('follow a set-based change of status, category and creation date, and a delete of many', async () => {
    const { db } = ctx.server
    await sql`update coupons set status = case when status = 'active' then 'inactive' else 'active' end,
      created_at = created_at - interval '3 days' where code like 'SC41-%' and right(code, 1) = '3'`.execute(
      db,
    )
    await sql`update coupons set discount_category = 'Subscription Fee' where code like 'SC41-%5'`.execute(db)
    // Edits that move no coupon to another count (as a redemption's total_redeem does) change none.
    await sql`update coupons set total_redeem = total_redeem + 1 where code like 'SC41-%7'`.execute(db)
    await sql`delete from coupons where code like 'SC41-%1'`.execute(db)
    await expectCountsToMatchTheCoupons()
    await expectTotalsExact()
  })
})

describe('the redeem history’s totals by amount', () => {
  it('come from the kept counts per baht and agree with the redemptions after inserts, edits, releases and deletes', async () => {
    const { admin } = ctx.prepared
    const { db } = ctx.server
    const coupon = dataOf(await admin.POST('/admin/coupons', { body: draft('AMOUNTS-COUNTED') }))
    await sql`
      insert into coupon_redemptions (coupon_id, order_reference, discount_category, discount_amount, redeemed_at)
      select ${coupon._id}::uuid, 'SO-AMT' || n, 'Shipping Fee', (n % 4000) / 100.0 + 10, now() - n * interval '7 minutes'
      from generate_series(1, 1500) n`.execute(db)
    const ranges: [string, string][] = [
      ['20', ''],
      ['20.5', ''],
      ['', '30'],
      ['', '30.25'],
      ['15', '35'],
      ['15.01', '34.99'],
      ['20.3', '20.9'],
      ['25', '25'],
      ['49.99', '60'],
    ]
    const expectTotalsMatch = async () => {
      const kept = await sql<{ floor: string; n: number }>`
        select amount_floor::text as floor, n from coupon_redemption_amount_counts
        where coupon_id = ${coupon._id} and n <> 0 order by amount_floor`.execute(db)
      const actual = await sql<{ floor: string; n: number }>`
        select floor(discount_amount)::bigint::text as floor, count(*)::int as n from coupon_redemptions
        where coupon_id = ${coupon._id} group by 1 order by 1::bigint`.execute(db)
      expect(kept.rows).toEqual(actual.rows)
      for (const [min, max] of ranges) {
        const where = [`coupon_id = '${coupon._id}'`]
        if (min) where.push(`discount_amount >= ${min}`)
        if (max) where.push(`discount_amount <= ${max}`)
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from coupon_redemptions where ${sql.raw(where.join(' and '))}`.execute(db)
        const page = dataOf(
          await admin.GET('/admin/coupons/{id}/history', {
            params: {
              path: { id: coupon._id },
              query: { redeemMinAmount: min, redeemMaxAmount: max, limit: 100 },
            },
          }),
        )
        expect({ min, max, total: page.total }).toEqual({ min, max, total: rows[0].n })
        expect(
          page.data.every(
            (row) =>
              (!min || row.discountAmount >= Number(min)) && (!max || row.discountAmount <= Number(max)),
          ),
        ).toBe(true)
      }
    }
    await expectTotalsMatch()
    await sql`update coupon_redemptions set discount_amount = discount_amount + 3.5
      where coupon_id = ${coupon._id} and order_reference like '%7'`.execute(db)
    await sql`update coupon_redemptions set released_at = now()
      where coupon_id = ${coupon._id} and order_reference like '%3'`.execute(db)
    await sql`delete from coupon_redemptions where coupon_id = ${coupon._id} and order_reference like '%1'`.execute(
      db,
    )
    await expectTotalsMatch()
  })
})
