import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCoupons } from '../../server/modules/coupons/coupons.seed'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, type QueryOf, withId } from '../support/apiClient'
import { call } from '../support/http'
import { insertMember } from '../support/members'
import { insertOrders } from '../support/orders'
import { insertCategories, insertProducts } from '../support/products'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CouponInput = components['schemas']['CouponInput']

let server: TestServer
let token: string
let admin: ApiClient
let categories: [string, string]
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
  categories = await insertCategories(server.db, 'cpn')
  await insertProducts(server.db, { count: 30, prefix: 'CPN', categories })
})
afterAll(() => server?.close())

let serial = 0
const draft = (changes: Partial<CouponInput> = {}): CouponInput => ({
  name: 'Songkran 10% off',
  code: `SONGKRAN${++serial}`,
  discountCategory: 'Product Price',
  discountType: 'Percentage Discount',
  discountPercentage: 10,
  capAt: 300,
  couponRedeemLimit: { isUnlimited: false, frequency: 'Per Coupon', limitAmount: 100 },
  userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 1 },
  redeemStartDate: '2026-04-01T00:00:00+07:00',
  redeemEndDate: '2026-04-30T23:59:59+07:00',
  applicableType: 'All Products',
  ...changes,
})
const create = async (changes: Partial<CouponInput> = {}) =>
  dataOf(await admin.POST('/admin/coupons', { body: draft(changes) }))
const raw = (method: string, path: string, body?: unknown, lang = 'en') =>
  call<{ message?: string }>(server.baseUrl, method, `/api/admin/coupons${path}`, { token, body, lang })
const countRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('writing coupons', () => {
  it('creates (201), reads, lists, changes with the version read, and deletes one never redeemed', async () => {
    const created = await create({ code: ' summer-1 ' })
    expect(created).toMatchObject({
      code: 'SUMMER-1',
      status: 'active',
      locationBase: 'TH',
      totalRedeem: 0,
      isAbleToDelete: true,
      isAllApplicable: true,
      expiryLabel: 'expired',
      version: 1,
    })
    const listed = dataOf(await admin.GET('/admin/coupons', { params: { query: { search: 'summer-' } } }))
    expect(listed.data.map((coupon) => coupon.code)).toEqual(['SUMMER-1'])
    const {
      _id,
      version,
      totalRedeem,
      isAbleToDelete,
      isAllApplicable,
      expiryLabel,
      createdAt,
      updatedAt,
      ...rest
    } = created
    void [totalRedeem, isAbleToDelete, isAllApplicable, expiryLabel, createdAt, updatedAt]
    const changed = dataOf(
      await admin.PATCH('/admin/coupons/{id}', {
        ...withId(_id),
        body: { ...rest, name: 'Summer sale', version },
      }),
    )
    expect(changed).toMatchObject({ name: 'Summer sale', version: 2 })
    const stale = await raw('PATCH', `/${_id}`, { ...rest, version })
    expect(stale.status).toBe(409)
    expect(dataOf(await admin.DELETE('/admin/coupons/{id}', withId(_id)))).toEqual({
      _id,
      deletedRecordId: expect.any(String),
    })
    expect((await admin.GET('/admin/coupons/{id}', withId(_id))).response.status).toBe(404)
  })

  it.each([
    [
      'a chain code equal to the own code',
      { code: 'CHAINME', conditionType: ['Chain to Coupon'], chainToCoupon: 'chainme' },
      'chainToCoupon',
      'Chain to coupon code must be different from Coupon code',
      'รหัสคูปองต่อเนื่องต้องไม่ซ้ำกับรหัสคูปอง',
    ],
    ['a percentage without capAt', { capAt: null }, 'capAt', 'Please fill in this field.', null],
    [
      'a coupon limit of 0',
      { couponRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 0 } },
      'couponRedeemLimit.limitAmount',
      'Enter a whole number of at least 1.',
      'กรุณากรอกจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
    ],
    [
      'a negative user limit',
      { userRedeemLimit: { isUnlimited: false, frequency: 'Per Month', limitAmount: -3 } },
      'userRedeemLimit.limitAmount',
      'Enter a whole number of at least 1.',
      null,
    ],
    [
      'a select scope without its list',
      { applicableType: 'Select product', applicableList: [] },
      'applicableList',
      'Choose at least one item for the applicable list.',
      null,
    ],
    [
      'a redeem period ending before it starts',
      { redeemEndDate: '2026-03-01T00:00:00Z' },
      'redeemEndDate',
      'The end must come after the start.',
      'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
    ],
    [
      'an unknown product in the list',
      { applicableType: 'Select product', applicableList: ['00000000-0000-4000-8000-000000000000'] },
      'applicableList',
      'These items do not exist: 00000000-0000-4000-8000-000000000000.',
      null,
    ],
    [
      'a fixed discount without its amount',
      { discountType: 'Fix Amount Discount', discountAmount: null },
      'discountAmount',
      'Please fill in this field.',
      null,
    ],
    [
      'a chain to no coupon',
      { conditionType: ['Chain to Coupon'], chainToCoupon: 'NOSUCHCODE' },
      'chainToCoupon',
      'There is no coupon with this code.',
      null,
    ],
    [
      'no category',
      { isAllProductCategories: false, productCategories: [] },
      'productCategories',
      'Choose at least one category.',
      null,
    ],
  ] as const)(
    'refuses %s with a 400 naming the field, in the caller’s language, writing nothing',
    async (_, change, field, en, th) => {
      const before = await countRows()
      const body = draft(change as Partial<CouponInput>)
      const english = await raw('POST', '', body, 'en')
      expect(english.status).toBe(400)
      expect(english.body.message).toBe(`${field}: ${en}`)
      if (th) {
        const thai = await raw('POST', '', body, 'th')
        expect(thai.body.message).toBe(`${field}: ${th}`)
      }
      expect(await countRows()).toBe(before)
    },
  )

  it('refuses a code another coupon has and values past the contract (400)', async () => {
    const first = await create()
    const taken = await raw('POST', '', draft({ code: first.code.toLowerCase() }))
    expect(taken.status).toBe(400)
    expect(taken.body.message).toMatch(/^code: This coupon code is already in use/)
    expect((await raw('POST', '', { ...draft(), conditionType: ['Nonsense'] })).status).toBe(400)
    expect((await raw('POST', '', { ...draft(), extra: 1 })).status).toBe(400)
  })

  it('keeps a selected scope of real products, and only the chosen rules’ parameters', async () => {
    const product = await server.db
      .selectFrom('products')
      .select('id')
      .where('product_code', '=', 'CPN000007')
      .executeTakeFirstOrThrow()
    const created = await create({
      applicableType: 'Select promotion products',
      applicableList: [product.id],
      isAllProductCategories: false,
      productCategories: [categories[0], categories[1]],
      orderType: 'BMC',
      miniumPurchaseAmount: 500,
      conditionType: ['Minimum Purchase Amount'],
    })
    expect(created).toMatchObject({
      applicableList: [product.id],
      isAllApplicable: false,
      miniumPurchaseAmount: 500,
      orderType: null,
    })
  })
})

