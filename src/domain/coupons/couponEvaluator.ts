// The one rule evaluator: given a coupon, a member, a cart, the order's type, an instant and the
// redemption counts in the coupon's windows, it says for each check whether it passes and why (in Thai
// and English), whether the coupon applies, and the discount. The server's redeem operation and dry-run
// and the screens call this same function, so what staff are told is what the checkout does.
import type { Bilingual } from '../constants'
import type { MemberTier, MemberType } from '../members'
import type { OrderType } from '../orders'
import { endOfBangkokDayAfter, parseInstant } from './couponInstants'
import type { CouponRules, RedeemLimit, RuleType } from './couponOptions'
import { REASONS } from './couponReasons'
import { type Cart, discountBase, discountOn, toMinor } from './couponScope'

export interface EvaluatedMember {
  country: string
  type: MemberType
  tier: MemberTier
  /** ISO instant of joining. */
  joinedAt: string
  sponsorId: string | null
}

/** Redemptions already counted, each in its own window (see `windowOf`), before this one. */
export interface RedemptionCounts {
  /** Of this coupon by anyone, in the coupon limit's window. */
  coupon: number
  /** Of this coupon by this member, in the user limit's window. */
  member: number
  /** Of this coupon by members with the same sponsor as this member (all time). */
  sponsor: number
  /** When the member last redeemed the chain coupon (epoch ms), or null. */
  chainRedeemedAt: number | null
}

export interface EvaluationInput {
  member: EvaluatedMember
  cart: Cart
  orderType: OrderType
  /** Epoch milliseconds. */
  instant: number
  counts: RedemptionCounts
}

export const BASE_CHECKS = [
  'status',
  'redeemPeriod',
  'location',
  'scope',
  'couponLimit',
  'userLimit',
] as const
export type CouponCheck = (typeof BASE_CHECKS)[number] | RuleType

export interface CheckOutcome {
  check: CouponCheck
  passed: boolean
  reason: Bilingual
}

export interface Evaluation {
  applies: boolean
  outcomes: CheckOutcome[]
  /** Baht: what the coupon takes off, 0 when it does not apply. */
  discount: number
  /** Baht: the amount the discount applies to. */
  discountedAmount: number
  /** Redemptions left in the current windows after the counted ones; null when unlimited. */
  remaining: { coupon: number | null; member: number | null }
}

const remainingOf = (limit: RedeemLimit, used: number): number | null =>
  limit.isUnlimited ? null : Math.max(0, (limit.limitAmount ?? 0) - used)

function limitOutcome(check: CouponCheck, limit: RedeemLimit, used: number): CheckOutcome {
  if (limit.isUnlimited) return { check, passed: true, reason: REASONS.unlimited }
  const amount = limit.limitAmount ?? 0
  return {
    check,
    passed: used < amount,
    reason: REASONS.limit(used, amount, REASONS.window[limit.frequency]),
  }
}

const parsed = (iso: string | null): number => (iso ? parseInstant(iso) : Number.NaN)

