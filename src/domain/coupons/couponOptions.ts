// The choices a coupon is made of (spec sections 3, 4 and 9), shared by the screens and the server. The
// values are the spec's own words, as the orders' coupons already store their discount category.
import type { MemberTier, MemberType } from '../members'

export const COUPON_STATUSES = ['active', 'inactive'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

/** Section 4: where a coupon's redeem period stands, or `terminate` when staff switched it off. */
export const COUPON_EXPIRY_LABELS = ['unexpired', 'expired', 'terminate', 'pending'] as const
export type CouponExpiryLabel = (typeof COUPON_EXPIRY_LABELS)[number]

export const RULE_TYPES = [
  'Join Date Period',
  'Chain to Coupon',
  'Minimum Purchase Amount',
  'Order Type',
  'Member Tier',
  'Promote Period',
  'Member Type',
  'Last Redeemable Day from Join Date',
  'Last Redeemable Day from Chain Coupon Redeem Date',
  'Limit Per Sponsor Member',
] as const
export type RuleType = (typeof RULE_TYPES)[number]

export const PRODUCT_SCOPES = [
  'All Category',
  'Select Category',
  'All Products',
  'All promotion products',
  'Select promotion products',
  'Select product',
  'All plan',
  'Select plan',
] as const
export type ProductScope = (typeof PRODUCT_SCOPES)[number]

/** The scopes that name their items: the applicable list is required for them (section 5). */
export const SELECT_SCOPES: ReadonlySet<ProductScope> = new Set([
  'Select Category',
  'Select promotion products',
  'Select product',
  'Select plan',
])

/** What the items of a scope's list are: product categories, products (promotion ones for those scopes), or plans. */
export const LIST_ITEM_KIND_OF_SCOPE: Record<
  ProductScope,
  'category' | 'product' | 'promotionProduct' | 'plan'
> = {
  'All Category': 'category',
  'Select Category': 'category',
  'All Products': 'product',
  'All promotion products': 'promotionProduct',
  'Select promotion products': 'promotionProduct',
  'Select product': 'product',
  'All plan': 'plan',
  'Select plan': 'plan',
}

export const LIST_KINDS = ['Applicable List', 'Exempt List'] as const
export type ListKind = (typeof LIST_KINDS)[number]

export const REDEEM_FREQUENCIES = ['Per Day', 'Per Month', 'Per Coupon'] as const
export type RedeemFrequency = (typeof REDEEM_FREQUENCIES)[number]

export const DISCOUNT_CATEGORIES = [
  'Product Price',
  'Shipping Fee',
  'Subscription Fee',
  'Subscription Renewal Fee',
] as const
export type DiscountCategory = (typeof DISCOUNT_CATEGORIES)[number]
export const DISCOUNT_CATEGORY_FILTERS = ['All', ...DISCOUNT_CATEGORIES] as const

export const DISCOUNT_TYPES = ['Fix Amount Discount', 'Percentage Discount'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export const COUPON_ORDER_TYPES = ['ALL', 'ROC', 'BMC'] as const
export type CouponOrderType = (typeof COUPON_ORDER_TYPES)[number]

export const COUPON_STATUS_FILTERS = ['Active', 'Inactive', 'All'] as const

/** The countries of the platform a coupon can be based in: their members may redeem it. */
export const COUPON_LOCATIONS = ['TH', 'MY', 'SG', 'VN', 'KH', 'LA', 'MM'] as const
export type CouponLocation = (typeof COUPON_LOCATIONS)[number]
export const DEFAULT_COUPON_LOCATION: CouponLocation = 'TH'
export const COUPON_CODE_MAX_LENGTH = 50
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/

export interface RedeemLimit {
  isUnlimited: boolean
  frequency: RedeemFrequency
  /** How many redemptions the window allows; null when unlimited. */
  limitAmount: number | null
}

/** A coupon as the rules and the evaluator see it: the spec's Coupon fields, parameters of each rule type included. */
export interface CouponRules {
  code: string
  status: CouponStatus
  locationBase: CouponLocation
  discountCategory: DiscountCategory
  discountType: DiscountType
  couponRedeemLimit: RedeemLimit
  userRedeemLimit: RedeemLimit
  isAllProductCategories: boolean
  /** Product category ids the coupon is valid for, unless isAllProductCategories. */
  productCategories: string[]
  /** The rule types chosen for this coupon. */
  conditionType: RuleType[]
  applicableType: ProductScope
  applicableListType: ListKind
  /** Ids of the scope's items (categories, products or plans): applicable, or exempt. */
  applicableList: string[]
  /** ISO instants. */
  redeemStartDate: string
  redeemEndDate: string
  discountAmount: number | null
  discountPercentage: number | null
  capAt: number | null
  chainToCoupon: string | null
  joinDatePeriodStart: string | null
  joinDatePeriodEnd: string | null
  miniumPurchaseAmount: number | null
  orderType: CouponOrderType | null
  memberTiers: MemberTier[]
  memberTypes: MemberType[]
  promotePeriodStart: string | null
  promotePeriodEnd: string | null
  joinDateLastRD: number | null
  chainDateLastRD: number | null
  limitPerSponsorMember: number | null
}

/** Whether a scope takes all items of its kind (the spec's isAllApplicable). */
export const isAllApplicable = (scope: ProductScope): boolean => !SELECT_SCOPES.has(scope)

/** Section 4's label of a coupon at an instant: terminate when inactive, else by its redeem period. */
export function expiryLabelOf(
  coupon: { status: CouponStatus; redeemStartDate: string; redeemEndDate: string },
  now: number,
): CouponExpiryLabel {
  if (coupon.status === 'inactive') return 'terminate'
  if (now < Date.parse(coupon.redeemStartDate)) return 'pending'
  if (now > Date.parse(coupon.redeemEndDate)) return 'expired'
  return 'unexpired'
}

/**
 * The redeem history's amount filter as the spec sends it (section 5): both 0 (or blank) are sent as
 * empty strings, otherwise each as a string (a blank one stays empty: no bound on that side).
 */
export function historyAmountQuery(
  min: string,
  max: string,
): { redeemMinAmount: string; redeemMaxAmount: string } {
  const text = (value: string) => value.trim()
  const zero = (value: string) => text(value) === '' || Number(text(value)) === 0
  if (zero(min) && zero(max)) return { redeemMinAmount: '', redeemMaxAmount: '' }
  return { redeemMinAmount: text(min), redeemMaxAmount: text(max) }
}
