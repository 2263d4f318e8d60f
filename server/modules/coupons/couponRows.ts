// A coupon's row and the spec's Coupon shape, both ways: the answer staff read, the rules the
// evaluator and the form rule judge, and the columns a write sets.
import type { components } from '../../../src/api/schema'
import type { CouponRules, RedeemLimit } from '../../../src/domain/coupons/couponOptions'
import { expiryLabelOf, isAllApplicable } from '../../../src/domain/coupons/couponOptions'
import type { CouponValues } from '../../../src/domain/coupons/couponValidation'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'

type Coupon = components['schemas']['Coupon']
export type CouponInput = components['schemas']['CouponInput']

export const findCouponRow = (db: Db, id: string, { lock = false } = {}) => {
  const query = db.selectFrom('coupons').selectAll().where('id', '=', id)
  return (lock ? query.forUpdate() : query).executeTakeFirst()
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponRow>>>

/** The coupon of `id`, locked for the transaction's write when asked; a 404 when there is none. */
export async function couponOr404(db: Db, id: string, lock = false): Promise<CouponRow> {
  const row = await findCouponRow(db, id, { lock })
  if (!row) throw new AppError(404, 'coupons.errors.not_found')
  return row
}

const iso = (value: Date | string) => new Date(value).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value))
const numberOrNull = (value: string | null) => (value === null ? null : Number(value))

const limitOf = (
  unlimited: boolean,
  frequency: RedeemLimit['frequency'],
  amount: number | null,
): RedeemLimit => ({
  isUnlimited: unlimited,
  frequency,
  limitAmount: amount,
})

/** The rules of a coupon row, as the evaluator takes them. */
export function rulesOf(row: CouponRow): CouponRules {
  return {
    code: row.code,
    status: row.status,
    locationBase: row.location_base,
    discountCategory: row.discount_category,
    discountType: row.discount_type,
    couponRedeemLimit: limitOf(
      row.coupon_limit_unlimited,
      row.coupon_limit_frequency,
      row.coupon_limit_amount,
    ),
    userRedeemLimit: limitOf(row.user_limit_unlimited, row.user_limit_frequency, row.user_limit_amount),
    isAllProductCategories: row.is_all_product_categories,
    productCategories: row.product_categories,
    conditionType: row.condition_types,
    applicableType: row.applicable_type,
    applicableListType: row.applicable_list_type,
    applicableList: row.applicable_list,
    redeemStartDate: iso(row.redeem_start_at),
    redeemEndDate: iso(row.redeem_end_at),
    discountAmount: numberOrNull(row.discount_amount),
    discountPercentage: numberOrNull(row.discount_percentage),
    capAt: numberOrNull(row.cap_at),
    chainToCoupon: row.chain_to_coupon,
    joinDatePeriodStart: isoOrNull(row.join_date_period_start),
    joinDatePeriodEnd: isoOrNull(row.join_date_period_end),
    miniumPurchaseAmount: numberOrNull(row.minimum_purchase_amount),
    orderType: row.order_type,
    memberTiers: row.member_tiers,
    memberTypes: row.member_types,
    promotePeriodStart: isoOrNull(row.promote_period_start),
    promotePeriodEnd: isoOrNull(row.promote_period_end),
    joinDateLastRD: row.join_date_last_rd,
    chainDateLastRD: row.chain_date_last_rd,
    limitPerSponsorMember: row.limit_per_sponsor_member,
  }
}

