// The evaluator's laws, over arbitrary coupons, members, carts, instants and counts (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type EvaluationInput, evaluateCoupon } from '../../../src/domain/coupons/couponEvaluator'
import {
  COUPON_ORDER_TYPES,
  type CouponRules,
  DISCOUNT_CATEGORIES,
  DISCOUNT_TYPES,
  LIST_KINDS,
  PRODUCT_SCOPES,
  REDEEM_FREQUENCIES,
  RULE_TYPES,
} from '../../../src/domain/coupons/couponOptions'
import { CART_LINE_KINDS } from '../../../src/domain/coupons/couponScope'
import { windowOf } from '../../../src/domain/coupons/couponWindows'
import { MEMBER_TIERS, MEMBER_TYPES } from '../../../src/domain/members'
import { ORDER_TYPES } from '../../../src/domain/orders'

const ITEMS = ['p-1', 'p-2', 'p-3', 'SCM_MEMBER', 'SCM_BUSINESS']
const CATEGORIES = ['cat-a', 'cat-b', 'cat-c']
const MIN = Date.parse('2025-01-01T00:00:00Z')
const MAX = Date.parse('2027-12-31T00:00:00Z')
const instant = fc.integer({ min: MIN, max: MAX })
const isoInstant = instant.map((ms) => new Date(ms).toISOString())
const money = fc.integer({ min: 0, max: 2_000_000 }).map((minor) => minor / 100)
const limit = fc.record({
  isUnlimited: fc.boolean(),
  frequency: fc.constantFrom(...REDEEM_FREQUENCIES),
  limitAmount: fc.integer({ min: 1, max: 50 }),
})

const coupon: fc.Arbitrary<CouponRules> = fc.record({
  code: fc.constant('LAW'),
  status: fc.constantFrom('active', 'inactive'),
  locationBase: fc.constantFrom('TH', 'MY'),
  discountCategory: fc.constantFrom(...DISCOUNT_CATEGORIES),
  discountType: fc.constantFrom(...DISCOUNT_TYPES),
  couponRedeemLimit: limit,
  userRedeemLimit: limit,
  isAllProductCategories: fc.boolean(),
  productCategories: fc.subarray(CATEGORIES),
  conditionType: fc.subarray([...RULE_TYPES]),
  applicableType: fc.constantFrom(...PRODUCT_SCOPES),
  applicableListType: fc.constantFrom(...LIST_KINDS),
  applicableList: fc.subarray([...ITEMS, ...CATEGORIES]),
  redeemStartDate: isoInstant,
  redeemEndDate: isoInstant,
  discountAmount: money,
  discountPercentage: fc.integer({ min: 1, max: 100 }),
  capAt: money,
  chainToCoupon: fc.constant('CHAIN'),
  joinDatePeriodStart: isoInstant,
  joinDatePeriodEnd: isoInstant,
  miniumPurchaseAmount: money,
  orderType: fc.constantFrom(...COUPON_ORDER_TYPES),
  memberTiers: fc.subarray([...MEMBER_TIERS]),
  memberTypes: fc.subarray([...MEMBER_TYPES]),
  promotePeriodStart: isoInstant,
  promotePeriodEnd: isoInstant,
  joinDateLastRD: fc.integer({ min: 1, max: 400 }),
  chainDateLastRD: fc.integer({ min: 1, max: 60 }),
  limitPerSponsorMember: fc.integer({ min: 1, max: 10 }),
})

const line = fc.record({
  kind: fc.constantFrom(...CART_LINE_KINDS),
  itemId: fc.constantFrom(...ITEMS),
  categoryId: fc.option(fc.constantFrom(...CATEGORIES), { nil: null }),
  isPromotion: fc.boolean(),
  amount: money,
})

const input: fc.Arbitrary<EvaluationInput> = fc.record({
  member: fc.record({
    country: fc.constantFrom('TH', 'MY'),
    type: fc.constantFrom(...MEMBER_TYPES),
    tier: fc.constantFrom(...MEMBER_TIERS),
    joinedAt: isoInstant,
    sponsorId: fc.option(fc.constant('s-1'), { nil: null }),
  }),
  cart: fc.record({ lines: fc.array(line, { maxLength: 6 }), shippingFee: money }),
  orderType: fc.constantFrom(...ORDER_TYPES),
  instant,
  counts: fc.record({
    coupon: fc.nat(60),
    member: fc.nat(60),
    sponsor: fc.nat(12),
    chainRedeemedAt: fc.option(instant, { nil: null }),
  }),
})

