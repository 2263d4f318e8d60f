// The checkout's redemption: the dry-run's evaluation, then counting it, in one transaction that holds
// the coupon's row. Every redemption of a coupon (by anyone, by the member, by the sponsor's members)
// waits for the one before it on that row and counts its windows after it committed, so no race can
// pass a limit, on PostgreSQL (row lock, READ COMMITTED: each statement sees the latest commits) as on
// PGlite (one connection, transactions in turn).
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { evaluateCoupon } from '../../../src/domain/coupons/couponEvaluator'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { cartOfProducts, evaluatedMember, redemptionCounts } from './couponEvaluation.queries'
import { rulesOf } from './couponRows'

export type RedeemRequest = components['schemas']['CouponRedeemRequest']
export type RedeemResult = components['schemas']['CouponRedeemResult']

export interface RedeemCall {
  serviceKeyId: string
  idempotencyKey: string
  body: RedeemRequest
  lang: Language
  /** Epoch milliseconds of the redemption: now, except in tests of the Bangkok windows. */
  instant: number
}

/** JSON with its object keys sorted, so a retry whose keys come in another order is the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const hashOf = (body: RedeemRequest) => crypto.createHash('sha256').update(canonical(body)).digest('hex')

/** A window's redemptions left once this one is counted. */
const afterThis = (left: number | null, counted: boolean) =>
  left === null ? null : Math.max(0, left - (counted ? 1 : 0))

/**
 * Redeems, or says why not; the same idempotency key answers its first answer again. The attempt's row
 * is written first: a second call with the key waits on it until the first commits, then reads its
 * answer; if the first failed (a 4xx rolls everything back) the second is judged afresh.
 */
export async function redeemCoupon(
  db: Db,
  call: RedeemCall,
): Promise<{ result: RedeemResult; replayed: boolean }> {
  const hash = hashOf(call.body)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('coupon_redeem_requests')
      .values({ service_key_id: call.serviceKeyId, idempotency_key: call.idempotencyKey, request_hash: hash })
      .onConflict((conflict) => conflict.columns(['service_key_id', 'idempotency_key']).doNothing())
      .returning('service_key_id')
      .executeTakeFirst()
    if (!claimed) {
      const earlier = await trx
        .selectFrom('coupon_redeem_requests')
        .select(['request_hash', 'answer'])
        .where('service_key_id', '=', call.serviceKeyId)
        .where('idempotency_key', '=', call.idempotencyKey)
        .executeTakeFirstOrThrow()
      if (earlier.request_hash !== hash) throw new AppError(422, 'coupons.errors.idempotency_key_reused')
      return { result: earlier.answer as RedeemResult, replayed: true }
    }
    const result = await judgeAndCount(trx, call)
    await trx
      .updateTable('coupon_redeem_requests')
      .set({ answer: JSON.stringify(result), redemption_id: result.redemptionId })
      .where('service_key_id', '=', call.serviceKeyId)
      .where('idempotency_key', '=', call.idempotencyKey)
      .execute()
    return { result, replayed: false }
  })
}

async function judgeAndCount(trx: Db, call: RedeemCall): Promise<RedeemResult> {
  const { body, instant } = call
  const code = body.couponCode.trim().toUpperCase()
  // What does not change with other redemptions is read before the coupon is locked, so the lock is
  // held only for counting, judging and writing.
  const found = await trx.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst()
  if (!found) throw new AppError(404, 'coupons.errors.coupon_code_not_found', { code })
  const member = await evaluatedMember(trx, body.memberId)
  if (!member) throw new AppError(404, 'coupons.errors.member_not_found')
  const made = await cartOfProducts(trx, member.country, body.products, body.shippingFee ?? 0)
  if (made.missing.length > 0)
    throw new AppError(400, 'coupons.errors.product_not_found', { code: made.missing[0] })
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', body.orderNumber)
    .executeTakeFirst()
  // The lock every redemption of this coupon queues on, held to the commit; the row read under it is
  // the coupon as it is now (its rules, and total_redeem counting every live redemption committed).
  const coupon = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const rules = rulesOf(coupon)
  const counts = await redemptionCounts(
    trx,
    coupon.id,
    rules,
    body.memberId,
    member.sponsorId,
    instant,
    coupon.total_redeem,
  )
  const evaluation = evaluateCoupon(rules, {
    member,
    cart: made.cart,
    orderType: body.orderType,
    instant,
    counts,
  })
  let redemptionId: string | null = null
  if (evaluation.applies) {
    const row = await trx
      .insertInto('coupon_redemptions')
      .values({
        coupon_id: coupon.id,
        order_id: order?.id ?? null,
        order_reference: body.orderNumber,
        member_id: body.memberId,
        sponsor_id: member.sponsorId,
        discount_category: coupon.discount_category,
        discount_amount: evaluation.discount,
        redeemed_at: new Date(instant),
        service_key_id: call.serviceKeyId,
      })
      .returning(sql<string>`id::text`.as('id'))
      .executeTakeFirstOrThrow()
    redemptionId = row.id
  }
  return {
    redeemed: evaluation.applies,
    redemptionId,
    couponCode: coupon.code,
    discount: evaluation.discount,
    discountedAmount: evaluation.discountedAmount,
    remaining: {
      coupon: afterThis(evaluation.remaining.coupon, evaluation.applies),
      member: afterThis(evaluation.remaining.member, evaluation.applies),
    },
    failures: evaluation.outcomes
      .filter((outcome) => !outcome.passed)
      .map((outcome) => ({ check: outcome.check, reason: outcome.reason[call.lang] })),
  }
}
