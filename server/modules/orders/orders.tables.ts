import type { ColumnType, Generated } from 'kysely'
import type { CountryCode } from '../../../src/domain/constants'
import type { OrderActorKind, OrderStatus, OrderType, PaymentMethod } from '../../../src/domain/orders'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'
import type { Decimal } from '../inventory/inventory.tables'

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>
type OptionalJson<T> = ColumnType<T | null, string | null | undefined, string | null>

/** An address as it was when the order was placed. */
export interface OrderAddress {
  firstName: string
  lastName: string
  phoneCode: string
  phoneNumber: string
  country: string
  postalCode: string | null
  province: string | null
  provinceEng: string | null
  district: string | null
  districtEng: string | null
  subDistrict: string | null
  subDistrictEng: string | null
  address: string
}

/** The branch a pickup order is collected from. */
export interface PickupAddress {
  branch: string
  code: string
  country: string
  province: string
  phoneCode: string
  phoneNumbers: string[]
  address: string
  addressEng: string
}

export interface OrdersTable {
  id: Generated<string>
  order_number: string
  member_id: Optional<string>
  buyer_member_code: string
  buyer_first_name_th: Optional<string>
  buyer_last_name_th: Optional<string>
  buyer_first_name_en: Optional<string>
  buyer_last_name_en: Optional<string>
  buyer_phone_code: string
  buyer_phone_number: string
  country: CountryCode
  currency: string
  status: OrderStatus
  type: OrderType
  payment_method: PaymentMethod
  total_product_price: Decimal
  shipping_fees: Decimal
  taxes: Decimal
  discount: Decimal
  total_price: Decimal
  total_pv: Decimal
  total_quantity: number
  courier_name: Optional<string>
  tracking_number: Optional<string>
  pickup_address: OptionalJson<PickupAddress>
  shipping_address: OptionalJson<OrderAddress>
  billing_address: OptionalJson<OrderAddress>
  /** 'YYYY-MM-DD': the expected delivery day. */
  arriving_on: Optional<string>
  created_at: Timestamp
  updated_at: Timestamp
  version: Generated<number>
}

export interface OrderItemsTable {
  order_id: string
  line_no: number
  product_id: Optional<string>
  product_code: string
  product_name_th: string
  product_name_en: string
  price: Decimal
  pv: Decimal
  quantity: number
  unit: string
  image_key: Optional<string>
  file_type: Generated<'image' | 'video'>
  is_reviewed: Generated<boolean>
}

export interface OrderTrackingTable {
  order_id: string
  /** 1 for the first event; events are read in this order. */
  seq: number
  /** Where the event happened (a hub, a branch). */
  name: string
  status_code: string
  description: string
  tracked_at: Timestamp
  tracking_number: Optional<string>
  last_mile_signature_key: Optional<string>
}

export interface OrderCouponsTable {
  order_id: string
  coupon_code: string
  coupon_name: string
  discount_category: string
  discount_amount: Decimal
}

export interface OrderHistoryTable {
  id: Generated<number>
  order_id: string
  actor_kind: OrderActorKind
  actor_id: Optional<string>
  actor_name: string
  action: string
  changes: Json<Record<string, { from: unknown; to: unknown }>>
  created_at: CreatedAt
}

/**
 * Orders per status, type and UTC day (and month), each order counted under its type and under '*'
 * (either), kept by triggers (0022): exact tab counts without a full count, and the seeks of a tab's
 * deep pages.
 */
export interface OrderDailyCountsTable {
  status: OrderStatus
  type: OrderType | '*'
  span: 'day' | 'month'
  /** 'YYYY-MM-DD': the day, or the first of the month. */
  day: string
  n: number
}

export interface OrdersTables {
  orders: OrdersTable
  order_items: OrderItemsTable
  order_tracking: OrderTrackingTable
  order_coupons: OrderCouponsTable
  order_history: OrderHistoryTable
  order_daily_counts: OrderDailyCountsTable
}
