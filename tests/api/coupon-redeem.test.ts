import crypto from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type RedeemAttempt,
  type RedeemOutcome,
  redeemCoupon,
  redeemTogether,
} from '../../server/modules/coupons/couponRedeem'
import { loadScaleCoupons, redeemScaleCouponsOnOrders } from '../../server/modules/coupons/couponsScale.seed'
import type { components } from '../../src/api/schema'
import { RULE_TYPES } from '../../src/domain/coupons/couponOptions'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { call } from '../support/http'
import { insertMember } from '../support/members'
import { insertOrders } from '../support/orders'
import { insertCategories, insertProducts } from '../support/products'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CouponInput = components['schemas']['CouponInput']
type RedeemRequest = components['schemas']['CouponRedeemRequest']

let server: TestServer
let admin: ApiClient
let checkout: ApiClient
let serviceKey: string
let serviceKeyId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  const categories = await insertCategories(server.db, 'rdm')
  await insertProducts(server.db, { count: 20, prefix: 'RDM', categories })
  const made = dataOf(
    await admin.POST('/admin/coupons/service-keys', { body: { name: 'Storefront checkout' } }),
  )
  serviceKey = made.key
  serviceKeyId = made._id
  checkout = apiClient(server.baseUrl, { token: serviceKey })
})
afterAll(() => server?.close())

