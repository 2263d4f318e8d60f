// Spec section 5's coupon rules, judged the same by the editor (on its fields) and by the server (a 400
// naming the field). Each answer is a key of the `validation` namespace, translated where it is shown.
import { TEXT_MAX_LENGTH } from '../constants'
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  type CouponRules,
  DEFAULT_COUPON_LOCATION,
  type RedeemLimit,
  SELECT_SCOPES,
} from './couponOptions'

export interface CouponValues extends CouponRules {
  name: string
  description: string
}

const noLimit = () => ({ isUnlimited: true, frequency: 'Per Coupon' as const, limitAmount: null })

/** A coupon with nothing chosen: every rule's parameters empty, no limits, all products (the editor's start, the demo coupons' base). */
export const emptyCouponValues = (): CouponValues => ({
  name: '',
  code: '',
  description: '',
  status: 'active',
  locationBase: DEFAULT_COUPON_LOCATION,
  discountCategory: 'Product Price',
  discountType: 'Fix Amount Discount',
  couponRedeemLimit: noLimit(),
  userRedeemLimit: noLimit(),
  isAllProductCategories: true,
  productCategories: [],
  conditionType: [],
  applicableType: 'All Products',
  applicableListType: 'Applicable List',
  applicableList: [],
  redeemStartDate: '',
  redeemEndDate: '',
  discountAmount: null,
  discountPercentage: null,
  capAt: null,
  chainToCoupon: null,
  joinDatePeriodStart: null,
  joinDatePeriodEnd: null,
  miniumPurchaseAmount: null,
  orderType: null,
  memberTiers: [],
  memberTypes: [],
  promotePeriodStart: null,
  promotePeriodEnd: null,
  joinDateLastRD: null,
  chainDateLastRD: null,
  limitPerSponsorMember: null,
})

export type CouponRuleMessage =
  | 'required_fields'
  | 'text_too_long'
  | 'coupon_code_format'
  | 'coupon_end_before_start'
  | 'coupon_at_least_one_category'
  | 'coupon_applicable_list_required'
  | 'coupon_amount_positive'
  | 'coupon_percentage_range'
  | 'coupon_whole_number_positive'
  | 'coupon_chain_code_same'
  | 'coupon_chain_rule_required'
  | 'coupon_date_invalid'

export type CouponErrors = Partial<Record<string, CouponRuleMessage>>

const present = (value: unknown) => value !== null && value !== undefined && value !== ''
const positiveNumber = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
const positiveWhole = (value: number | null) => positiveNumber(value) && Number.isInteger(value)

/** A required period: both ends there, real instants, the end after the start. */
function checkPeriod(
  errors: CouponErrors,
  [startField, endField]: [string, string],
  start: string | null,
  end: string | null,
) {
  if (!present(start)) errors[startField] = 'required_fields'
  else if (Number.isNaN(Date.parse(start as string))) errors[startField] = 'coupon_date_invalid'
  if (!present(end)) errors[endField] = 'required_fields'
  else if (Number.isNaN(Date.parse(end as string))) errors[endField] = 'coupon_date_invalid'
  else if (!errors[startField] && Date.parse(end as string) <= Date.parse(start as string))
    errors[endField] = 'coupon_end_before_start'
}

function checkAmount(errors: CouponErrors, field: string, value: number | null, whole = false) {
  if (value === null || value === undefined) errors[field] = 'required_fields'
  else if (!(whole ? positiveWhole(value) : positiveNumber(value)))
    errors[field] = whole ? 'coupon_whole_number_positive' : 'coupon_amount_positive'
}

function checkLimit(errors: CouponErrors, field: string, limit: RedeemLimit) {
  if (!limit.isUnlimited) checkAmount(errors, `${field}.limitAmount`, limit.limitAmount, true)
}

