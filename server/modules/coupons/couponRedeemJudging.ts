// Judging the checkout's attempts of one coupon together: the members, carts and coupon are read for
// all of them at once, the coupon's row is locked and its limits counted for every member in one call,
// then each attempt is evaluated in turn with the counts kept running, so an attempt counts the ones
// judged before it in the same batch as it counts those committed before.
import { evaluateCoupon } from '../../../src/domain/coupons/couponEvaluator'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import {
  batchRedemptionCounts,
  cartsOfProducts,
  evaluatedMembers,
  type MemberCounts,
} from './couponEvaluation.queries'
import type { RedeemAttempt, RedeemResult } from './couponRedeem'
import { type CouponRow, findCouponRow, rulesOf } from './couponRows'

/** The redemption a verdict writes. */
export interface RedemptionToWrite {
  couponId: string
  discountCategory: string
  memberId: string
  sponsorId: string | null
  orderNumber: string
  discount: number
}

export type Verdict =
  | { attempt: RedeemAttempt; error: AppError }
  | {
      attempt: RedeemAttempt
      answer: Omit<RedeemResult, 'redemptionId'>
      redemption: RedemptionToWrite | null
    }

/** A window's redemptions left once this one is counted. */
const afterThis = (left: number | null, counted: boolean) =>
  left === null ? null : Math.max(0, left - (counted ? 1 : 0))

/** Each attempt's verdict, in the attempts' order. They name one coupon code. */
export async function judgeAttempts(
  trx: Db,
  attempts: readonly RedeemAttempt[],
  instant: number,
): Promise<Verdict[]> {
  // What does not change with other redemptions is read before the coupon is locked, so the lock is
  // held only for counting, judging and writing.
  const members = await evaluatedMembers(
    trx,
    attempts.map((attempt) => attempt.body.memberId),
  )
  const carts = await cartsOfProducts(
    trx,
    attempts.flatMap((attempt) => {
      const member = members.get(attempt.body.memberId)
      return member
        ? [
            {
              country: member.country,
              products: attempt.body.products,
              shippingFee: attempt.body.shippingFee ?? 0,
            },
          ]
        : []
    }),
  )
  const verdicts: (Verdict | null)[] = []
  const eligible: { attempt: RedeemAttempt; index: number; cart: (typeof carts)[number]['cart'] }[] = []
  let cartIndex = 0
  attempts.forEach((attempt, index) => {
    if (!members.has(attempt.body.memberId)) {
      verdicts.push({ attempt, error: new AppError(404, 'coupons.errors.member_not_found') })
      return
    }
    const made = carts[cartIndex++]
    if (made.missing.length > 0) {
      verdicts.push({
        attempt,
        error: new AppError(400, 'coupons.errors.product_not_found', { code: made.missing[0] }),
      })
      return
    }
    verdicts.push(null)
    eligible.push({ attempt, index, cart: made.cart })
  })
  if (eligible.length === 0) return verdicts as Verdict[]

  const code = attempts[0].body.couponCode.trim().toUpperCase()
  const countedMembers = [...new Set(eligible.map(({ attempt }) => attempt.body.memberId))].map(
    (memberId) => ({
      memberId,
      sponsorId: members.get(memberId)?.sponsorId ?? null,
    }),
  )
  const held = await lockAndCount(trx, code, countedMembers, instant)
  if (!held) {
    for (const { attempt, index } of eligible)
      verdicts[index] = {
        attempt,
        error: new AppError(404, 'coupons.errors.coupon_code_not_found', { code }),
      }
    return verdicts as Verdict[]
  }
  const { coupon, counted } = held
  const rules = rulesOf(coupon)
  const running = runningCounts(counted.coupon, counted.members, members)
  for (const { attempt, index, cart } of eligible) {
    const member = members.get(attempt.body.memberId) as NonNullable<ReturnType<typeof members.get>>
    const evaluation = evaluateCoupon(rules, {
      member,
      cart,
      orderType: attempt.body.orderType,
      instant,
      counts: running.of(attempt.body.memberId),
    })
    if (evaluation.applies) running.count(attempt.body.memberId)
    verdicts[index] = {
      attempt,
      answer: {
        redeemed: evaluation.applies,
        couponCode: coupon.code,
        discount: evaluation.discount,
        discountedAmount: evaluation.discountedAmount,
        remaining: {
          coupon: afterThis(evaluation.remaining.coupon, evaluation.applies),
          member: afterThis(evaluation.remaining.member, evaluation.applies),
        },
        failures: evaluation.outcomes
          .filter((outcome) => !outcome.passed)
          .map((outcome) => ({ check: outcome.check, reason: outcome.reason[attempt.lang] })),
      },
      redemption: evaluation.applies
        ? {
            couponId: coupon.id,
            discountCategory: coupon.discount_category,
            memberId: attempt.body.memberId,
            sponsorId: member.sponsorId,
            orderNumber: attempt.body.orderNumber,
            discount: evaluation.discount,
          }
        : null,
    }
  }
  return verdicts as Verdict[]
}

/**
 * The coupon of `code`, locked, with its limits counted for the members; null if there is none. It is
 * read before its lock (its rules say which windows to count); the count takes the lock and says whether
 * the coupon changed meanwhile: then it is read again, now held, and counted by its new rules.
 */
async function lockAndCount(
  trx: Db,
  code: string,
  members: readonly { memberId: string; sponsorId: string | null }[],
  instant: number,
) {
  let coupon: CouponRow | undefined = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst()
  if (!coupon) return null
  let counted = await batchRedemptionCounts(trx, coupon.id, rulesOf(coupon), members, instant, { lock: true })
  if (counted.version !== coupon.version) {
    coupon = await findCouponRow(trx, coupon.id)
    if (!coupon) return null
    counted = await batchRedemptionCounts(trx, coupon.id, rulesOf(coupon), members, instant, { lock: true })
  }
  return { coupon, counted }
}

/** The limits' counts as the batch's attempts redeem, one after another. */
function runningCounts(
  couponCount: number,
  counted: ReadonlyMap<string, MemberCounts>,
  members: ReadonlyMap<string, { sponsorId: string | null }>,
) {
  let coupon = couponCount
  const perMember = new Map([...counted].map(([id, counts]) => [id, { ...counts }]))
  // A sponsor's count is of distinct members: it grows when one of its members redeems the first time.
  const sponsors = new Map<string, { count: number; members: Set<string> }>()
  for (const [memberId, counts] of perMember) {
    const sponsorId = members.get(memberId)?.sponsorId
    if (!sponsorId) continue
    const sponsor = sponsors.get(sponsorId) ?? { count: counts.sponsor, members: new Set<string>() }
    if (counts.sponsorHasMember) sponsor.members.add(memberId)
    sponsors.set(sponsorId, sponsor)
  }
  const sponsorOf = (memberId: string) => {
    const sponsorId = members.get(memberId)?.sponsorId
    return sponsorId ? sponsors.get(sponsorId) : undefined
  }
  return {
    of(memberId: string) {
      const counts = perMember.get(memberId) as MemberCounts
      return {
        coupon,
        member: counts.member,
        sponsor: sponsorOf(memberId)?.count ?? 0,
        chainRedeemedAt: counts.chainRedeemedAt,
      }
    },
    count(memberId: string) {
      coupon += 1
      ;(perMember.get(memberId) as MemberCounts).member += 1
      const sponsor = sponsorOf(memberId)
      if (sponsor && !sponsor.members.has(memberId)) {
        sponsor.members.add(memberId)
        sponsor.count += 1
      }
    },
  }
}