export function toCoupon(row: CouponRow, now = Date.now()): Coupon {
  const rules = rulesOf(row)
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    ...rules,
    totalRedeem: row.total_redeem,
    isAbleToDelete: !row.ever_redeemed,
    isAllApplicable: isAllApplicable(row.applicable_type),
    expiryLabel: expiryLabelOf(rules, now),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** The input with every field a rule not chosen may leave out filled, so the form rule judges all of it. */
export function valuesOf(input: CouponInput): CouponValues {
  return {
    name: input.name.trim(),
    code: input.code.trim().toUpperCase(),
    description: input.description ?? '',
    status: input.status ?? 'active',
    locationBase: input.locationBase ?? 'TH',
    discountCategory: input.discountCategory,
    discountType: input.discountType,
    couponRedeemLimit: input.couponRedeemLimit,
    userRedeemLimit: input.userRedeemLimit,
    isAllProductCategories: input.isAllProductCategories ?? true,
    productCategories: input.productCategories ?? [],
    conditionType: input.conditionType ?? [],
    applicableType: input.applicableType,
    applicableListType: input.applicableListType ?? 'Applicable List',
    applicableList: input.applicableList ?? [],
    redeemStartDate: input.redeemStartDate,
    redeemEndDate: input.redeemEndDate,
    discountAmount: input.discountAmount ?? null,
    discountPercentage: input.discountPercentage ?? null,
    capAt: input.capAt ?? null,
    chainToCoupon: input.chainToCoupon?.trim().toUpperCase() || null,
    joinDatePeriodStart: input.joinDatePeriodStart ?? null,
    joinDatePeriodEnd: input.joinDatePeriodEnd ?? null,
    miniumPurchaseAmount: input.miniumPurchaseAmount ?? null,
    orderType: input.orderType ?? null,
    memberTiers: input.memberTiers ?? [],
    memberTypes: input.memberTypes ?? [],
    promotePeriodStart: input.promotePeriodStart ?? null,
    promotePeriodEnd: input.promotePeriodEnd ?? null,
    joinDateLastRD: input.joinDateLastRD ?? null,
    chainDateLastRD: input.chainDateLastRD ?? null,
    limitPerSponsorMember: input.limitPerSponsorMember ?? null,
  }
}

/** The columns of valid values; a rule not chosen keeps none of its parameters, a discount type only its own. */
export function columnsOf(values: CouponValues) {
  const rules = new Set(values.conditionType)
  const when = <T>(rule: Parameters<typeof rules.has>[0], value: T): T | null =>
    rules.has(rule) ? value : null
  const fixed = values.discountType === 'Fix Amount Discount'
  const limitAmount = (limit: RedeemLimit) => (limit.isUnlimited ? null : limit.limitAmount)
  return {
    code: values.code,
    name: values.name,
    description: values.description,
    status: values.status,
    location_base: values.locationBase,
    discount_category: values.discountCategory,
    discount_type: values.discountType,
    discount_amount: fixed ? values.discountAmount : null,
    discount_percentage: fixed ? null : values.discountPercentage,
    cap_at: fixed ? null : values.capAt,
    redeem_start_at: values.redeemStartDate,
    redeem_end_at: values.redeemEndDate,
    coupon_limit_unlimited: values.couponRedeemLimit.isUnlimited,
    coupon_limit_frequency: values.couponRedeemLimit.frequency,
    coupon_limit_amount: limitAmount(values.couponRedeemLimit),
    user_limit_unlimited: values.userRedeemLimit.isUnlimited,
    user_limit_frequency: values.userRedeemLimit.frequency,
    user_limit_amount: limitAmount(values.userRedeemLimit),
    is_all_product_categories: values.isAllProductCategories,
    product_categories: values.isAllProductCategories ? [] : values.productCategories,
    applicable_type: values.applicableType,
    applicable_list_type: values.applicableListType,
    applicable_list: values.applicableList,
    condition_types: [...rules],
    chain_to_coupon: rules.has('Chain to Coupon') ? values.chainToCoupon : null,
    join_date_period_start: when('Join Date Period', values.joinDatePeriodStart),
    join_date_period_end: when('Join Date Period', values.joinDatePeriodEnd),
    minimum_purchase_amount: when('Minimum Purchase Amount', values.miniumPurchaseAmount),
    order_type: when('Order Type', values.orderType),
    member_tiers: rules.has('Member Tier') ? values.memberTiers : [],
    member_types: rules.has('Member Type') ? values.memberTypes : [],
    promote_period_start: when('Promote Period', values.promotePeriodStart),
    promote_period_end: when('Promote Period', values.promotePeriodEnd),
    join_date_last_rd: when('Last Redeemable Day from Join Date', values.joinDateLastRD),
    chain_date_last_rd: when('Last Redeemable Day from Chain Coupon Redeem Date', values.chainDateLastRD),
    limit_per_sponsor_member: when('Limit Per Sponsor Member', values.limitPerSponsorMember),
  }
}