/** One rule type's outcome. */
function ruleOutcome(coupon: CouponRules, rule: RuleType, input: EvaluationInput): CheckOutcome {
  const { member, cart, instant, counts } = input
  const joined = parseInstant(member.joinedAt)
  const outcome = (passed: boolean, reason: Bilingual): CheckOutcome => ({ check: rule, passed, reason })
  switch (rule) {
    case 'Join Date Period': {
      const from = parsed(coupon.joinDatePeriodStart)
      const to = parsed(coupon.joinDatePeriodEnd)
      const ok = joined >= from && joined <= to
      return outcome(ok, REASONS.joinedIn(ok, joined, from, to))
    }
    case 'Chain to Coupon':
      return counts.chainRedeemedAt === null
        ? outcome(false, REASONS.chainMissing(coupon.chainToCoupon ?? ''))
        : outcome(true, REASONS.chainRedeemed(coupon.chainToCoupon ?? '', counts.chainRedeemedAt))
    case 'Minimum Purchase Amount': {
      const total = cart.lines.reduce(
        (sum, line) => (line.kind === 'product' ? sum + toMinor(line.amount) : sum),
        0,
      )
      const minimum = toMinor(coupon.miniumPurchaseAmount ?? 0)
      return outcome(total >= minimum, REASONS.minimum(total >= minimum, total, minimum))
    }
    case 'Order Type': {
      const wanted = coupon.orderType ?? 'ALL'
      const ok = wanted === 'ALL' || wanted === input.orderType
      return outcome(ok, REASONS.orderType(ok, input.orderType, wanted))
    }
    case 'Member Tier': {
      const ok = coupon.memberTiers.includes(member.tier)
      return outcome(ok, REASONS.oneOf(ok, REASONS.tier, member.tier, coupon.memberTiers))
    }
    case 'Member Type': {
      const ok = coupon.memberTypes.includes(member.type)
      return outcome(ok, REASONS.oneOf(ok, REASONS.memberType, member.type, coupon.memberTypes))
    }
    case 'Promote Period': {
      const from = parsed(coupon.promotePeriodStart)
      const to = parsed(coupon.promotePeriodEnd)
      const ok = instant >= from && instant <= to
      return outcome(ok, REASONS.promote(ok, from, to))
    }
    case 'Last Redeemable Day from Join Date': {
      const days = coupon.joinDateLastRD ?? 0
      const end = endOfBangkokDayAfter(joined, days)
      return outcome(instant < end, REASONS.lastDay(instant < end, end - 1, REASONS.fromJoin(days)))
    }
    case 'Last Redeemable Day from Chain Coupon Redeem Date': {
      const code = coupon.chainToCoupon ?? ''
      if (counts.chainRedeemedAt === null) return outcome(false, REASONS.chainMissing(code))
      const days = coupon.chainDateLastRD ?? 0
      const end = endOfBangkokDayAfter(counts.chainRedeemedAt, days)
      return outcome(instant < end, REASONS.lastDay(instant < end, end - 1, REASONS.fromChain(days, code)))
    }
    case 'Limit Per Sponsor Member': {
      if (member.sponsorId === null) return outcome(true, REASONS.noSponsor)
      const limit = coupon.limitPerSponsorMember ?? 0
      return outcome(counts.sponsor < limit, REASONS.sponsor(counts.sponsor, limit))
    }
  }
}

/** Every check of `coupon` for this member, cart and instant, whether it applies, and its discount. */
export function evaluateCoupon(coupon: CouponRules, input: EvaluationInput): Evaluation {
  const { member, instant, counts } = input
  const from = parseInstant(coupon.redeemStartDate)
  const to = parseInstant(coupon.redeemEndDate)
  const base = discountBase(coupon, input.cart)
  const outcomes: CheckOutcome[] = [
    {
      check: 'status',
      passed: coupon.status === 'active',
      reason: coupon.status === 'active' ? REASONS.active : REASONS.inactive,
    },
    {
      check: 'redeemPeriod',
      passed: instant >= from && instant <= to,
      reason:
        instant < from
          ? REASONS.beforePeriod(from)
          : instant > to
            ? REASONS.afterPeriod(to)
            : REASONS.inPeriod(from, to),
    },
    {
      check: 'location',
      passed: member.country === coupon.locationBase,
      reason: REASONS.location(member.country === coupon.locationBase, member.country, coupon.locationBase),
    },
    { check: 'scope', passed: base > 0, reason: base > 0 ? REASONS.covered(base) : REASONS.notCovered },
    limitOutcome('couponLimit', coupon.couponRedeemLimit, counts.coupon),
    limitOutcome('userLimit', coupon.userRedeemLimit, counts.member),
  ]
  for (const rule of coupon.conditionType) outcomes.push(ruleOutcome(coupon, rule, input))
  const applies = outcomes.every((outcome) => outcome.passed)
  return {
    applies,
    outcomes,
    discount: applies ? discountOn(coupon, base) / 100 : 0,
    discountedAmount: base / 100,
    remaining: {
      coupon: remainingOf(coupon.couponRedeemLimit, counts.coupon),
      member: remainingOf(coupon.userRedeemLimit, counts.member),
    },
  }
}
