// Moving orders on to their next status, from the list's picked rows or the open order, by a button or
// the palette: the screens say here what may be moved, and the dialog opens on what is asked.
import { proxy, ref } from 'valtio'
import type { OrderStatus } from '../../domain/orders'
import { nextOrderStatus } from '../../domain/orderTransitions'

export interface MovableOrder {
  _id: string
  orderNumber: string
  status: OrderStatus
  version: number
}

export const orderMoveState = proxy({
  /** What the screen on show would move: the list's picked rows, or the open order. */
  movable: ref([] as MovableOrder[]),
  /** The orders the dialog is open for; null while it is closed. */
  moving: null as MovableOrder[] | null,
})

/** The orders among these that have a next status (a settled order has none). */
export const ordersThatMove = (orders: readonly MovableOrder[]): MovableOrder[] =>
  orders.filter((order) => nextOrderStatus(order.status) !== null)

/** Keeps what the screen would move, while it shows it. */
export function offerOrderMove(orders: readonly MovableOrder[]): () => void {
  const offered = ref([...orders])
  orderMoveState.movable = offered
  return () => {
    if (orderMoveState.movable === offered) orderMoveState.movable = ref([])
  }
}

/** Opens the dialog on what the screen offers, if any of it can move. */
export function askToMoveOrders(): void {
  const orders = ordersThatMove(orderMoveState.movable)
  if (orders.length > 0) orderMoveState.moving = orders
}
