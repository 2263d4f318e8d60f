// The checkout's redemption: the dry-run's evaluation, then counting it, in one transaction that holds
// the coupon's row. Every redemption of a coupon (by anyone, by the member, by the sponsor's members)
// waits for the ones before it on that row and counts its windows after they committed, so no race can
// pass a limit, on PostgreSQL (row lock, READ COMMITTED: each statement sees the latest commits) as on
// PGlite (one connection, transactions in turn). Attempts of one coupon that arrive together are judged
// together, in turn, under one hold of the lock (couponRedeemQueue.ts): a hot coupon's lock is then
// taken once per batch instead of once per call.
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { judgeAttempts, type Verdict } from './couponRedeemJudging'

export type RedeemRequest = components['schemas']['CouponRedeemRequest']
export type RedeemResult = components['schemas']['CouponRedeemResult']

export interface RedeemAttempt {
  serviceKeyId: string
  idempotencyKey: string
  body: RedeemRequest
  lang: Language
}

export interface RedeemCall extends RedeemAttempt {
  /** Epoch milliseconds of the redemption: now, except in tests of the Bangkok windows. */
  instant: number
}

export type RedeemOutcome = { result: RedeemResult; replayed: boolean } | { error: AppError }

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

/** One attempt redeemed on its own: its answer, or its 4xx thrown. */
export async function redeemCoupon(
  db: Db,
  call: RedeemCall,
): Promise<{ result: RedeemResult; replayed: boolean }> {
  const [outcome] = await redeemTogether(db, [call], call.instant)
  if ('error' in outcome) throw outcome.error
  return outcome
}

/** One text for a service key's idempotency key, as attempts and the requests' rows name it. */
const requestKey = (serviceKeyId: string, idempotencyKey: string) => `${serviceKeyId} ${idempotencyKey}`
const rowKey = (row: { service_key_id: string; idempotency_key: string }) =>
  requestKey(row.service_key_id, row.idempotency_key)
export const attemptKey = (attempt: RedeemAttempt) => requestKey(attempt.serviceKeyId, attempt.idempotencyKey)

/**
 * Redeems attempts of one coupon code at one instant, in one transaction, each with its own outcome:
 * the answer, the first answer again for a key already used, or the 4xx it earned (its key is then
 * free again, as if it had never come). Each key is claimed first: an attempt whose key another
 * transaction claimed waits for it, then reads its answer; if that one failed, it is judged afresh.
 * Keys are claimed in one order, so two batches sharing keys wait on each other without a deadlock.
 * The keys of `attempts` are distinct.
 */
export function redeemTogether(
  db: Db,
  attempts: readonly RedeemAttempt[],
  instant: number,
): Promise<RedeemOutcome[]> {
  return db.transaction().execute((trx) => redeemInTransaction(trx, attempts, instant))
}

/** redeemTogether inside the caller's transaction, which then holds the coupon's lock to its end. */
export async function redeemInTransaction(
  trx: Db,
  attempts: readonly RedeemAttempt[],
  instant: number,
): Promise<RedeemOutcome[]> {
  const hashes = attempts.map((attempt) => hashOf(attempt.body))
  const claims = attempts
    .map((attempt, index) => ({
      service_key_id: attempt.serviceKeyId,
      idempotency_key: attempt.idempotencyKey,
      request_hash: hashes[index],
    }))
    .sort(
      (a, b) =>
        a.service_key_id.localeCompare(b.service_key_id) ||
        a.idempotency_key.localeCompare(b.idempotency_key),
    )
  const claimed = await trx
    .insertInto('coupon_redeem_requests')
    .values(claims)
    .onConflict((conflict) => conflict.columns(['service_key_id', 'idempotency_key']).doNothing())
    .returning(['service_key_id', 'idempotency_key'])
    .execute()
  const fresh = new Set(claimed.map(rowKey))
  const outcomes = new Map<number, RedeemOutcome>()
  const replays = await answersGiven(
    trx,
    attempts.filter((attempt) => !fresh.has(attemptKey(attempt))),
  )
  attempts.forEach((attempt, index) => {
    const earlier = replays.get(attemptKey(attempt))
    if (!earlier) return
    outcomes.set(
      index,
      earlier.request_hash === hashes[index]
        ? { result: earlier.answer as RedeemResult, replayed: true }
        : { error: new AppError(422, 'coupons.errors.idempotency_key_reused') },
    )
  })
  const judged = attempts.flatMap((attempt, index) => (outcomes.has(index) ? [] : [{ attempt, index }]))
  if (judged.length === 0) return attempts.map((_, index) => outcomes.get(index) as RedeemOutcome)
  const verdicts = await judgeAttempts(
    trx,
    judged.map(({ attempt }) => attempt),
    instant,
  )
  const redeemed = await recordAnswers(trx, verdicts, instant)
  judged.forEach(({ attempt, index }, n) => {
    const verdict = verdicts[n]
    outcomes.set(
      index,
      'error' in verdict
        ? { error: verdict.error }
        : {
            result: { ...verdict.answer, redemptionId: redeemed.get(attemptKey(attempt)) ?? null },
            replayed: false,
          },
    )
  })
  return attempts.map((_, index) => outcomes.get(index) as RedeemOutcome)
}

