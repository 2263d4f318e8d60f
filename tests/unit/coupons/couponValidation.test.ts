import { describe, expect, it } from 'vitest'
import { validateCoupon } from '../../../src/domain/coupons/couponValidation'
import { everyRuleValues } from './couponFixtures'

describe('validateCoupon (spec section 5)', () => {
  it('accepts a whole coupon with every rule', () => {
    expect(validateCoupon(everyRuleValues())).toEqual({})
  })

  it.each([
    ['name', { name: '  ' }, 'required_fields'],
    ['code', { code: '' }, 'required_fields'],
    ['code', { code: 'two words' }, 'coupon_code_format'],
    ['chainToCoupon', { chainToCoupon: 'everyrule' }, 'coupon_chain_code_same'],
    ['chainToCoupon', { chainToCoupon: ' ' }, 'required_fields'],
    ['capAt', { capAt: null }, 'required_fields'],
    ['discountPercentage', { discountPercentage: 0 }, 'coupon_percentage_range'],
    ['discountPercentage', { discountPercentage: 101 }, 'coupon_percentage_range'],
    ['redeemEndDate', { redeemEndDate: '2026-05-01T00:00:00Z' }, 'coupon_end_before_start'],
    ['redeemStartDate', { redeemStartDate: '' }, 'required_fields'],
    ['productCategories', { productCategories: [] }, 'coupon_at_least_one_category'],
    [
      'applicableList',
      { applicableType: 'Select product', applicableListType: 'Applicable List', applicableList: [] },
      'coupon_applicable_list_required',
    ],
    [
      'applicableList',
      { applicableType: 'Select Category', applicableListType: 'Exempt List', applicableList: ['x'] },
      'coupon_applicable_list_required',
    ],
    [
      'couponRedeemLimit.limitAmount',
      { couponRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 0 } },
      'coupon_whole_number_positive',
    ],
    [
      'userRedeemLimit.limitAmount',
      { userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: -2 } },
      'coupon_whole_number_positive',
    ],
    [
      'userRedeemLimit.limitAmount',
      { userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: null } },
      'required_fields',
    ],
    ['joinDatePeriodEnd', { joinDatePeriodEnd: '2025-01-01T00:00:00Z' }, 'coupon_end_before_start'],
    ['miniumPurchaseAmount', { miniumPurchaseAmount: -1 }, 'coupon_amount_positive'],
    ['orderType', { orderType: null }, 'required_fields'],
    ['memberTiers', { memberTiers: [] }, 'required_fields'],
    ['memberTypes', { memberTypes: [] }, 'required_fields'],
    ['joinDateLastRD', { joinDateLastRD: 1.5 }, 'coupon_whole_number_positive'],
    [
      'chainDateLastRD',
      { conditionType: ['Last Redeemable Day from Chain Coupon Redeem Date'] },
      'coupon_chain_rule_required',
    ],
    ['limitPerSponsorMember', { limitPerSponsorMember: 0 }, 'coupon_whole_number_positive'],
  ] as const)('refuses %s: %j', (field, change, message) => {
    expect(validateCoupon(everyRuleValues(change as never))[field]).toBe(message)
  })

  it('asks for a fixed amount only for Fix Amount Discount, and nothing of a rule not chosen', () => {
    const fixed = everyRuleValues({
      discountType: 'Fix Amount Discount',
      discountAmount: null,
      capAt: null,
      discountPercentage: null,
    })
    expect(validateCoupon(fixed)).toEqual({ discountAmount: 'required_fields' })
    const noRules = everyRuleValues({
      conditionType: [],
      chainToCoupon: null,
      orderType: null,
      memberTiers: [],
      miniumPurchaseAmount: null,
    })
    expect(validateCoupon(noRules)).toEqual({})
  })

  it('needs no limit amount when unlimited', () => {
    const values = everyRuleValues({
      couponRedeemLimit: { isUnlimited: true, frequency: 'Per Coupon', limitAmount: null },
    })
    expect(validateCoupon(values)).toEqual({})
  })
})

describe('historyAmountQuery (spec section 5)', () => {
  it('sends both 0s as empty strings, otherwise each as a string', async () => {
    const { historyAmountQuery } = await import('../../../src/domain/coupons/couponOptions')
    expect(historyAmountQuery('0', '0')).toEqual({ redeemMinAmount: '', redeemMaxAmount: '' })
    expect(historyAmountQuery('', '0.00')).toEqual({ redeemMinAmount: '', redeemMaxAmount: '' })
    expect(historyAmountQuery('0', '150')).toEqual({ redeemMinAmount: '0', redeemMaxAmount: '150' })
    expect(historyAmountQuery(' 20 ', '')).toEqual({ redeemMinAmount: '20', redeemMaxAmount: '' })
  })
})
