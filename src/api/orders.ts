import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'
import { type ExportTicket, localTimeZone } from './statistics'

type Schemas = components['schemas']
export type OrderPage = Schemas['OrderPage']
export type OrderSummary = Schemas['OrderSummary']
export type OrderDetail = Schemas['OrderDetail']
export type OrderTracking = Schemas['OrderTracking']
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>
export type OrderUpdate = Schemas['OrderUpdate']
export type AddressInput = Schemas['AddressInput']

/** The cache's keys for orders: openapi-react-query's `[method, path, init]`. */
export const ordersKeys = {
  list: (query: OrderListQuery) => ['get', '/admin/orders', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/orders/{id}', { params: { path: { id } } }] as const,
  tracking: (id: string) =>
    ['get', '/admin/orders/tracking-status/{id}', { params: { path: { id } } }] as const,
  /** Every cached page of the order list, which a status change moves rows between. */
  allLists: readsOf('/admin/orders'),
}

/**
 * After orders changed: every page of the list (its row may move to another tab, the tab counts
 * change), its detail and its tracking (courier and tracking number).
 */
export function invalidateOrder(...ids: string[]): Promise<void> {
  return invalidateReads(
    ordersKeys.allLists,
    ...ids.flatMap((id) => [{ queryKey: ordersKeys.detail(id) }, { queryKey: ordersKeys.tracking(id) }]),
  )
}

/** One order for the editor: asked of the server every time, and the answer kept for every other view of it. */
export async function readOrder(id: string): Promise<OrderDetail> {
  const cache = linkedQueryCache()
  if (!cache) return dataOrThrow(await api.GET('/admin/orders/{id}', { params: { path: { id } } }))
  return cache.queryClient.fetchQuery({ ...cache.$api.queryOptions(...ordersKeys.detail(id)), staleTime: 0 })
}

/** Changes an order made on `changes.version`; a 409 means someone changed it meanwhile and nothing was written. */
export async function updateOrder(id: string, changes: OrderUpdate): Promise<OrderDetail> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/orders/{id}', { params: { path: { id } }, body: changes }),
  )
  await invalidateOrder(id)
  return updated
}

export type OrderExportQuery = NonNullable<operations['createOrdersExportTicket']['parameters']['query']>

/**
 * A single-use link to download the orders CSV (the tab with its filters, or the picked `ids`), dates
 * in the browser's time zone: the browser downloads it straight to disk while its progress is asked.
 */
export async function requestOrdersExportTicket(query: OrderExportQuery): Promise<ExportTicket> {
  return dataOrThrow(
    await api.POST('/admin/orders/export-ticket', {
      params: { query: { timeZone: localTimeZone(), ...query } },
    }),
  )
}

export type OrderBulkMove = Schemas['OrderBulkMove']

/** Moves the picked orders each to its next status, all or none; then every list and each order is read again. */
export async function moveOrdersToNextStatus(body: OrderBulkMove) {
  const moved = dataOrThrow(await api.POST('/admin/orders/next-status', { body }))
  await invalidateOrder(...moved.data.map((order) => order._id))
  return moved
}