describe('the coupons orders name', () => {
  beforeAll(async () => {
    await seedDemoCoupons(server.db, null)
    await insertOrders(server.db, { count: 24, prefix: 'CPO', from: '2026-01-01T00:00:00Z', stepMinutes: 90 })
    const orders = await server.db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('order_number', 'like', 'CPO%')
      .orderBy('order_number')
      .execute()
    await server.db
      .insertInto('order_coupons')
      .values(
        orders.map((order, index) => ({
          order_id: order.id,
          coupon_code: index % 3 === 0 ? 'LEGACY5' : 'WELCOME100',
          coupon_name: index % 3 === 0 ? 'Legacy ฿5 off' : 'Welcome ฿100 off',
          discount_category: 'Product Price',
          discount_amount: index % 3 === 0 ? 5 : 100 - index,
        })),
      )
      .execute()
  })
  const couponOf = async (code: string) =>
    dataOf(await admin.GET('/admin/coupons', { params: { query: { search: code } } })).data.find(
      (coupon) => coupon.code === code,
    )
  const liveOrders = async (code: string) =>
    Number(
      (
        await server.db
          .selectFrom('order_coupons as oc')
          .innerJoin('orders as o', 'o.id', 'oc.order_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('oc.coupon_code', '=', code)
          .where('o.status', '<>', 'cancel_refund')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('are real coupons whose redemptions agree with the orders, released when an order is cancelled, and cannot be deleted', async () => {
    const coupon = await couponOf('WELCOME100')
    expect(coupon?.totalRedeem).toBe(await liveOrders('WELCOME100'))
    expect(coupon?.totalRedeem).toBeGreaterThan(0)
    // A code no coupon had becomes one, as the orders name it.
    expect(await couponOf('LEGACY5')).toMatchObject({
      name: 'Legacy ฿5 off',
      totalRedeem: await liveOrders('LEGACY5'),
    })
    const open = await server.db
      .selectFrom('orders as o')
      .innerJoin('order_coupons as oc', 'oc.order_id', 'o.id')
      .select('o.id')
      .where('oc.coupon_code', '=', 'WELCOME100')
      .where('o.status', '<>', 'cancel_refund')
      .executeTakeFirstOrThrow()
    await server.db.updateTable('orders').set({ status: 'cancel_refund' }).where('id', '=', open.id).execute()
    expect((await couponOf('WELCOME100'))?.totalRedeem).toBe((coupon?.totalRedeem ?? 0) - 1)
    expect(coupon?.isAbleToDelete).toBe(false)
    const refused = await raw('DELETE', `/${coupon?._id}`, undefined, 'th')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('ลบไม่ได้')
  })

  it('pages the history with the amount filter sent empty when both are 0, and by amount and date', async () => {
    const coupon = await couponOf('WELCOME100')
    const id = coupon?._id ?? ''
    const history = (query: QueryOf<'/admin/coupons/{id}/history'>) =>
      admin.GET('/admin/coupons/{id}/history', { params: { path: { id }, query } })
    const all = dataOf(await history({ redeemMinAmount: '', redeemMaxAmount: '', limit: 5 }))
    expect(all.coupon).toEqual({ _id: id, name: coupon?.name, code: 'WELCOME100' })
    expect(all.total).toBe(16)
    expect(all.data).toHaveLength(5)
    expect(all.data[0].orderNumber).toMatch(/^CPO/)
    expect(all.data[0].redeemedAt >= all.data[1].redeemedAt).toBe(true)
    const between = dataOf(await history({ redeemMinAmount: '80', redeemMaxAmount: '90', limit: 100 }))
    expect(between.data.every((row) => row.discountAmount >= 80 && row.discountAmount <= 90)).toBe(true)
    expect(between.total).toBe(between.data.length)
    expect(between.total).toBeGreaterThan(0)
    const dated = dataOf(
      await history({ startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-01T06:00:00Z', limit: 100 }),
    )
    expect(dated.data.map((row) => row.orderNumber)).toEqual(['CPO000003', 'CPO000002'])
    expect((await raw('GET', `/${id}/history?redeemMinAmount=abc`)).status).toBe(400)
  })
})

describe('status, chains and the dry-run', () => {
  it('deactivates and activates one or many, all or none', async () => {
    const [a, b] = [await create(), await create()]
    const off = dataOf(await admin.PUT('/admin/coupons/{id}/deactivate', withId(a._id)))
    expect(off).toMatchObject({ status: 'inactive', expiryLabel: 'terminate' })
    expect(dataOf(await admin.PUT('/admin/coupons/deactivate', { body: { ids: [a._id, b._id] } }))).toEqual({
      done: [a._id, b._id],
    })
    const missing = await raw('PUT', '/activate', { ids: [a._id, '00000000-0000-4000-8000-000000000000'] })
    expect(missing.status).toBe(409)
    expect(dataOf(await admin.GET('/admin/coupons/{id}', withId(a._id))).status).toBe('inactive')
    const filtered = dataOf(
      await admin.GET('/admin/coupons', {
        params: { query: { status: 'Inactive', search: 'SONGKRAN', limit: 100 } },
      }),
    )
    expect(filtered.data.map((coupon) => coupon._id)).toEqual(expect.arrayContaining([a._id, b._id]))
  })

  it('deletes many coupons in one call, or none when one was ever redeemed, naming it and why', async () => {
    const [kept, redeemed, spare] = [await create(), await create(), await create()]
    await server.db
      .updateTable('coupons')
      .set({ ever_redeemed: true })
      .where('id', '=', redeemed._id)
      .execute()
    for (const lang of ['en', 'th']) {
      const refused = await call<{ failures?: { _id: string; message: string }[] }>(
        server.baseUrl,
        'POST',
        '/api/admin/coupons/delete',
        { token, lang, body: { ids: [kept._id, redeemed._id, spare._id] } },
      )
      expect(refused.status).toBe(409)
      expect(refused.body.failures).toEqual([{ _id: redeemed._id, message: expect.any(String) }])
      expect(refused.body.failures?.[0].message).toMatch(lang === 'en' ? /redeemed/ : /[ก-๙]/)
    }
    expect((await admin.GET('/admin/coupons/{id}', withId(kept._id))).response.status).toBe(200)
    const deleted = dataOf(
      await admin.POST('/admin/coupons/delete', { body: { ids: [kept._id, spare._id] } }),
    )
    expect(deleted).toEqual({ done: [kept._id, spare._id] })
    expect((await admin.GET('/admin/coupons/{id}', withId(kept._id))).response.status).toBe(404)
  })

  it('suggests coupons to chain to by the start of the code, never the coupon itself', async () => {
    const own = await create({ code: 'CHAINSUGGEST' })
    const suggestions = dataOf(
      await admin.GET('/admin/coupons/coupon-chains', { params: { query: { search: 'chains' } } }),
    )
    expect(suggestions.data.map((coupon) => coupon.code)).toContain('CHAINSUGGEST')
    const without = dataOf(
      await admin.GET('/admin/coupons/coupon-chains', {
        params: { query: { search: 'chains', excludeId: own._id } },
      }),
    )
    expect(without.data.map((coupon) => coupon.code)).not.toContain('CHAINSUGGEST')
  })

  it('says why a coupon fails for one member and applies for another', async () => {
    const silver = await insertMember(server.db, 'CPN-1', { member_type: 'SCM_MEMBER' })
    const business = await insertMember(server.db, 'CPN-2', { member_type: 'SCM_BUSINESS' })
    const coupon = await create({
      redeemStartDate: new Date(Date.now() - 86_400_000).toISOString(),
      redeemEndDate: new Date(Date.now() + 86_400_000).toISOString(),
      conditionType: ['Member Type', 'Minimum Purchase Amount'],
      memberTypes: ['SCM_BUSINESS'],
      miniumPurchaseAmount: 100,
    })
    const cart = { products: [{ productCode: 'CPN000020', quantity: 2 }] }
    const failed = dataOf(
      await admin.POST('/admin/coupons/{id}/dry-run', {
        ...withId(coupon._id),
        body: { memberId: silver.id, ...cart },
      }),
    )
    expect(failed.applies).toBe(false)
    expect(failed.outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.check)).toEqual([
      'Member Type',
    ])
    const passed = dataOf(
      await admin.POST('/admin/coupons/{id}/dry-run', {
        ...withId(coupon._id),
        body: { memberId: business.id, ...cart },
      }),
    )
    expect(passed).toMatchObject({
      applies: true,
      discountedAmount: 400,
      discount: 40,
      remaining: { coupon: 100, member: 1 },
    })
    const unknown = await raw('POST', `/${coupon._id}/dry-run`, {
      memberId: business.id,
      products: [{ productCode: 'NOPE', quantity: 1 }],
    })
    expect(unknown.status).toBe(400)
  })
})
