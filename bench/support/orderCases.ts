// The order list's requests and the queries its handler runs for them, shared by the benches that time
// them: orders-list (at 1,000,000 orders) and http-floor (the same queries behind a bare HTTP server).

import type { BulkLoad } from '../../server/db/bulkCopy'
import type { Db } from '../../server/db/database'
import type { PageRequest } from '../../server/lib/paging'
import {
  listOrders,
  type OrderListFilter,
  type OrderSort,
  orderTabCounts,
} from '../../server/modules/orders/orderList.queries'
import { loadCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'

export const ORDER_PAGE_LIMIT = 10

export interface OrderQuery {
  filter: OrderListFilter
  page: number
  sort?: OrderSort
}

/** Every tab, both types, all time, no search: the first page of the list as it opens. */
export const ALL_COMPLETE: OrderListFilter = {
  status: 'complete',
  type: null,
  start: null,
  end: null,
  search: null,
}

/** The request under /api that asks for the query's page. */
export const orderPathOf = ({ filter, page, sort }: OrderQuery): string => {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(page),
    limit: String(ORDER_PAGE_LIMIT),
  })
  if (filter.type) params.set('type', filter.type)
  if (filter.start) params.set('startDate', filter.start.toISOString())
  if (filter.end) params.set('endDate', filter.end.toISOString())
  if (filter.search) params.set('search', filter.search)
  if (sort) params.set('sort', sort)
  return `/admin/orders?${params}`
}

/** What listOrders' handler runs for the query: the tab counts, then the page. */
export const orderHandlerQueries = (db: Db, { filter, page, sort }: OrderQuery) => {
  const request: PageRequest = { page, limit: ORDER_PAGE_LIMIT, offset: (page - 1) * ORDER_PAGE_LIMIT }
  return orderTabCounts(db, filter).then((counts) =>
    listOrders(db, filter, request, sort ?? 'date', 'desc', counts),
  )
}

/** `orders` orders with a fifth as many members and a fiftieth as many products, by the seed's generator. */
export async function loadOrders(db: Db, orders: number, bulkLoad: BulkLoad): Promise<void> {
  const counts = { orders, members: Math.ceil(orders / 5), products: Math.ceil(orders / 50) }
  const plan = await planCommerce(db, { seed: 1, asOf: new Date(), counts })
  await loadCommerce(bulkLoad, plan)
}
