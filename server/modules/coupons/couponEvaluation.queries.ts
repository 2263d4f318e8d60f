// What the evaluator needs from the database for one coupon and member at an instant: the member, the
// redemptions counted in the coupon's windows, and a cart from an order or from product codes.
import { sql } from 'kysely'
import type { EvaluatedMember, RedemptionCounts } from '../../../src/domain/coupons/couponEvaluator'
import type { CouponRules } from '../../../src/domain/coupons/couponOptions'
import type { Cart } from '../../../src/domain/coupons/couponScope'
import { type RedeemWindow, windowOf } from '../../../src/domain/coupons/couponWindows'
import type { OrderType } from '../../../src/domain/orders'
import type { Db } from '../../db/database'

/** The members as the evaluator sees them, by id; an id no member has is absent. */
export async function evaluatedMembers(db: Db, memberIds: readonly string[]) {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'country', 'member_type', 'tier', 'created_at', 'sponsor_id'])
    .where('id', 'in', [...new Set(memberIds)])
    .execute()
  return new Map(
    rows.map((row): [string, EvaluatedMember] => [
      row.id,
      {
        country: row.country,
        type: row.member_type,
        tier: row.tier,
        joinedAt: new Date(row.created_at).toISOString(),
        sponsorId: row.sponsor_id,
      },
    ]),
  )
}

export async function evaluatedMember(db: Db, memberId: string) {
  return (await evaluatedMembers(db, [memberId])).get(memberId) ?? null
}

/** A window's bounds as the database function takes them: null when not counted, infinite for all time. */
const boundsOf = (
  window: RedeemWindow | null,
  counted: boolean,
): [Date | string | null, Date | string | null] =>
  !counted ? [null, null] : window ? [new Date(window.from), new Date(window.to)] : ['-infinity', 'infinity']

/** What the limits count of one member's redemptions of the coupon at an instant. */
export interface MemberCounts {
  /** In the user limit's window. */
  member: number
  /** Members of the member's sponsor who redeemed the coupon (0 when the sponsor limit is not counted). */
  sponsor: number
  /** Whether this member is one of them. */
  sponsorHasMember: boolean
  chainRedeemedAt: number | null
}

/** What the limits count for one coupon and several members at an instant, and the coupon's version. */
export interface BatchCounts {
  /** The coupon's version when counted: the rules the windows came from still hold if it is the same. */
  version: number
  /** In the coupon limit's window. */
  coupon: number
  members: Map<string, MemberCounts>
}

/**
 * Live redemptions of the coupon in each limit's window holding `instant`, for each member (the
 * database's `coupon_redemption_batch_counts`, one call). With `lock`, the coupon's row is locked first
 * and held to the commit: the checkout's redemptions count after the ones before them.
 */
export async function batchRedemptionCounts(
  db: Db,
  couponId: string,
  rules: CouponRules,
  members: readonly { memberId: string; sponsorId: string | null }[],
  instant: number,
  { lock = false } = {},
): Promise<BatchCounts> {
  const couponLimit = rules.couponRedeemLimit
  const userLimit = rules.userRedeemLimit
  // A Per Coupon coupon limit needs no window: the coupon's kept total counts its live redemptions.
  const couponWindow = couponLimit.isUnlimited ? null : windowOf(couponLimit.frequency, instant)
  const [couponFrom, couponTo] = boundsOf(couponWindow, couponWindow !== null)
  const [memberFrom, memberTo] = boundsOf(windowOf(userLimit.frequency, instant), !userLimit.isUnlimited)
  const countsSponsor = rules.conditionType.includes('Limit Per Sponsor Member')
  const { rows } = await sql<{
    coupon_version: number
    total_redeem: number
    coupon_count: string
    member_id: string
    member_count: string
    sponsor_count: string
    sponsor_has_member: boolean
    chain_redeemed_at: Date | null
  }>`select * from coupon_redemption_batch_counts(${couponId}::uuid, ${lock},
      ${couponFrom}::timestamptz, ${couponTo}::timestamptz,
      ${members.map((member) => member.memberId)}::uuid[], ${memberFrom}::timestamptz, ${memberTo}::timestamptz,
      ${members.map((member) => (countsSponsor ? member.sponsorId : null))}::uuid[],
      ${rules.chainToCoupon ?? null}::text)`.execute(db)
  const first = rows[0]
  const coupon = couponLimit.isUnlimited ? 0 : couponWindow ? Number(first.coupon_count) : first.total_redeem
  return {
    version: first.coupon_version,
    coupon,
    members: new Map(
      rows.map((row) => [
        row.member_id,
        {
          member: Number(row.member_count),
          sponsor: Number(row.sponsor_count),
          sponsorHasMember: row.sponsor_has_member,
          chainRedeemedAt: row.chain_redeemed_at ? new Date(row.chain_redeemed_at).getTime() : null,
        },
      ]),
    ),
  }
}

/** What the limits count for one coupon, member and instant (the dry-run's question), without a lock. */
export async function redemptionCounts(
  db: Db,
  couponId: string,
  rules: CouponRules,
  memberId: string,
  sponsorId: string | null,
  instant: number,
): Promise<RedemptionCounts> {
  const counted = await batchRedemptionCounts(db, couponId, rules, [{ memberId, sponsorId }], instant)
  const { member, sponsor, chainRedeemedAt } = counted.members.get(memberId) as MemberCounts
  return { coupon: counted.coupon, member, sponsor, chainRedeemedAt }
}

const lineQuery = (db: Db) =>
  db
    .selectFrom('products as p')
    .select(['p.id', 'p.country', 'p.product_code', 'p.category_id', 'p.flag', 'p.member_price'])

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

type ProductRequest = { productCode: string; quantity: number }

const productKey = (country: string, code: string) => `${country} ${code}`

/**
 * Carts of products given by code, each in its member's country at member prices, with the codes not
 * found: one query for all of them.
 */
export async function cartsOfProducts(
  db: Db,
  requests: readonly { country: string; products: readonly ProductRequest[]; shippingFee: number }[],
) {
  const codes = [...new Set(requests.flatMap((request) => request.products.map((p) => p.productCode)))]
  const countries = [...new Set(requests.map((request) => request.country))]
  const rows =
    codes.length === 0
      ? []
      : await lineQuery(db).where('p.country', 'in', countries).where('p.product_code', 'in', codes).execute()
  const byKey = new Map(rows.map((row) => [productKey(row.country, row.product_code), row]))
  return requests.map(({ country, products, shippingFee }) => {
    const found = products.map((product) => ({
      product,
      row: byKey.get(productKey(country, product.productCode)),
    }))
    const cart: Cart = {
      lines: found.flatMap(({ product, row }) =>
        row
          ? [
              {
                kind: 'product' as const,
                itemId: row.id,
                categoryId: row.category_id,
                isPromotion: row.flag === 'promotion',
                amount: Number(row.member_price) * product.quantity,
              },
            ]
          : [],
      ),
      shippingFee,
    }
    return { cart, missing: found.filter(({ row }) => !row).map(({ product }) => product.productCode) }
  })
}

/** A cart of products given by code in the member's country, at member prices; the codes not found. */
export async function cartOfProducts(
  db: Db,
  country: string,
  products: readonly ProductRequest[],
  shippingFee: number,
) {
  const [made] = await cartsOfProducts(db, [{ country, products, shippingFee }])
  return made
}
