// Orders (spec sections 2, 3 and 9): the value lists shared by the SPA and the server. The status
// transition rules come later; these are only the values.

/** The six tabs of the order list, in their order on screen. */
export const ORDER_STATUSES = [
  'to_pay',
  'to_ship',
  'to_receive',
  'to_review',
  'cancel_refund',
  'complete',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Order types: ROC and BMC orders; ALL is only a filter value. */
export const ORDER_TYPES = ['ROC', 'BMC'] as const
export type OrderType = (typeof ORDER_TYPES)[number]
export const ORDER_TYPE_FILTERS = ['ALL', ...ORDER_TYPES] as const
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number]

export const PAYMENT_METHODS = ['promptpay', 'credit_card', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * A courier's tracking events, oldest first. A pickup order is ready at its branch and then collected;
 * a shipped one is picked up by the courier, travels, goes out for delivery and is delivered (signed for);
 * a parcel the buyer refused or returned goes back to the sender.
 */
export const TRACKING_STATUS_CODES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'COLLECTED',
  'RETURNED',
] as const
export type TrackingStatusCode = (typeof TRACKING_STATUS_CODES)[number]

/** Who changed an order, as its history keeps it. */
export const ORDER_ACTOR_KINDS = ['staff', 'member', 'system'] as const
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number]

/** An order's amounts in minor units (satang, sen, ...), so sums are exact. */
export interface OrderAmounts {
  totalProductPrice: number
  shippingFees: number
  taxes: number
  discount: number
}

/** What the buyer pays: the products, shipping and taxes, less any coupon discount. */
export function orderTotal(amounts: OrderAmounts): number {
  return amounts.totalProductPrice + amounts.shippingFees + amounts.taxes - amounts.discount
}

/** A name kept in Thai and Latin letters, in the UI language, else the other one. */
export function nameIn(name: { th: string | null; en: string | null }, language: string): string {
  const [first, second] = language === 'th' ? [name.th, name.en] : [name.en, name.th]
  return first?.trim() || second?.trim() || ''
}