describe('the coupon evaluator’s laws', () => {
  it('never discounts below 0 nor above what it discounts; a percentage never above capAt', () => {
    fc.assert(
      fc.property(coupon, input, (c, i) => {
        const { discount, discountedAmount } = evaluateCoupon(c, i)
        expect(discount).toBeGreaterThanOrEqual(0)
        expect(discount).toBeLessThanOrEqual(discountedAmount)
        if (c.discountType === 'Percentage Discount') expect(discount).toBeLessThanOrEqual(c.capAt ?? 0)
        else expect(discount).toBeLessThanOrEqual(c.discountAmount ?? 0)
        if (c.discountCategory === 'Shipping Fee') expect(discount).toBeLessThanOrEqual(i.cart.shippingFee)
      }),
      { numRuns: 500 },
    )
  })

  it('applies exactly when every check passes, gives nothing when it does not, and reports each chosen rule once', () => {
    fc.assert(
      fc.property(coupon, input, (c, i) => {
        const evaluation = evaluateCoupon(c, i)
        expect(evaluation.applies).toBe(evaluation.outcomes.every((outcome) => outcome.passed))
        if (!evaluation.applies) expect(evaluation.discount).toBe(0)
        const rules = evaluation.outcomes
          .map((outcome) => outcome.check)
          .filter((check) => RULE_TYPES.includes(check as never))
        expect(rules).toEqual(c.conditionType)
        for (const outcome of evaluation.outcomes) expect(outcome.reason.en && outcome.reason.th).toBeTruthy()
      }),
      { numRuns: 500 },
    )
  })

  it('never lets more redemptions counted turn a refusal into a pass', () => {
    fc.assert(
      fc.property(coupon, input, fc.nat(5), (c, i, more) => {
        const before = evaluateCoupon(c, i)
        const counts = {
          ...i.counts,
          coupon: i.counts.coupon + more,
          member: i.counts.member + more,
          sponsor: i.counts.sponsor + more,
        }
        const after = evaluateCoupon(c, { ...i, counts })
        if (!before.applies) expect(after.applies).toBe(false)
        for (const key of ['coupon', 'member'] as const)
          if (before.remaining[key] !== null)
            expect(after.remaining[key]).toBeLessThanOrEqual(before.remaining[key] as number)
      }),
      { numRuns: 300 },
    )
  })

  it('is unmoved by adding a line of an exempt item', () => {
    fc.assert(
      fc.property(coupon, input, line, (c, i, extra) => {
        const exempting = {
          ...c,
          applicableType: 'All Products' as const,
          applicableListType: 'Exempt List' as const,
          applicableList: [extra.itemId],
        }
        const withLine = {
          ...i,
          cart: { ...i.cart, lines: [...i.cart.lines, { ...extra, kind: 'product' as const }] },
        }
        const a = evaluateCoupon(exempting, i)
        const b = evaluateCoupon(
          {
            ...exempting,
            conditionType: exempting.conditionType.filter((r) => r !== 'Minimum Purchase Amount'),
          },
          withLine,
        )
        const aWithout = evaluateCoupon(
          {
            ...exempting,
            conditionType: exempting.conditionType.filter((r) => r !== 'Minimum Purchase Amount'),
          },
          i,
        )
        expect(b.discountedAmount).toBe(a.discountedAmount)
        expect(b.discount).toBe(aWithout.discount)
      }),
      { numRuns: 300 },
    )
  })

  it('places every instant in a Bangkok day of 24 hours starting at 17:00 UTC, inside its Bangkok month', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const day = windowOf('Per Day', at)
        const month = windowOf('Per Month', at)
        if (!day || !month) throw new Error('a window')
        expect(day.from <= at && at < day.to).toBe(true)
        expect(day.to - day.from).toBe(86_400_000)
        expect(new Date(day.from).getUTCHours()).toBe(17)
        expect(month.from <= day.from && day.to <= month.to).toBe(true)
        expect(new Date(month.from + 7 * 3_600_000).getUTCDate()).toBe(1)
      }),
      { numRuns: 1000 },
    )
  })
})