function checkRules(errors: CouponErrors, values: CouponValues) {
  const rules = new Set(values.conditionType)
  if (rules.has('Join Date Period'))
    checkPeriod(
      errors,
      ['joinDatePeriodStart', 'joinDatePeriodEnd'],
      values.joinDatePeriodStart,
      values.joinDatePeriodEnd,
    )
  if (rules.has('Chain to Coupon')) {
    const chain = values.chainToCoupon?.trim() ?? ''
    if (!chain) errors.chainToCoupon = 'required_fields'
    else if (chain.toUpperCase() === values.code.trim().toUpperCase())
      errors.chainToCoupon = 'coupon_chain_code_same'
  }
  if (rules.has('Minimum Purchase Amount'))
    checkAmount(errors, 'miniumPurchaseAmount', values.miniumPurchaseAmount)
  if (rules.has('Order Type') && !values.orderType) errors.orderType = 'required_fields'
  if (rules.has('Member Tier') && values.memberTiers.length === 0) errors.memberTiers = 'required_fields'
  if (rules.has('Member Type') && values.memberTypes.length === 0) errors.memberTypes = 'required_fields'
  if (rules.has('Promote Period'))
    checkPeriod(
      errors,
      ['promotePeriodStart', 'promotePeriodEnd'],
      values.promotePeriodStart,
      values.promotePeriodEnd,
    )
  if (rules.has('Last Redeemable Day from Join Date'))
    checkAmount(errors, 'joinDateLastRD', values.joinDateLastRD, true)
  if (rules.has('Last Redeemable Day from Chain Coupon Redeem Date')) {
    checkAmount(errors, 'chainDateLastRD', values.chainDateLastRD, true)
    // Counted from the chain coupon's redemption, so the coupon must name one.
    if (!rules.has('Chain to Coupon') && !errors.chainDateLastRD)
      errors.chainDateLastRD = 'coupon_chain_rule_required'
  }
  if (rules.has('Limit Per Sponsor Member'))
    checkAmount(errors, 'limitPerSponsorMember', values.limitPerSponsorMember, true)
}

/** The field errors of a coupon's values, keyed by the field's path ('couponRedeemLimit.limitAmount'); {} when valid. */
export function validateCoupon(values: CouponValues): CouponErrors {
  const errors: CouponErrors = {}
  const name = values.name.trim()
  const code = values.code.trim()
  if (!name) errors.name = 'required_fields'
  else if (name.length > TEXT_MAX_LENGTH) errors.name = 'text_too_long'
  if (!code) errors.code = 'required_fields'
  else if (code.length > COUPON_CODE_MAX_LENGTH) errors.code = 'text_too_long'
  else if (!COUPON_CODE_PATTERN.test(code.toUpperCase())) errors.code = 'coupon_code_format'
  if (values.description.length > TEXT_MAX_LENGTH * 4) errors.description = 'text_too_long'
  checkPeriod(errors, ['redeemStartDate', 'redeemEndDate'], values.redeemStartDate, values.redeemEndDate)
  if (!values.isAllProductCategories && values.productCategories.length === 0)
    errors.productCategories = 'coupon_at_least_one_category'
  if (
    SELECT_SCOPES.has(values.applicableType) &&
    (values.applicableListType !== 'Applicable List' || values.applicableList.length === 0)
  )
    errors.applicableList = 'coupon_applicable_list_required'
  if (values.discountType === 'Fix Amount Discount')
    checkAmount(errors, 'discountAmount', values.discountAmount)
  else {
    const percentage = values.discountPercentage
    if (percentage === null || percentage === undefined) errors.discountPercentage = 'required_fields'
    else if (!(percentage > 0 && percentage <= 100)) errors.discountPercentage = 'coupon_percentage_range'
    checkAmount(errors, 'capAt', values.capAt)
  }
  checkLimit(errors, 'couponRedeemLimit', values.couponRedeemLimit)
  checkLimit(errors, 'userRedeemLimit', values.userRedeemLimit)
  checkRules(errors, values)
  return errors
}
