// The coupon editor's values, its rules (the domain's, the ones the server judges too) and how they
// become a createCoupon or updateCoupon call.
import type { Coupon, CouponForm, CouponUpdateForm } from '../../api/coupons'
import type { RuleType } from '../../domain/coupons/couponOptions'
import { type CouponValues, emptyCouponValues, validateCoupon } from '../../domain/coupons/couponValidation'
import type { FieldErrors } from '../../domain/validators'

/** In the order they appear: the first one in error gets the focus; the server names them the same way. */
export const COUPON_FORM_FIELDS = [
  'name',
  'code',
  'description',
  'status',
  'locationBase',
  'redeemStartDate',
  'redeemEndDate',
  'discountCategory',
  'discountType',
  'discountAmount',
  'discountPercentage',
  'capAt',
  'couponRedeemLimit.limitAmount',
  'userRedeemLimit.limitAmount',
  'productCategories',
  'applicableType',
  'applicableList',
  'conditionType',
  'joinDatePeriodStart',
  'joinDatePeriodEnd',
  'chainToCoupon',
  'miniumPurchaseAmount',
  'orderType',
  'memberTiers',
  'promotePeriodStart',
  'promotePeriodEnd',
  'memberTypes',
  'joinDateLastRD',
  'chainDateLastRD',
  'limitPerSponsorMember',
] as const
export type CouponFormField = (typeof COUPON_FORM_FIELDS)[number]

/** The instants the form shows as the staff member's local date and time ('YYYY-MM-DDTHH:mm'). */
const DATE_FIELDS = [
  'redeemStartDate',
  'redeemEndDate',
  'joinDatePeriodStart',
  'joinDatePeriodEnd',
  'promotePeriodStart',
  'promotePeriodEnd',
] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as a datetime-local input's value, in the browser's time zone; '' for none. */
export function localDateTime(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as an ISO instant; what cannot be read is kept as typed, for the rules to refuse. */
export function isoInstant(local: string | null): string | null {
  if (!local) return null
  const time = Date.parse(local)
  return Number.isNaN(time) ? local : new Date(time).toISOString()
}

/** A stored coupon as the form holds it: its instants in local time. */
export function couponValues(coupon: Coupon): CouponValues {
  const values: CouponValues = {
    ...emptyCouponValues(),
    ...Object.fromEntries(Object.keys(emptyCouponValues()).map((key) => [key, coupon[key as keyof Coupon]])),
  }
  for (const field of DATE_FIELDS) values[field] = localDateTime(coupon[field])
  return values
}

/** The values with their instants in ISO, as the rules and the server read them. */
function withInstants(values: CouponValues): CouponValues {
  const sent = { ...values }
  for (const field of DATE_FIELDS) sent[field] = isoInstant(values[field]) ?? ''
  sent.joinDatePeriodStart ||= null
  sent.joinDatePeriodEnd ||= null
  sent.promotePeriodStart ||= null
  sent.promotePeriodEnd ||= null
  return sent
}

/** The same rules as the server's (src/domain/coupons), keyed by the same field paths. */
export const validateCouponForm = (values: CouponValues): FieldErrors<CouponFormField> =>
  validateCoupon(withInstants(values)) as FieldErrors<CouponFormField>

/** What each rule type asks for: its fields are sent only while the rule is chosen. */
export const RULE_FIELDS: Record<RuleType, readonly (keyof CouponValues)[]> = {
  'Join Date Period': ['joinDatePeriodStart', 'joinDatePeriodEnd'],
  'Chain to Coupon': ['chainToCoupon'],
  'Minimum Purchase Amount': ['miniumPurchaseAmount'],
  'Order Type': ['orderType'],
  'Member Tier': ['memberTiers'],
  'Promote Period': ['promotePeriodStart', 'promotePeriodEnd'],
  'Member Type': ['memberTypes'],
  'Last Redeemable Day from Join Date': ['joinDateLastRD'],
  'Last Redeemable Day from Chain Coupon Redeem Date': ['chainDateLastRD'],
  'Limit Per Sponsor Member': ['limitPerSponsorMember'],
}

/** The coupon as sent: the fields of rules not chosen cleared, the discount's unused amounts too. */
export function toCouponInput(values: CouponValues): CouponForm {
  const sent = withInstants(values)
  const chosen = new Set(values.conditionType)
  for (const [rule, fields] of Object.entries(RULE_FIELDS) as [RuleType, (keyof CouponValues)[]][]) {
    if (chosen.has(rule)) continue
    for (const field of fields)
      (sent as unknown as Record<string, unknown>)[field] = Array.isArray(sent[field]) ? [] : null
  }
  const fixed = values.discountType === 'Fix Amount Discount'
  return {
    ...sent,
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    chainToCoupon: sent.chainToCoupon?.trim().toUpperCase() || null,
    discountAmount: fixed ? values.discountAmount : null,
    discountPercentage: fixed ? null : values.discountPercentage,
    capAt: fixed ? null : values.capAt,
    productCategories: values.isAllProductCategories ? [] : values.productCategories,
    couponRedeemLimit: limitOf(values.couponRedeemLimit),
    userRedeemLimit: limitOf(values.userRedeemLimit),
  }
}

const limitOf = (limit: CouponValues['couponRedeemLimit']) =>
  limit.isUnlimited ? { ...limit, limitAmount: null } : limit

/** An edit sends every field with the version the form read: a coupon changed since is refused (409). */
export const toCouponUpdate = (values: CouponValues, coupon: Coupon): CouponUpdateForm => ({
  ...toCouponInput(values),
  version: coupon.version,
})