/** The answers already given for these attempts' keys, by key. */
async function answersGiven(trx: Db, attempts: readonly RedeemAttempt[]) {
  if (attempts.length === 0) return new Map<string, { request_hash: string; answer: unknown }>()
  const rows = await trx
    .selectFrom('coupon_redeem_requests')
    .select(['service_key_id', 'idempotency_key', 'request_hash', 'answer'])
    .where((eb) =>
      eb.or(
        attempts.map((attempt) =>
          eb.and([
            eb('service_key_id', '=', attempt.serviceKeyId),
            eb('idempotency_key', '=', attempt.idempotencyKey),
          ]),
        ),
      ),
    )
    .execute()
  return new Map(rows.map((row) => [rowKey(row), row]))
}

/**
 * Writes the verdicts: the redemptions of those that redeem and every answer a retry with its key gets,
 * in one statement (the redemptions' triggers then run once for the batch); the keys of those that
 * failed are freed. Returns the redemptions' ids by key.
 */
async function recordAnswers(trx: Db, verdicts: readonly Verdict[], instant: number) {
  const failed = verdicts.filter((verdict) => 'error' in verdict)
  if (failed.length > 0)
    await trx
      .deleteFrom('coupon_redeem_requests')
      .where((eb) =>
        eb.or(
          failed.map(({ attempt }) =>
            eb.and([
              eb('service_key_id', '=', attempt.serviceKeyId),
              eb('idempotency_key', '=', attempt.idempotencyKey),
            ]),
          ),
        ),
      )
      .execute()
  const answered = verdicts.flatMap((verdict) =>
    'error' in verdict
      ? []
      : [
          {
            service_key_id: verdict.attempt.serviceKeyId,
            idempotency_key: verdict.attempt.idempotencyKey,
            answer: verdict.answer,
            redemption: verdict.redemption,
          },
        ],
  )
  const redeemed = new Map<string, string>()
  if (answered.length === 0) return redeemed
  // A statement-level trigger runs even for no rows: a batch that redeems none writes only its answers.
  const insertRedemptions = answered.some((row) => row.redemption)
    ? sql`, redemption as (
        insert into coupon_redemptions (id, coupon_id, order_id, order_reference, member_id, sponsor_id,
          discount_category, discount_amount, redeemed_at, service_key_id)
        select id, (redemption ->> 'couponId')::uuid,
          (select o.id from orders o where o.order_number = redemption ->> 'orderNumber'),
          redemption ->> 'orderNumber', (redemption ->> 'memberId')::uuid, (redemption ->> 'sponsorId')::uuid,
          redemption ->> 'discountCategory', (redemption ->> 'discount')::numeric, ${new Date(instant)},
          service_key_id
        from ids
      )`
    : sql``
  // Arrays rather than one JSON document: the planner knows how many rows `unnest` gives, so it finds
  // each request by its key instead of reading the whole table.
  const { rows } = await sql<{ service_key_id: string; idempotency_key: string; id: string | null }>`
    with input as (
      select * from unnest(
        ${answered.map((row) => row.service_key_id)}::uuid[],
        ${answered.map((row) => row.idempotency_key)}::text[],
        ${answered.map((row) => JSON.stringify(row.answer))}::jsonb[],
        ${answered.map((row) => JSON.stringify(row.redemption))}::jsonb[]
      ) as x (service_key_id, idempotency_key, answer, redemption)
    ),
    ids as (
      select service_key_id, idempotency_key, redemption,
        nextval(pg_get_serial_sequence('coupon_redemptions', 'id')) as id
      from input where redemption <> 'null'::jsonb
    )
    ${insertRedemptions}
    update coupon_redeem_requests q
    set redemption_id = ids.id,
      answer = input.answer || jsonb_build_object('redemptionId', ids.id::text)
    from input left join ids using (service_key_id, idempotency_key)
    where q.service_key_id = input.service_key_id and q.idempotency_key = input.idempotency_key
    returning q.service_key_id, q.idempotency_key, q.redemption_id::text as id`.execute(trx)
  for (const row of rows) if (row.id) redeemed.set(rowKey(row), row.id)
  return redeemed
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
