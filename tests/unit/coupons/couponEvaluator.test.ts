import { describe, expect, it } from 'vitest'
import { evaluateCoupon } from '../../../src/domain/coupons/couponEvaluator'
import { RULE_TYPES } from '../../../src/domain/coupons/couponOptions'
import { everyRuleCoupon, passingInput } from './couponFixtures'

const failing = (evaluation: ReturnType<typeof evaluateCoupon>) =>
  evaluation.outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.check)

describe('evaluateCoupon', () => {
  it('applies a coupon whose every rule passes, with every rule reported with reasons in both languages', () => {
    const evaluation = evaluateCoupon(everyRuleCoupon(), passingInput())
    expect(failing(evaluation)).toEqual([])
    expect(evaluation.applies).toBe(true)
    for (const rule of RULE_TYPES) expect(evaluation.outcomes.map((outcome) => outcome.check)).toContain(rule)
    for (const outcome of evaluation.outcomes) {
      expect(outcome.reason.en).not.toBe('')
      expect(outcome.reason.th).not.toBe('')
    }
    // 10% of ฿1,200 (the exempt line and the line outside the categories are not covered).
    expect(evaluation.discountedAmount).toBe(1200)
    expect(evaluation.discount).toBe(120)
    expect(evaluation.remaining).toEqual({ coupon: 97, member: 1 })
  })

  it('caps a percentage at capAt and a fixed amount at what it discounts', () => {
    expect(
      evaluateCoupon(everyRuleCoupon({ discountPercentage: 50, capAt: 300 }), passingInput()).discount,
    ).toBe(300)
    const fixed = everyRuleCoupon({ discountType: 'Fix Amount Discount', discountAmount: 5000 })
    expect(evaluateCoupon(fixed, passingInput()).discount).toBe(1200)
  })

  it('discounts the shipping fee and the subscription fees on their own amounts', () => {
    const shipping = everyRuleCoupon({
      discountCategory: 'Shipping Fee',
      discountType: 'Fix Amount Discount',
      discountAmount: 100,
    })
    expect(evaluateCoupon(shipping, passingInput()).discount).toBe(50)
    const plan = everyRuleCoupon({
      discountCategory: 'Subscription Renewal Fee',
      applicableType: 'Select plan',
      applicableListType: 'Applicable List',
      applicableList: ['SCM_BUSINESS'],
      conditionType: [],
    })
    const cart = {
      lines: [
        {
          kind: 'renewal' as const,
          itemId: 'SCM_BUSINESS',
          categoryId: null,
          isPromotion: false,
          amount: 300,
        },
        {
          kind: 'subscription' as const,
          itemId: 'SCM_MEMBER',
          categoryId: null,
          isPromotion: false,
          amount: 100,
        },
      ],
      shippingFee: 0,
    }
    const evaluation = evaluateCoupon(plan, passingInput({ cart }))
    expect(evaluation.discountedAmount).toBe(300)
    expect(evaluation.discount).toBe(30)
  })

  it('says why each rule fails', () => {
    const evaluation = evaluateCoupon(
      everyRuleCoupon(),
      passingInput({
        member: {
          country: 'MY',
          type: 'SCM_MEMBER',
          tier: 'bronze',
          joinedAt: '2025-01-01T00:00:00Z',
          sponsorId: 's',
        },
        orderType: 'BMC',
        instant: Date.parse('2026-06-25T05:00:00Z'),
        counts: { coupon: 100, member: 2, sponsor: 5, chainRedeemedAt: null },
        cart: {
          lines: [{ kind: 'product', itemId: 'p-1', categoryId: 'cat-a', isPromotion: false, amount: 100 }],
          shippingFee: 0,
        },
      }),
    )
    expect(new Set(failing(evaluation))).toEqual(
      new Set(['location', 'couponLimit', 'userLimit', ...RULE_TYPES]),
    )
    expect(evaluation.applies).toBe(false)
    expect(evaluation.discount).toBe(0)
    const minimum = evaluation.outcomes.find((outcome) => outcome.check === 'Minimum Purchase Amount')
    expect(minimum?.reason.en).toBe("The order's products total ฿100.00, less than ฿500.00.")
    expect(minimum?.reason.th).toBe('ยอดสินค้า ฿100.00 ไม่ถึงขั้นต่ำ ฿500.00')
  })

  it('refuses an inactive coupon and one outside its redeem period', () => {
    expect(failing(evaluateCoupon(everyRuleCoupon({ status: 'inactive' }), passingInput()))).toEqual([
      'status',
    ])
    const early = evaluateCoupon(
      everyRuleCoupon({ redeemStartDate: '2026-06-16T00:00:00+07:00' }),
      passingInput(),
    )
    expect(failing(early)).toEqual(['redeemPeriod'])
    expect(early.outcomes[1].reason.en).toBe('The redeem period starts on 16-06-2026.')
  })

  it('counts the last redeemable day in Bangkok calendar days', () => {
    // Joined 23:30 Bangkok on 1 March (16:30 UTC): day 0 is 1 March, so 1 day later ends at 2 March 24:00 Bangkok.
    const coupon = everyRuleCoupon({
      conditionType: ['Last Redeemable Day from Join Date'],
      joinDateLastRD: 1,
    })
    const member = { ...passingInput().member, joinedAt: '2026-03-01T16:30:00Z' }
    const at = (iso: string) =>
      evaluateCoupon(coupon, passingInput({ member, instant: Date.parse(iso) })).outcomes.at(-1)
    expect(at('2026-03-02T16:59:59Z')?.passed).toBe(true)
    expect(at('2026-03-02T17:00:00Z')?.passed).toBe(false)
  })

  it('lets a member without a sponsor pass the sponsor limit', () => {
    const coupon = everyRuleCoupon({ conditionType: ['Limit Per Sponsor Member'] })
    const input = passingInput({ counts: { coupon: 0, member: 0, sponsor: 99, chainRedeemedAt: null } })
    expect(evaluateCoupon(coupon, { ...input, member: { ...input.member, sponsorId: null } }).applies).toBe(
      true,
    )
    expect(evaluateCoupon(coupon, input).applies).toBe(false)
  })
})
