import { readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type OrderPage = Schemas['OrderPage']
export type OrderSummary = Schemas['OrderSummary']
export type OrderDetail = Schemas['OrderDetail']
export type OrderTracking = Schemas['OrderTracking']
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>

/** The cache's keys for orders: openapi-react-query's `[method, path, init]`. */
export const ordersKeys = {
  list: (query: OrderListQuery) => ['get', '/admin/orders', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/orders/{id}', { params: { path: { id } } }] as const,
  tracking: (id: string) =>
    ['get', '/admin/orders/tracking-status/{id}', { params: { path: { id } } }] as const,
  /** Every cached page of the order list, which a status change moves rows between. */
  allLists: readsOf('/admin/orders'),
}
