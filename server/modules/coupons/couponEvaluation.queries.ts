// What the evaluator needs from the database for one coupon and member at an instant: the member, the
// redemptions counted in the coupon's windows, and a cart from an order or from product codes.
import { sql } from 'kysely'
import type { EvaluatedMember, RedemptionCounts } from '../../../src/domain/coupons/couponEvaluator'
import type { CouponRules } from '../../../src/domain/coupons/couponOptions'
import type { Cart } from '../../../src/domain/coupons/couponScope'
import { type RedeemWindow, windowOf } from '../../../src/domain/coupons/couponWindows'
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

/** A window's bounds as the database function takes them: null when not counted, infinite for all time. */
const boundsOf = (
  window: RedeemWindow | null,
  counted: boolean,
): [Date | string | null, Date | string | null] =>
  !counted ? [null, null] : window ? [new Date(window.from), new Date(window.to)] : ['-infinity', 'infinity']

/** What the limits count for one coupon, member and instant, and the coupon's version they were read at. */
export interface CountedRedemptions {
  counts: RedemptionCounts
  /** The coupon's version when counted: the rules the windows came from still hold if it is the same. */
  version: number
}

/**
 * Live redemptions of the coupon in each limit's window holding `instant`, and the member's chain
 * redemption (the database's `coupon_redemption_counts`, one call). With `lock`, the coupon's row is
 * locked first and held to the commit: the checkout's redemption counts after the one before it.
 */
export async function redemptionCounts(
  db: Db,
  couponId: string,
  rules: CouponRules,
  memberId: string,
  sponsorId: string | null,
  instant: number,
  { lock = false } = {},
): Promise<CountedRedemptions> {
  const couponLimit = rules.couponRedeemLimit
  const userLimit = rules.userRedeemLimit
  // A Per Coupon coupon limit needs no window: the coupon's kept total counts its live redemptions.
  const couponWindow = couponLimit.isUnlimited ? null : windowOf(couponLimit.frequency, instant)
  const [couponFrom, couponTo] = boundsOf(couponWindow, couponWindow !== null)
  const [memberFrom, memberTo] = boundsOf(windowOf(userLimit.frequency, instant), !userLimit.isUnlimited)
  const countsSponsor = sponsorId !== null && rules.conditionType.includes('Limit Per Sponsor Member')
  const { rows } = await sql<{
    coupon_version: number
    total_redeem: number
    coupon_count: string
    member_count: string
    sponsor_count: string
    chain_redeemed_at: Date | null
  }>`select * from coupon_redemption_counts(${couponId}::uuid, ${lock},
      ${couponFrom}::timestamptz, ${couponTo}::timestamptz,
      ${memberId}::uuid, ${memberFrom}::timestamptz, ${memberTo}::timestamptz,
      ${countsSponsor ? sponsorId : null}::uuid, ${rules.chainToCoupon ?? null}::text)`.execute(db)
  const row = rows[0]
  const coupon = couponLimit.isUnlimited ? 0 : couponWindow ? Number(row.coupon_count) : row.total_redeem
  return {
    version: row.coupon_version,
    counts: {
      coupon,
      member: Number(row.member_count),
      sponsor: Number(row.sponsor_count),
      chainRedeemedAt: row.chain_redeemed_at ? new Date(row.chain_redeemed_at).getTime() : null,
    },
  }
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
