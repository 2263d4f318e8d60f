import type { OrderStatus } from './orders'

/**
 * Where an order may go from each status: one table for the screens (which offer only these) and the
 * server (which refuses anything else). Forward along the tabs, or to cancel/refund before it is
 * received; cancelled/refunded and completed orders are settled.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  to_pay: ['to_ship', 'cancel_refund'],
  to_ship: ['to_receive', 'cancel_refund'],
  to_receive: ['to_review', 'cancel_refund'],
  to_review: ['complete'],
  cancel_refund: [],
  complete: [],
}

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to)

/** The next tab along an order's normal way, or null for a settled order. */
export function nextOrderStatus(from: OrderStatus): OrderStatus | null {
  return ORDER_TRANSITIONS[from].find((to) => to !== 'cancel_refund') ?? null
}

/** A parcel on its way (to_receive) is shipped by a courier under a tracking number. */
export const needsTracking = (to: OrderStatus): boolean => to === 'to_receive'

/** Leaving to_pay for the way forward means the buyer paid. */
export const becomesPaid = (from: OrderStatus, to: OrderStatus): boolean =>
  from === 'to_pay' && to === 'to_ship'
