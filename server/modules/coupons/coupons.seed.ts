// Demo coupons: the ones generated orders name (so their order coupons are redemptions of real
// coupons), and one of each rule type, never redeemed. Each is judged by the coupon form rule first.
import { RULE_TYPES, type RuleType } from '../../../src/domain/coupons/couponOptions'
import {
  type CouponValues,
  emptyCouponValues,
  validateCoupon,
} from '../../../src/domain/coupons/couponValidation'
import type { Db } from '../../db/database'
import { ORDER_COUPONS } from '../orders/orderAmounts.seed'
import { columnsOf } from './couponRows'

const DAY = 86_400_000
const at = (asOf: Date, days: number) => new Date(asOf.getTime() + days * DAY).toISOString()

function base(asOf: Date, code: string, name: string): CouponValues {
  return {
    ...emptyCouponValues(),
    code,
    name,
    locationBase: 'TH',
    userRedeemLimit: { isUnlimited: true, frequency: 'Per Day', limitAmount: null },
    redeemStartDate: at(asOf, -800),
    redeemEndDate: at(asOf, 365),
    discountAmount: 100,
  }
}

/** The coupons generated orders name, as their amounts were worked out (orderAmounts.seed.ts). */
export function orderCouponValues(asOf: Date): CouponValues[] {
  return ORDER_COUPONS.map((coupon) => {
    const values = base(asOf, coupon.code, coupon.name)
    if ('shipping' in coupon) return { ...values, discountCategory: 'Shipping Fee', discountAmount: 1000 }
    if ('percent' in coupon)
      return {
        ...values,
        discountType: 'Percentage Discount',
        discountAmount: null,
        discountPercentage: coupon.percent,
        capAt: coupon.capBaht,
      }
    return { ...values, discountAmount: coupon.amountBaht }
  })
}

/** Each rule type's parameters, for a coupon of that rule. */
function ruleParameters(asOf: Date, rule: RuleType): Partial<CouponValues> {
  switch (rule) {
    case 'Join Date Period':
      return { joinDatePeriodStart: at(asOf, -365), joinDatePeriodEnd: at(asOf, 0) }
    case 'Chain to Coupon':
      return { chainToCoupon: 'WELCOME100' }
    case 'Minimum Purchase Amount':
      return { miniumPurchaseAmount: 1500 }
    case 'Order Type':
      return { orderType: 'BMC' }
    case 'Member Tier':
      return { memberTiers: ['gold', 'platinum', 'diamond'] }
    case 'Promote Period':
      return { promotePeriodStart: at(asOf, -7), promotePeriodEnd: at(asOf, 7) }
    case 'Member Type':
      return { memberTypes: ['SCM_BUSINESS'] }
    case 'Last Redeemable Day from Join Date':
      return { joinDateLastRD: 30 }
    case 'Last Redeemable Day from Chain Coupon Redeem Date':
      return { conditionType: ['Chain to Coupon', rule], chainToCoupon: 'WELCOME100', chainDateLastRD: 14 }
    case 'Limit Per Sponsor Member':
      return { limitPerSponsorMember: 3 }
  }
}

/** One coupon per rule type, with limits, never redeemed. */
export function ruleCouponValues(asOf: Date): CouponValues[] {
  return RULE_TYPES.map((rule, index) => ({
    ...base(asOf, `RULE${String(index + 1).padStart(2, '0')}`, `${rule} coupon`),
    couponRedeemLimit: { isUnlimited: false, frequency: 'Per Month', limitAmount: 500 },
    userRedeemLimit: {
      isUnlimited: false,
      frequency: index % 2 === 0 ? 'Per Day' : 'Per Coupon',
      limitAmount: 1,
    },
    discountType: index % 2 === 0 ? 'Fix Amount Discount' : 'Percentage Discount',
    discountAmount: index % 2 === 0 ? 50 + index * 10 : null,
    discountPercentage: index % 2 === 0 ? null : 5 + index,
    capAt: index % 2 === 0 ? null : 200,
    conditionType: [rule],
    ...ruleParameters(asOf, rule),
  }))
}

export async function seedDemoCoupons(db: Db, createdBy: string | null, asOf = new Date()): Promise<void> {
  const all = [...orderCouponValues(asOf), ...ruleCouponValues(asOf)]
  for (const values of all) {
    const errors = validateCoupon(values)
    if (Object.keys(errors).length > 0)
      throw new Error(`Demo coupon ${values.code}: ${JSON.stringify(errors)}`)
  }
  await db
    .insertInto('coupons')
    .values(all.map((values) => ({ ...columnsOf(values), created_by: createdBy })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}
