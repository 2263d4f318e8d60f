// A coupon with every rule type, and a member and cart it applies to, for the evaluator's tests and bench.
import type { EvaluationInput } from '../../../src/domain/coupons/couponEvaluator'
import { type CouponRules, RULE_TYPES } from '../../../src/domain/coupons/couponOptions'
import type { CouponValues } from '../../../src/domain/coupons/couponValidation'

export const NOW = Date.parse('2026-06-15T05:00:00Z')

export function everyRuleCoupon(overrides: Partial<CouponRules> = {}): CouponRules {
  return {
    code: 'EVERYRULE',
    status: 'active',
    locationBase: 'TH',
    discountCategory: 'Product Price',
    discountType: 'Percentage Discount',
    couponRedeemLimit: { isUnlimited: false, frequency: 'Per Month', limitAmount: 100 },
    userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 2 },
    isAllProductCategories: false,
    productCategories: ['cat-a', 'cat-b'],
    conditionType: [...RULE_TYPES],
    applicableType: 'All Products',
    applicableListType: 'Exempt List',
    applicableList: ['p-exempt'],
    redeemStartDate: '2026-06-01T00:00:00+07:00',
    redeemEndDate: '2026-06-30T23:59:59+07:00',
    discountAmount: null,
    discountPercentage: 10,
    capAt: 300,
    chainToCoupon: 'WELCOME100',
    joinDatePeriodStart: '2026-01-01T00:00:00+07:00',
    joinDatePeriodEnd: '2026-12-31T23:59:59+07:00',
    miniumPurchaseAmount: 500,
    orderType: 'ROC',
    memberTiers: ['gold', 'platinum'],
    memberTypes: ['SCM_BUSINESS'],
    promotePeriodStart: '2026-06-10T00:00:00+07:00',
    promotePeriodEnd: '2026-06-20T23:59:59+07:00',
    joinDateLastRD: 365,
    chainDateLastRD: 30,
    limitPerSponsorMember: 5,
    ...overrides,
  }
}

export const everyRuleValues = (overrides: Partial<CouponValues> = {}): CouponValues => ({
  ...everyRuleCoupon(),
  name: 'Every rule',
  description: '',
  ...overrides,
})

export function passingInput(overrides: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    member: {
      country: 'TH',
      type: 'SCM_BUSINESS',
      tier: 'gold',
      joinedAt: '2026-03-01T10:00:00Z',
      sponsorId: 'sponsor-1',
    },
    cart: {
      lines: [
        { kind: 'product', itemId: 'p-1', categoryId: 'cat-a', isPromotion: false, amount: 1200 },
        { kind: 'product', itemId: 'p-exempt', categoryId: 'cat-a', isPromotion: false, amount: 800 },
        { kind: 'product', itemId: 'p-2', categoryId: 'cat-z', isPromotion: true, amount: 400 },
      ],
      shippingFee: 50,
    },
    orderType: 'ROC',
    instant: NOW,
    counts: { coupon: 3, member: 1, sponsor: 2, chainRedeemedAt: Date.parse('2026-06-01T03:00:00Z') },
    ...overrides,
  }
}
