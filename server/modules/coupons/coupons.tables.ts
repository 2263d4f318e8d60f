import type { ColumnType, Generated } from 'kysely'
import type {
  CouponLocation,
  CouponOrderType,
  CouponStatus,
  DiscountCategory,
  DiscountType,
  ListKind,
  ProductScope,
  RedeemFrequency,
  RuleType,
} from '../../../src/domain/coupons/couponOptions'
import type { MemberTier, MemberType } from '../../../src/domain/members'
import type { CreatedAt, Timestamp } from '../../db/columns'
import type { Decimal } from '../inventory/inventory.tables'

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>
/** text[]: read as an array, written as one. */
type TextArray<T extends string = string> = ColumnType<T[], T[] | undefined, T[]>

export interface CouponsTable {
  id: Generated<string>
  code: string
  name: string
  description: Generated<string>
  status: Generated<CouponStatus>
  location_base: Generated<CouponLocation>
  discount_category: DiscountCategory
  discount_type: DiscountType
  discount_amount: ColumnType<string | null, number | null | undefined, number | null>
  discount_percentage: ColumnType<string | null, number | null | undefined, number | null>
  cap_at: ColumnType<string | null, number | null | undefined, number | null>
  redeem_start_at: Timestamp
  redeem_end_at: Timestamp
  coupon_limit_unlimited: boolean
  coupon_limit_frequency: RedeemFrequency
  coupon_limit_amount: Optional<number>
  user_limit_unlimited: boolean
  user_limit_frequency: RedeemFrequency
  user_limit_amount: Optional<number>
  is_all_product_categories: boolean
  product_categories: TextArray
  applicable_type: ProductScope
  applicable_list_type: ListKind
  applicable_list: TextArray
  condition_types: TextArray<RuleType>
  chain_to_coupon: Optional<string>
  join_date_period_start: Optional<Date | string>
  join_date_period_end: Optional<Date | string>
  minimum_purchase_amount: ColumnType<string | null, number | null | undefined, number | null>
  order_type: Optional<CouponOrderType>
  member_tiers: TextArray<MemberTier>
  member_types: TextArray<MemberType>
  promote_period_start: Optional<Date | string>
  promote_period_end: Optional<Date | string>
  join_date_last_rd: Optional<number>
  chain_date_last_rd: Optional<number>
  limit_per_sponsor_member: Optional<number>
  total_redeem: Generated<number>
  ever_redeemed: Generated<boolean>
  version: Generated<number>
  created_by: Optional<string>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface CouponRedemptionsTable {
  id: ColumnType<string, never, never>
  coupon_id: string
  order_id: Optional<string>
  order_reference: Optional<string>
  member_id: Optional<string>
  sponsor_id: Optional<string>
  discount_category: DiscountCategory
  discount_amount: Decimal
  redeemed_at: Timestamp
  released_at: Optional<Date | string>
  service_key_id: Optional<string>
  idempotency_key: Optional<string>
  answer: ColumnType<unknown, string | null | undefined, string | null>
}

export interface CouponServiceKeysTable {
  id: Generated<string>
  name: string
  key_hash: string
  key_prefix: string
  created_by: Optional<string>
  created_at: CreatedAt
  last_used_at: Optional<Date | string>
  revoked_at: Optional<Date | string>
}

export interface CouponRedeemRequestsTable {
  service_key_id: string
  idempotency_key: string
  request_hash: string
  answer: ColumnType<unknown, string | null | undefined, string | null>
  redemption_id: Optional<string>
  created_at: CreatedAt
}

export interface CouponRedemptionDailyCountsTable {
  coupon_id: string
  day: ColumnType<string, string, string>
  n: number
}

/** A coupon's redemptions per whole baht of their discount (0038). */
export interface CouponRedemptionAmountCountsTable {
  coupon_id: string
  amount_floor: ColumnType<string, string | number, string | number>
  n: number
}

/** Coupons per status, discount category ('*' for any) and UTC day created (0038). */
export interface CouponDailyCountsTable {
  status: string
  discount_category: string
  day: ColumnType<string, string, string>
  n: number
}

export interface CouponsTables {
  coupons: CouponsTable
  coupon_redemptions: CouponRedemptionsTable
  coupon_service_keys: CouponServiceKeysTable
  coupon_redeem_requests: CouponRedeemRequestsTable
  coupon_redemption_daily_counts: CouponRedemptionDailyCountsTable
  coupon_daily_counts: CouponDailyCountsTable
  coupon_redemption_amount_counts: CouponRedemptionAmountCountsTable
}
