import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../../src/api/coupons'
import {
  isoInstant,
  localDateTime,
  toCouponInput,
  toCouponUpdate,
  validateCouponForm,
} from '../../../src/app/coupons/couponForm'
import type { CouponValues } from '../../../src/domain/coupons/couponValidation'
import { emptyCouponValues } from '../../../src/domain/coupons/couponValidation'

const valid = (): CouponValues => ({
  ...emptyCouponValues(),
  name: 'Gold ฿100',
  code: 'gold100',
  redeemStartDate: '2026-12-01T00:00',
  redeemEndDate: '2026-12-31T23:59',
  discountAmount: 100,
})

describe('the coupon form', () => {
  it('shows an instant as local date and time and sends it back as the same instant', () => {
    const iso = '2026-12-01T03:30:00.000Z'
    expect(isoInstant(localDateTime(iso))).toBe(iso)
    expect(localDateTime(null)).toBe('')
    expect(isoInstant('')).toBeNull()
    // What cannot be read is sent as typed, for the rules to refuse.
    expect(isoInstant('not a date')).toBe('not a date')
  })

  it('judges by the domain rules, on the same field paths as the server', () => {
    expect(validateCouponForm(valid())).toEqual({})
    expect(validateCouponForm(emptyCouponValues())).toMatchObject({
      name: 'required_fields',
      code: 'required_fields',
      redeemStartDate: 'required_fields',
      redeemEndDate: 'required_fields',
      discountAmount: 'required_fields',
    })
    expect(
      validateCouponForm({
        ...valid(),
        conditionType: ['Chain to Coupon'],
        chainToCoupon: 'GOLD100',
        couponRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 0 },
        redeemEndDate: '2026-11-30T00:00',
      }),
    ).toEqual({
      chainToCoupon: 'coupon_chain_code_same',
      'couponRedeemLimit.limitAmount': 'coupon_whole_number_positive',
      redeemEndDate: 'coupon_end_before_start',
    })
    expect(
      validateCouponForm({ ...valid(), discountType: 'Percentage Discount', discountPercentage: 10 }),
    ).toEqual({ capAt: 'required_fields' })
  })

  it('sends the fields of the chosen rules and discount only, the code in capitals, limits without amounts when unlimited', () => {
    const input = toCouponInput({
      ...valid(),
      conditionType: ['Member Tier'],
      memberTiers: ['gold'],
      // Left from rules and a discount type no longer chosen.
      miniumPurchaseAmount: 500,
      memberTypes: ['SCM_MEMBER'],
      joinDatePeriodStart: '2026-01-01T00:00',
      discountPercentage: 10,
      capAt: 50,
      couponRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: 5 },
      productCategories: ['left over'],
    })
    expect(input).toMatchObject({
      code: 'GOLD100',
      conditionType: ['Member Tier'],
      memberTiers: ['gold'],
      miniumPurchaseAmount: null,
      memberTypes: [],
      joinDatePeriodStart: null,
      discountAmount: 100,
      discountPercentage: null,
      capAt: null,
      couponRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null },
      productCategories: [],
      redeemStartDate: new Date('2026-12-01T00:00').toISOString(),
    })
  })

  it('sends an edit with the version the form read', () => {
    expect(toCouponUpdate(valid(), { version: 7 } as Coupon).version).toBe(7)
  })
})