let serial = 0
const DAY = 86_400_000
const coupon = async (changes: Partial<CouponInput> = {}) =>
  dataOf(
    await admin.POST('/admin/coupons', {
      body: {
        name: 'Checkout 50 baht',
        code: `RDM${++serial}${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
        discountCategory: 'Product Price',
        discountType: 'Fix Amount Discount',
        discountAmount: 50,
        couponRedeemLimit: { isUnlimited: true, frequency: 'Per Coupon', limitAmount: null },
        userRedeemLimit: { isUnlimited: true, frequency: 'Per Coupon', limitAmount: null },
        redeemStartDate: new Date(Date.now() - 400 * DAY).toISOString(),
        redeemEndDate: new Date(Date.now() + 400 * DAY).toISOString(),
        applicableType: 'All Products',
        ...changes,
      },
    }),
  )
const member = (overrides: Parameters<typeof insertMember>[2] = {}) =>
  insertMember(server.db, `RDM-${crypto.randomBytes(4).toString('hex')}`, overrides)

// RDM000010 at the member price of 100 baht.
const cart: Pick<RedeemRequest, 'orderType' | 'products'> = {
  orderType: 'ROC',
  products: [{ productCode: 'RDM000010', quantity: 2 }],
}
const body = (couponCode: string, memberId: string, changes: Partial<RedeemRequest> = {}): RedeemRequest => ({
  couponCode,
  memberId,
  orderNumber: `SO-${crypto.randomBytes(5).toString('hex')}`,
  ...cart,
  ...changes,
})
const redeem = (request: RedeemRequest, key: string = crypto.randomUUID(), lang?: 'en' | 'th') =>
  checkout.POST('/admin/coupons/redeem', {
    params: { header: { 'idempotency-key': key, ...(lang ? { lang } : {}) } },
    body: request,
  })
const totalRedeem = async (id: string) =>
  dataOf(await admin.GET('/admin/coupons/{id}', withId(id))).totalRedeem

describe('service keys', () => {
  it('shows a key once, lists it by prefix with its last use, and a revoked key opens nothing', async () => {
    const made = dataOf(await admin.POST('/admin/coupons/service-keys', { body: { name: 'Kiosk' } }))
    expect(made.key).toMatch(/^csk_[\w-]{43}$/)
    expect(made.key.startsWith(made.prefix)).toBe(true)
    const stored = await server.db
      .selectFrom('coupon_service_keys')
      .select(['key_hash'])
      .where('id', '=', made._id)
      .executeTakeFirstOrThrow()
    expect(stored.key_hash).not.toContain(made.key.slice(4))
    const target = await coupon()
    const buyer = await member()
    const kiosk = apiClient(server.baseUrl, { token: made.key })
    const first = await kiosk.POST('/admin/coupons/redeem', {
      params: { header: { 'idempotency-key': 'kiosk-1' } },
      body: body(target.code, buyer.id),
    })
    expect(dataOf(first).redeemed).toBe(true)
    const listed = dataOf(await admin.GET('/admin/coupons/service-keys')).data.find(
      (key) => key._id === made._id,
    )
    expect(listed).toMatchObject({ name: 'Kiosk', prefix: made.prefix, revokedAt: null })
    expect(listed).not.toHaveProperty('key')
    expect(listed?.lastUsedAt).not.toBeNull()
    const revoked = dataOf(await admin.PUT('/admin/coupons/service-keys/{id}/revoke', withId(made._id)))
    expect(revoked.revokedAt).not.toBeNull()
    const refused = await kiosk.POST('/admin/coupons/redeem', {
      params: { header: { 'idempotency-key': 'kiosk-2' } },
      body: body(target.code, buyer.id),
    })
    expect(refused.response.status).toBe(401)
  })

  it('opens the redemption to a service key only, and a service key opens nothing else', async () => {
    const target = await coupon()
    const buyer = await member()
    const staff = await admin.POST('/admin/coupons/redeem', {
      params: { header: { 'idempotency-key': 'staff-1' } },
      body: body(target.code, buyer.id),
    })
    expect(staff.response.status).toBe(401)
    expect((await checkout.GET('/admin/coupons')).response.status).toBe(401)
  })
})

describe('redeeming', () => {
  it('redeems, counts it in totalRedeem and the history, and is no longer deletable', async () => {
    const target = await coupon({
      couponRedeemLimit: { isUnlimited: false, frequency: 'Per Coupon', limitAmount: 10 },
      userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 2 },
    })
    const buyer = await member()
    const answer = dataOf(
      await redeem(body(target.code.toLowerCase(), buyer.id, { orderNumber: 'SO-RDM-1' })),
    )
    expect(answer).toMatchObject({
      redeemed: true,
      couponCode: target.code,
      discount: 50,
      discountedAmount: 200,
      remaining: { coupon: 9, member: 1 },
      failures: [],
    })
    expect(answer.redemptionId).toMatch(/^\d+$/)
    const read = dataOf(await admin.GET('/admin/coupons/{id}', withId(target._id)))
    expect(read).toMatchObject({ totalRedeem: 1, isAbleToDelete: false })
    const history = dataOf(
      await admin.GET('/admin/coupons/{id}/history', { params: { path: { id: target._id }, query: {} } }),
    )
    expect(history.total).toBe(1)
    expect(history.data[0]).toMatchObject({ orderNumber: 'SO-RDM-1', discountAmount: 50 })
  })

  const longAgo = new Date('2020-01-15T03:00:00Z')
  it.each<[string, Partial<CouponInput>, Parameters<typeof insertMember>[2], string, string]>([
    ['status', { status: 'inactive' }, {}, 'The coupon is inactive.', 'คูปองปิดใช้งานอยู่'],
    [
      'redeemPeriod',
      {
        redeemStartDate: new Date(Date.now() + 10 * DAY).toISOString(),
        redeemEndDate: new Date(Date.now() + 20 * DAY).toISOString(),
      },
      {},
      'The redeem period starts on',
      'ช่วงเวลาใช้คูปองเริ่มวันที่',
    ],
    ['location', { locationBase: 'MY' }, {}, 'MY', 'MY'],
    [
      'Join Date Period',
      {
        conditionType: ['Join Date Period'],
        joinDatePeriodStart: '2019-01-01T00:00:00+07:00',
        joinDatePeriodEnd: '2019-12-31T23:59:59+07:00',
      },
      {},
      '2019',
      '2019',
    ],
    [
      'Minimum Purchase Amount',
      { conditionType: ['Minimum Purchase Amount'], miniumPurchaseAmount: 5000 },
      {},
      '฿5,000.00',
      '฿5,000.00',
    ],
    ['Order Type', { conditionType: ['Order Type'], orderType: 'BMC' }, {}, 'BMC', 'BMC'],
    ['Member Tier', { conditionType: ['Member Tier'], memberTiers: ['diamond'] }, {}, 'diamond', 'diamond'],
    [
      'Member Type',
      { conditionType: ['Member Type'], memberTypes: ['SCM_BUSINESS'] },
      {},
      'SCM_BUSINESS',
      'SCM_BUSINESS',
    ],
    [
      'Promote Period',
      {
        conditionType: ['Promote Period'],
        promotePeriodStart: '2020-01-01T00:00:00+07:00',
        promotePeriodEnd: '2020-01-31T23:59:59+07:00',
      },
      {},
      '2020',
      '2020',
    ],
    [
      'Last Redeemable Day from Join Date',
      { conditionType: ['Last Redeemable Day from Join Date'], joinDateLastRD: 30 },
      { created_at: longAgo },
      '2020',
      '2020',
    ],
  ])(
    'refuses when %s fails, counting nothing, with its reason in the language asked',
    async (check, rules, who, en, th) => {
      const target = await coupon(rules)
      const buyer = await member(who)
      const english = dataOf(await redeem(body(target.code, buyer.id)))
      expect(english).toMatchObject({ redeemed: false, redemptionId: null, discount: 0 })
      expect(english.failures.map((failure) => failure.check)).toEqual([check])
      expect(english.failures[0].reason).toContain(en)
      const thai = dataOf(await redeem(body(target.code, buyer.id), crypto.randomUUID(), 'th'))
      expect(thai.failures[0].reason).toContain(th)
      expect(thai.failures[0].reason).not.toBe(english.failures[0].reason)
      expect(await totalRedeem(target._id)).toBe(0)
    },
  )

  it('refuses a product outside the scope, and a chain coupon the member never redeemed', async () => {
    const [product] = await server.db
      .selectFrom('products')
      .select('id')
      .where('product_code', '=', 'RDM000011')
      .execute()
    const scoped = await coupon({ applicableType: 'Select product', applicableList: [product.id] })
    const buyer = await member()
    const outside = dataOf(await redeem(body(scoped.code, buyer.id)))
    expect(outside.failures.map((failure) => failure.check)).toEqual(['scope'])
    const first = await coupon()
    const chained = await coupon({
      conditionType: ['Chain to Coupon', 'Last Redeemable Day from Chain Coupon Redeem Date'],
      chainToCoupon: first.code,
      chainDateLastRD: 7,
    })
    const refused = dataOf(await redeem(body(chained.code, buyer.id)))
    expect(refused.failures.map((failure) => failure.check)).toEqual([
      'Chain to Coupon',
      'Last Redeemable Day from Chain Coupon Redeem Date',
    ])
    expect(refused.failures[0].reason).toContain(first.code)
    expect(dataOf(await redeem(body(first.code, buyer.id))).redeemed).toBe(true)
    expect(dataOf(await redeem(body(chained.code, buyer.id))).redeemed).toBe(true)
  })

  it('counts the members of one sponsor together for the limit per sponsor member', async () => {
    const sponsor = await member()
    const [a, b] = [await member({ sponsor_id: sponsor.id }), await member({ sponsor_id: sponsor.id })]
    const target = await coupon({ conditionType: ['Limit Per Sponsor Member'], limitPerSponsorMember: 1 })
    expect(dataOf(await redeem(body(target.code, a.id))).redeemed).toBe(true)
    const second = dataOf(await redeem(body(target.code, b.id)))
    expect(second.failures.map((failure) => failure.check)).toEqual(['Limit Per Sponsor Member'])
  })

  it('answers bad input with a 400 or 404 in the language asked, counting nothing', async () => {
    const target = await coupon()
    const buyer = await member()
    const raw = (
      payload: unknown,
      headers: Record<string, string> = { 'idempotency-key': crypto.randomUUID() },
    ) =>
      call<{ message: string }>(server.baseUrl, 'POST', '/api/admin/coupons/redeem', {
        token: serviceKey,
        body: payload,
        headers: { 'accept-language': 'th-TH,th;q=0.9', ...headers },
      })
    const good = body(target.code, buyer.id)
    expect((await raw(good, {})).status).toBe(400)
    expect((await raw({ ...good, products: [] })).status).toBe(400)
    expect((await raw({ ...good, products: [{ productCode: 'RDM000001', quantity: 0 }] })).status).toBe(400)
    expect((await raw({ ...good, orderType: 'XYZ' })).status).toBe(400)
    expect((await raw({ ...good, memberId: 'not-an-id' })).status).toBe(400)
    expect((await raw({ ...good, extra: 1 })).status).toBe(400)
    const unknownProduct = await raw({ ...good, products: [{ productCode: 'NOPE', quantity: 1 }] })
    expect(unknownProduct.status).toBe(400)
    expect(unknownProduct.body.message).toBe('ไม่มีสินค้ารหัส NOPE ในประเทศของสมาชิก')
    const unknownCoupon = await raw({ ...good, couponCode: 'NO-SUCH-CODE' })
    expect(unknownCoupon.status).toBe(404)
    expect(unknownCoupon.body.message).toBe('ไม่มีคูปองรหัส NO-SUCH-CODE')
    expect((await raw({ ...good, memberId: crypto.randomUUID() })).status).toBe(404)
    expect(await totalRedeem(target._id)).toBe(0)
  })
})

describe('after the redemption: releasing it, and its order', () => {
  const release = (redemptionId: string, client: ApiClient = checkout, lang?: 'en' | 'th') =>
    client.POST('/admin/coupons/redemptions/{redemptionId}/release', {
      params: { path: { redemptionId }, header: lang ? { lang } : {} },
    })

  it('gives the limit back at once, keeps the redemption in the history as released, and repeats safely', async () => {
    const target = await coupon({
      couponRedeemLimit: { isUnlimited: false, frequency: 'Per Coupon', limitAmount: 1 },
    })
    const [first, second] = [await member(), await member()]
    const made = dataOf(await redeem(body(target.code, first.id)))
    expect(dataOf(await redeem(body(target.code, second.id))).redeemed).toBe(false)
    const released = dataOf(await release(made.redemptionId ?? ''))
    expect(released).toMatchObject({ redemptionId: made.redemptionId, couponCode: target.code })
    expect(await totalRedeem(target._id)).toBe(0)
    // Again: the same answer, nothing counted twice.
    expect(dataOf(await release(made.redemptionId ?? ''))).toEqual(released)
    expect(await totalRedeem(target._id)).toBe(0)
    expect(dataOf(await redeem(body(target.code, second.id))).redeemed).toBe(true)
    const history = dataOf(
      await admin.GET('/admin/coupons/{id}/history', { params: { path: { id: target._id }, query: {} } }),
    )
    expect(history.data.map((row) => row.releasedAt === null)).toEqual([true, false])
  })

  it('counts once when the order the checkout redeemed for is then written with that coupon', async () => {
    const target = await coupon()
    const prefix = `CKO${crypto.randomBytes(3).toString('hex').toUpperCase()}`
    const orderNumber = `${prefix}000001`
    const made = dataOf(await redeem(body(target.code, (await member()).id, { orderNumber })))
    await insertOrders(server.db, {
      count: 1,
      prefix,
      from: new Date().toISOString(),
      stepMinutes: 1,
      status: 'to_ship',
    })
    const order = await server.db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow()
    await server.db
      .insertInto('order_coupons')
      .values({
        order_id: order.id,
        coupon_code: target.code,
        coupon_name: target.name,
        discount_category: 'Product Price',
        discount_amount: 50,
      })
      .execute()
    expect(await totalRedeem(target._id)).toBe(1)
    const linked = await server.db
      .selectFrom('coupon_redemptions')
      .select(['id', 'order_id'])
      .where('coupon_id', '=', target._id)
      .execute()
    expect(linked.map((row) => ({ id: String(row.id), order: row.order_id }))).toEqual([
      { id: made.redemptionId, order: order.id },
    ])
  })

  it("refuses another key's redemption, an unknown one and a staff session, in the language asked", async () => {
    const target = await coupon()
    const made = dataOf(await redeem(body(target.code, (await member()).id)))
    const other = dataOf(await admin.POST('/admin/coupons/service-keys', { body: { name: 'Another tool' } }))
    const otherCheckout = apiClient(server.baseUrl, { token: other.key })
    const refused = await release(made.redemptionId ?? '', otherCheckout, 'th')
    expect(refused.response.status).toBe(404)
    expect(refused.error?.message).toMatch(/[\u0E00-\u0E7F]/)
    expect((await release('999999999999', checkout, 'en')).error?.message).toContain('999999999999')
    expect((await release('0')).response.status).toBe(400)
    expect((await release(made.redemptionId ?? '', admin)).response.status).toBe(401)
    expect(await totalRedeem(target._id)).toBe(1)
  })
})

describe('idempotency', () => {
  it('answers a replay with the first answer, counting nothing more; another body under the key is a 422', async () => {
    const target = await coupon()
    const buyer = await member()
    const request = body(target.code, buyer.id)
    const first = await redeem(request, 'order-42-attempt')
    expect(first.response.headers.get('idempotent-replayed')).toBeNull()
    const again = await redeem(
      Object.fromEntries(Object.entries(request).reverse()) as RedeemRequest,
      'order-42-attempt',
    )
    expect(again.response.headers.get('idempotent-replayed')).toBe('true')
    expect(dataOf(again)).toEqual(dataOf(first))
    expect(await totalRedeem(target._id)).toBe(1)
    const other = await redeem({ ...request, orderNumber: 'SO-OTHER' }, 'order-42-attempt', 'th')
    expect(other.response.status).toBe(422)
    expect((other.error as { message: string }).message).toContain('Idempotency-Key')
    expect(await totalRedeem(target._id)).toBe(1)
  })

  it('counts once when the same key races with itself', async () => {
    const target = await coupon()
    const buyer = await member()
    const request = body(target.code, buyer.id)
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(request, 'same-attempt')))
    const ids = new Set(answers.map((answer) => dataOf(answer).redemptionId))
    expect(ids.size).toBe(1)
    expect(await totalRedeem(target._id)).toBe(1)
  })
})

describe('limits under concurrency', () => {
  const liveRedemptions = async (couponId: string, memberId?: string) => {
    let query = server.db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('coupon_id', '=', couponId)
      .where('released_at', 'is', null)
    if (memberId) query = query.where('member_id', '=', memberId)
    return Number((await query.executeTakeFirstOrThrow()).n)
  }

  it('redeems exactly the coupon-wide limit of 5 when 50 members race', async () => {
    const target = await coupon({
      couponRedeemLimit: { isUnlimited: false, frequency: 'Per Coupon', limitAmount: 5 },
    })
    const buyers = await Promise.all(Array.from({ length: 50 }, () => member()))
    const answers = await Promise.all(buyers.map((buyer) => redeem(body(target.code, buyer.id))))
    const results = answers.map((answer) => dataOf(answer))
    expect(results.filter((result) => result.redeemed)).toHaveLength(5)
    for (const refused of results.filter((result) => !result.redeemed))
      expect(refused.failures.map((failure) => failure.check)).toEqual(['couponLimit'])
    expect(await liveRedemptions(target._id)).toBe(5)
    expect(await totalRedeem(target._id)).toBe(5)
  })

  it('redeems exactly the per-member limit of 5 when one member races 50 times', async () => {
    const target = await coupon({
      userRedeemLimit: { isUnlimited: false, frequency: 'Per Month', limitAmount: 5 },
    })
    const buyer = await member()
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(body(target.code, buyer.id))))
    expect(answers.filter((answer) => dataOf(answer).redeemed)).toHaveLength(5)
    expect(await liveRedemptions(target._id, buyer.id)).toBe(5)
  })

  // The redemption reads the coupon's rules before it queues for the coupon's lock; an edit committed
  // while it waited must be what judges it. Only PostgreSQL lets an edit hold the lock meanwhile.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'judges by the coupon as it is once locked: a member limit set while the call waited refuses it',
    async () => {
      const target = await coupon()
      const buyer = await member()
      expect(dataOf(await redeem(body(target.code, buyer.id))).redeemed).toBe(true)
      let waiting: ReturnType<typeof redeem> | undefined
      await server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('coupons')
          .set((eb) => ({
            user_limit_unlimited: false,
            user_limit_frequency: 'Per Coupon',
            user_limit_amount: 1,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', target._id)
          .execute()
        waiting = redeem(body(target.code, buyer.id))
        // Commits only once the call waits for the row this edit holds.
        await expect
          .poll(async () => {
            const { rows } = await sql<{
              n: string
            }>`select count(*) as n from pg_locks where not granted`.execute(server.db)
            return Number(rows[0].n)
          })
          .toBeGreaterThan(0)
      })
      const answer = dataOf(await (waiting as ReturnType<typeof redeem>))
      expect(answer.redeemed).toBe(false)
      expect(answer.failures.map((failure) => failure.check)).toEqual(['userLimit'])
      expect(await liveRedemptions(target._id, buyer.id)).toBe(1)
    },
  )
})

describe('attempts judged together', () => {
  // The server's queue batches a coupon's attempts that arrive together; here a batch is made directly,
  // so what each attempt of one transaction gets is known exactly.
  const attempt = (request: RedeemRequest, key: string = crypto.randomUUID()): RedeemAttempt => ({
    serviceKeyId,
    idempotencyKey: key,
    body: request,
    lang: 'en',
  })
  const redeemedOf = (outcome: RedeemOutcome) => ('error' in outcome ? null : outcome.result.redeemed)

  it('counts each attempt after the ones before it in the batch, for the member and the sponsor', async () => {
    const target = await coupon({
      userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 2 },
      conditionType: ['Limit Per Sponsor Member'],
      limitPerSponsorMember: 2,
    })
    const sponsor = await member()
    const [a, b, c] = [
      await member({ sponsor_id: sponsor.id }),
      await member({ sponsor_id: sponsor.id }),
      await member({ sponsor_id: sponsor.id }),
    ]
    const outcomes = await redeemTogether(
      server.db,
      [a, a, a, b, c].map((buyer) => attempt(body(target.code, buyer.id))),
      Date.now(),
    )
    expect(outcomes.map(redeemedOf)).toEqual([true, true, false, true, false])
    const answers = outcomes.map((outcome) => ('error' in outcome ? null : outcome.result))
    expect(answers.map((answer) => answer?.remaining.member)).toEqual([1, 0, 0, 1, 2])
    expect(answers[2]?.failures.map((failure) => failure.check)).toEqual(['userLimit'])
    expect(answers[4]?.failures.map((failure) => failure.check)).toEqual(['Limit Per Sponsor Member'])
    expect(new Set(answers.map((answer) => answer?.redemptionId)).size).toBe(4)
    expect(await totalRedeem(target._id)).toBe(3)
  })

  it('gives each attempt its own outcome: a 4xx frees its key, a used key answers again', async () => {
    const target = await coupon()
    const buyer = await member()
    const used = body(target.code, buyer.id)
    expect(dataOf(await redeem(used, 'batch-used')).redeemed).toBe(true)
    expect(dataOf(await redeem(body(target.code, buyer.id), 'batch-reused')).redeemed).toBe(true)
    const outcomes = await redeemTogether(
      server.db,
      [
        attempt(body(target.code, buyer.id)),
        attempt(body(target.code, crypto.randomUUID()), 'batch-no-member'),
        attempt(used, 'batch-used'),
        attempt(body(target.code, buyer.id), 'batch-reused'),
        attempt(
          body(target.code, buyer.id, { products: [{ productCode: 'NO-SUCH-PRODUCT', quantity: 1 }] }),
          'batch-no-product',
        ),
      ],
      Date.now(),
    )
    const statuses = outcomes.map((outcome) => ('error' in outcome ? outcome.error.statusCode : 200))
    expect(statuses).toEqual([200, 404, 200, 422, 400])
    expect(outcomes[2]).toMatchObject({ replayed: true, result: { redeemed: true } })
    expect(outcomes[0]).toMatchObject({ replayed: false, result: { redeemed: true } })
    expect(await totalRedeem(target._id)).toBe(3)
    // The keys of the refused attempts are free: the same keys with good bodies redeem.
    expect(dataOf(await redeem(body(target.code, buyer.id), 'batch-no-member')).redeemed).toBe(true)
    expect(dataOf(await redeem(body(target.code, buyer.id), 'batch-no-product')).redeemed).toBe(true)
  })

  it('refuses every attempt of an unknown code and keeps none of their keys', async () => {
    const buyer = await member()
    const attempts = [attempt(body('NO-SUCH-COUPON', buyer.id)), attempt(body('NO-SUCH-COUPON', buyer.id))]
    const outcomes = await redeemTogether(server.db, attempts, Date.now())
    expect(outcomes.map((outcome) => ('error' in outcome ? outcome.error.messageKey : null))).toEqual([
      'coupons.errors.coupon_code_not_found',
      'coupons.errors.coupon_code_not_found',
    ])
    const kept = await server.db
      .selectFrom('coupon_redeem_requests')
      .select('idempotency_key')
      .where(
        'idempotency_key',
        'in',
        attempts.map((one) => one.idempotencyKey),
      )
      .execute()
    expect(kept).toEqual([])
  })

  it('answers a burst over HTTP with one redemption per attempt and the same totals as the database', async () => {
    const target = await coupon({
      couponRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 30 },
    })
    const buyers = await Promise.all(Array.from({ length: 8 }, () => member()))
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => redeem(body(target.code, buyers[n % buyers.length].id))),
    )
    const results = answers.map((answer) => dataOf(answer))
    const ids = results.flatMap((result) => (result.redemptionId ? [result.redemptionId] : []))
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    // Every refusal after the limit says so, and the coupon's remaining count never goes below 0.
    for (const result of results.filter((one) => !one.redeemed))
      expect(result.failures.map((failure) => failure.check)).toEqual(['couponLimit'])
    expect(Math.min(...results.map((result) => result.remaining.coupon ?? 0))).toBe(0)
    expect(await totalRedeem(target._id)).toBe(30)
  })
})

describe('Bangkok windows', () => {
  it('counts a Per Day limit by the Bangkok day: 16:59:59 UTC is the day before 17:00:00 UTC', async () => {
    const target = await coupon({
      userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 1 },
      redeemStartDate: '2026-01-01T00:00:00+07:00',
      redeemEndDate: '2026-12-31T23:59:59+07:00',
    })
    const buyer = await member()
    const at = (iso: string, key: string) =>
      redeemCoupon(server.db, {
        serviceKeyId,
        idempotencyKey: key,
        body: body(target.code, buyer.id),
        lang: 'en',
        instant: Date.parse(iso),
      }).then(({ result }) => result)
    // 23:59:58 and 23:59:59 on 15 March in Bangkok, then 00:00:00 on the 16th.
    expect((await at('2026-03-15T16:59:58Z', 'bkk-1')).redeemed).toBe(true)
    const sameDay = await at('2026-03-15T16:59:59Z', 'bkk-2')
    expect(sameDay.failures.map((failure) => failure.check)).toEqual(['userLimit'])
    expect((await at('2026-03-15T17:00:00Z', 'bkk-3')).redeemed).toBe(true)
    expect((await at('2026-03-16T16:59:59Z', 'bkk-4')).redeemed).toBe(false)
  })
})

describe('the redeem history at depth', () => {
  it('reads every page, from either end, as one newest-first list, filtered or not', async () => {
    const target = await coupon()
    const buyer = await member()
    // 47 redemptions over 9 days, several in one second, some released: the history lists them all.
    await server.db
      .insertInto('coupon_redemptions')
      .values(
        Array.from({ length: 47 }, (_, n) => ({
          coupon_id: target._id,
          member_id: buyer.id,
          order_reference: `SO-DEPTH-${String(n).padStart(3, '0')}`,
          discount_category: 'Product Price' as const,
          discount_amount: 10 + (n % 5),
          redeemed_at: new Date(
            Date.parse('2026-02-01T10:00:00Z') + Math.floor(n / 5) * DAY + (n % 3) * 1000,
          ),
          released_at: n % 11 === 0 ? new Date() : null,
        })),
      )
      .execute()
    const expected = await server.db
      .selectFrom('coupon_redemptions')
      .select(['order_reference', 'discount_amount', 'redeemed_at'])
      .where('coupon_id', '=', target._id)
      .orderBy('redeemed_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    const pages = async (query: { startDate?: string; endDate?: string; redeemMinAmount?: string }) => {
      const read: string[] = []
      let total = 0
      for (let page = 1; page <= 10; page++) {
        const answer = dataOf(
          await admin.GET('/admin/coupons/{id}/history', {
            params: { path: { id: target._id }, query: { ...query, page, limit: 5 } },
          }),
        )
        total = answer.total
        read.push(...answer.data.map((row) => row.orderNumber ?? ''))
      }
      return { read, total }
    }
    const all = await pages({})
    expect(all.total).toBe(47)
    expect(all.read).toEqual(expected.map((row) => row.order_reference))
    const from = '2026-02-03T10:00:01Z'
    const to = '2026-02-07T10:00:00Z'
    const ranged = await pages({ startDate: from, endDate: to })
    const inRange = expected.filter((row) => {
      const at = new Date(row.redeemed_at).getTime()
      return at >= Date.parse(from) && at <= Date.parse(to)
    })
    expect(ranged.total).toBe(inRange.length)
    expect(ranged.read).toEqual(inRange.map((row) => row.order_reference))
    const costly = await pages({ redeemMinAmount: '13' })
    const atLeast = expected.filter((row) => Number(row.discount_amount) >= 13)
    expect(costly.total).toBe(atLeast.length)
    expect(costly.read).toEqual(atLeast.map((row) => row.order_reference))
  })
})

describe('the coupon list at depth', () => {
  it('reads the back pages from the other end in the same order as the front ones', async () => {
    for (let n = 0; n < 13; n++) await coupon({ name: `Depthlist ${(n * 7) % 13}` })
    for (const sort of ['createdAt', 'name'] as const) {
      const list = (page: number, limit: 5 | 100) =>
        admin.GET('/admin/coupons', { params: { query: { search: 'depthlist', sort, page, limit } } })
      const whole = dataOf(await list(1, 100))
      expect(whole.total).toBe(13)
      const paged: string[] = []
      for (let page = 1; page <= 3; page++) paged.push(...dataOf(await list(page, 5)).data.map((c) => c._id))
      expect(paged).toEqual(whole.data.map((c) => c._id))
      expect(dataOf(await list(4, 5)).data).toEqual([])
    }
  })
})

describe('scale coupons of the seed', () => {
  it('makes coupons of every rule type whose redemptions, totals and daily counts agree with the orders', async () => {
    await insertOrders(server.db, {
      count: 400,
      prefix: 'SCO',
      from: '2026-02-01T00:00:00Z',
      stepMinutes: 45,
    })
    const plan = { count: 40, seed: 913, asOf: new Date('2026-03-01T00:00:00Z') }
    await loadScaleCoupons(server.db, plan)
    const redeemed = await redeemScaleCouponsOnOrders(server.db, plan)
    expect(redeemed).toBeGreaterThan(0)
    const coupons = await server.db
      .selectFrom('coupons as c')
      .select([
        'c.code',
        'c.condition_types',
        'c.total_redeem',
        (eb) =>
          eb
            .selectFrom('coupon_redemptions as r')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('r.coupon_id', '=', 'c.id')
            .where('r.released_at', 'is', null)
            .as('live'),
        (eb) =>
          eb
            .selectFrom('coupon_redemptions as r')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('r.coupon_id', '=', 'c.id')
            .as('all'),
        (eb) =>
          eb
            .selectFrom('coupon_redemption_daily_counts as d')
            .select((inner) => inner.fn.sum<string>('d.n').as('n'))
            .whereRef('d.coupon_id', '=', 'c.id')
            .as('days'),
        (eb) =>
          eb
            .selectFrom('order_coupons as o')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('o.coupon_code', '=', 'c.code')
            .as('orders'),
      ])
      .where('c.code', 'like', 'SC913-%')
      .execute()
    expect(coupons).toHaveLength(40)
    expect(new Set(coupons.flatMap((coupon) => coupon.condition_types))).toEqual(new Set(RULE_TYPES))
    for (const coupon of coupons) {
      expect(coupon.total_redeem, coupon.code).toBe(Number(coupon.live))
      expect(Number(coupon.days ?? 0), coupon.code).toBe(Number(coupon.all))
      expect(Number(coupon.orders), coupon.code).toBe(Number(coupon.all))
    }
    const hot = coupons.find((coupon) => coupon.code === 'SC913-0000001')
    expect(Number(hot?.all)).toBeGreaterThan(
      Math.max(...coupons.filter((coupon) => coupon !== hot).map((coupon) => Number(coupon.all))),
    )
  })
})
