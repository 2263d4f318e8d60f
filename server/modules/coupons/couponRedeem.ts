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
import { findCouponRow, rulesOf } from './couponRows'

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
    return { result: await judgeAndCount(trx, call), replayed: false }
  })
}

/**
 * Judges the redemption and records it with its answer. Statements are few on purpose: every redemption
 * of a coupon waits for the one before it to commit, so each round trip made while the coupon's row is
 * held is paid by every call queued behind it.
 */
async function judgeAndCount(trx: Db, call: RedeemCall): Promise<RedeemResult> {
  const { body, instant } = call
  const code = body.couponCode.trim().toUpperCase()
  // What does not change with other redemptions is read before the coupon is locked, so the lock is
  // held only for counting, judging and writing.
  const member = await evaluatedMember(trx, body.memberId)
  if (!member) throw new AppError(404, 'coupons.errors.member_not_found')
  const made = await cartOfProducts(trx, member.country, body.products, body.shippingFee ?? 0)
  if (made.missing.length > 0)
    throw new AppError(400, 'coupons.errors.product_not_found', { code: made.missing[0] })
  // The coupon as read before its lock: its rules say which windows to count. The lock every
  // redemption of this coupon queues on is taken by the count (held to the commit), which also says
  // whether the coupon changed meanwhile.
  let coupon = await trx.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst()
  if (!coupon) throw new AppError(404, 'coupons.errors.coupon_code_not_found', { code })
  let rules = rulesOf(coupon)
  const count = (id: string) =>
    redemptionCounts(trx, id, rules, body.memberId, member.sponsorId, instant, { lock: true })
  let counted = await count(coupon.id)
  if (counted.version !== coupon.version) {
    // Edited or deleted between the read and the lock: read it again, now held, and count by its rules.
    coupon = await findCouponRow(trx, coupon.id)
    if (!coupon) throw new AppError(404, 'coupons.errors.coupon_code_not_found', { code })
    rules = rulesOf(coupon)
    counted = await count(coupon.id)
  }
  const { counts } = counted
  const evaluation = evaluateCoupon(rules, {
    member,
    cart: made.cart,
    orderType: body.orderType,
    instant,
    counts,
  })
  const answer: RedeemResult = {
    redeemed: evaluation.applies,
    redemptionId: null,
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
  const redemption = evaluation.applies
    ? sql`insert into coupon_redemptions (coupon_id, order_id, order_reference, member_id, sponsor_id,
          discount_category, discount_amount, redeemed_at, service_key_id)
        values (${coupon.id}, (select id from orders where order_number = ${body.orderNumber}),
          ${body.orderNumber}, ${body.memberId}, ${member.sponsorId}, ${coupon.discount_category},
          ${evaluation.discount}, ${new Date(instant)}, ${call.serviceKeyId})
        returning id`
    : sql`select null::bigint as id where false`
  // The redemption and the answer a retry with this key gets, in one statement.
  const { rows } = await sql<{ id: string | null }>`
    with redemption as (${redemption})
    update coupon_redeem_requests
    set redemption_id = (select id from redemption),
      answer = ${JSON.stringify(answer)}::jsonb || jsonb_build_object('redemptionId', (select id::text from redemption))
    where service_key_id = ${call.serviceKeyId} and idempotency_key = ${call.idempotencyKey}
    returning redemption_id::text as id`.execute(trx)
  return { ...answer, redemptionId: rows[0]?.id ?? null }
}

export type ReleasedRedemption = components['schemas']['CouponRedemptionReleased']

/**
 * Releases a redemption the key made (its order was not placed): it stops counting toward every limit,
 * and the trigger on coupon_redemptions takes it off the coupon's total. One already released is
 * answered as it is; one the key did not make is null, as if it did not exist.
 */
export async function releaseRedemption(
  db: Db,
  serviceKeyId: string,
  redemptionId: string,
): Promise<ReleasedRedemption | null> {
  const { rows } = await sql<{ id: string; code: string; released_at: Date }>`
    with released as (
      update coupon_redemptions set released_at = coalesce(released_at, now())
      where id = ${redemptionId}::bigint and service_key_id = ${serviceKeyId}
      returning id, coupon_id, released_at
    )
    select r.id::text as id, c.code, r.released_at from released r join coupons c on c.id = r.coupon_id`.execute(
    db,
  )
  const row = rows[0]
  if (!row) return null
  return { redemptionId: row.id, couponCode: row.code, releasedAt: new Date(row.released_at).toISOString() }
}
