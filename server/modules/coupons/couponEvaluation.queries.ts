// What the evaluator needs from the database for one coupon and member at an instant: the member, the
// redemptions counted in the coupon's windows, and a cart from an order or from product codes.
import { sql } from 'kysely'
import type { EvaluatedMember, RedemptionCounts } from '../../../src/domain/coupons/couponEvaluator'
import type { CouponRules } from '../../../src/domain/coupons/couponOptions'
import type { Cart } from '../../../src/domain/coupons/couponScope'
import { windowOf } from '../../../src/domain/coupons/couponWindows'
import type { OrderType } from '../../../src/domain/orders'
import type { Db } from '../../db/database'

export async function evaluatedMember(db: Db, memberId: string) {
  const row = await db
    .selectFrom('members')
    .select(['id', 'country', 'member_type', 'tier', 'created_at', 'sponsor_id'])
    .where('id', '=', memberId)
    .executeTakeFirst()
  if (!row) return null
  const member: EvaluatedMember = {
    country: row.country,
    type: row.member_type,
    tier: row.tier,
    joinedAt: new Date(row.created_at).toISOString(),
    sponsorId: row.sponsor_id,
  }
  return member
}

/** Live redemptions of the coupon in each limit's window holding `instant`, and the member's chain redemption. */
export async function redemptionCounts(
  db: Db,
  couponId: string,
  rules: CouponRules,
  memberId: string,
  sponsorId: string | null,
  instant: number,
  /** The coupon's live redemptions (coupons.total_redeem, kept by trigger): a Per Coupon limit's count without reading them. */
  liveTotal?: number,
): Promise<RedemptionCounts> {
  const count = (window: ReturnType<typeof windowOf>, byMember: boolean) => {
    let query = db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('coupon_id', '=', couponId)
      .where('released_at', 'is', null)
    if (byMember) query = query.where('member_id', '=', memberId)
    if (window)
      query = query
        .where('redeemed_at', '>=', new Date(window.from))
        .where('redeemed_at', '<', new Date(window.to))
    return query.executeTakeFirstOrThrow().then((row) => Number(row.n))
  }
  const sponsorCount = async () => {
    if (!sponsorId || !rules.conditionType.includes('Limit Per Sponsor Member')) return 0
    const row = await db
      .selectFrom('coupon_redemptions')
      .select(sql<string>`count(distinct member_id)`.as('n'))
      .where('coupon_id', '=', couponId)
      .where('sponsor_id', '=', sponsorId)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  const chainRedeemedAt = async () => {
    if (!rules.chainToCoupon) return null
    const row = await db
      .selectFrom('coupon_redemptions as r')
      .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
      .select(sql<Date | null>`max(r.redeemed_at)`.as('at'))
      .where('c.code', '=', rules.chainToCoupon)
      .where('r.member_id', '=', memberId)
      .where('r.released_at', 'is', null)
      .executeTakeFirstOrThrow()
    return row.at ? new Date(row.at).getTime() : null
  }
  const [coupon, member, sponsor, chain] = await Promise.all([
    rules.couponRedeemLimit.isUnlimited
      ? 0
      : rules.couponRedeemLimit.frequency === 'Per Coupon' && liveTotal !== undefined
        ? liveTotal
        : count(windowOf(rules.couponRedeemLimit.frequency, instant), false),
    rules.userRedeemLimit.isUnlimited ? 0 : count(windowOf(rules.userRedeemLimit.frequency, instant), true),
    sponsorCount(),
    chainRedeemedAt(),
  ])
  return { coupon, member, sponsor, chainRedeemedAt: chain }
}

const lineQuery = (db: Db) =>
  db
    .selectFrom('products as p')
    .select(['p.id', 'p.product_code', 'p.category_id', 'p.flag', 'p.member_price'])

/** The cart of one of the member's orders: its lines as products, its shipping fee and its type. */
export async function cartOfOrder(db: Db, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'member_id', 'type', 'shipping_fees'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return null
  const lines = await db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'i.product_code', 'i.price', 'i.quantity', 'p.category_id', 'p.flag'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.line_no')
    .execute()
  const cart: Cart = {
    lines: lines.map((line) => ({
      kind: 'product',
      itemId: line.product_id ?? line.product_code,
      categoryId: line.category_id,
      isPromotion: line.flag === 'promotion',
      amount: Number(line.price) * line.quantity,
    })),
    shippingFee: Number(order.shipping_fees),
  }
  return { memberId: order.member_id, orderType: order.type as OrderType, cart }
}

/** A cart of products given by code in the member's country, at member prices; the codes not found. */
export async function cartOfProducts(
  db: Db,
  country: string,
  products: readonly { productCode: string; quantity: number }[],
  shippingFee: number,
) {
  const codes = products.map((product) => product.productCode)
  const rows = await lineQuery(db)
    .where('p.country', '=', country)
    .where('p.product_code', 'in', codes)
    .execute()
  const byCode = new Map(rows.map((row) => [row.product_code, row]))
  const missing = codes.filter((code) => !byCode.has(code))
  const cart: Cart = {
    lines: products.flatMap((product) => {
      const row = byCode.get(product.productCode)
      if (!row) return []
      return [
        {
          kind: 'product' as const,
          itemId: row.id,
          categoryId: row.category_id,
          isPromotion: row.flag === 'promotion',
          amount: Number(row.member_price) * product.quantity,
        },
      ]
    }),
    shippingFee,
  }
  return { cart, missing }
}
