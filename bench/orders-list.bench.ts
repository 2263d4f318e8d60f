// The order list on 1,000,000 orders (BENCH_ROWS) with 200,000 members and 20,000 products, loaded by
// the seed's own generator: the first page, page 1,000 and the last page, each tab, a type, a date
// range, searches by order number and by Thai and Latin buyer names, and the six tab counts, each
// through the API and as the handler's queries run directly.
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import { orderTabCounts } from '../server/modules/orders/orderList.queries'
import { ORDER_STATUSES } from '../src/domain/orders'
import { type ListCase, runListBench } from './support/listBench'
import {
  ALL_COMPLETE,
  loadOrders,
  ORDER_PAGE_LIMIT,
  type OrderQuery,
  orderHandlerQueries,
  orderPathOf,
} from './support/orderCases'

const DAY_MS = 86_400_000

const listCase = (name: string, query: OrderQuery, compareWith?: string): ListCase => ({
  name,
  path: orderPathOf(query),
  sql: (db) => orderHandlerQueries(db, query),
  compareWith,
})

/** A word that starts some of the loaded buyers' names in `column`, for a realistic search. */
async function commonPrefix(db: Db, column: 'buyer_first_name_th' | 'buyer_first_name_en'): Promise<string> {
  const { rows } = await sql<{ word: string }>`
    select left(${sql.ref(column)}, 3) as word from orders where ${sql.ref(column)} is not null
    group by 1 order by count(*) desc limit 1`.execute(db)
  return rows[0]?.word ?? 'a'
}

await runListBench({
  name: 'orders-list',
  title: 'Order list',
  rows: 1_000_000,
  load: loadOrders,
  async cases({ db }) {
    const all = ALL_COMPLETE
    const counts = await orderTabCounts(db, all)
    const lastPage = Math.max(1, Math.ceil(counts.complete / ORDER_PAGE_LIMIT))
    const { order_number: someNumber } = await db
      .selectFrom('orders')
      .select('order_number')
      .orderBy('created_at', 'desc')
      .offset(12_345)
      .limit(1)
      .executeTakeFirstOrThrow()
    const now = Date.now()
    const month = { start: new Date(now - 200 * DAY_MS), end: new Date(now - 170 * DAY_MS) }
    return [
      listCase('first page (complete)', { filter: all, page: 1 }),
      listCase('page 1,000', { filter: all, page: 1000 }, 'first page (complete)'),
      listCase(
        `last page (${lastPage.toLocaleString('en')})`,
        { filter: all, page: lastPage },
        'first page (complete)',
      ),
      listCase(`last page by total`, { filter: all, page: lastPage, sort: 'total' }, 'first page (complete)'),
      ...ORDER_STATUSES.filter((status) => status !== 'complete').map((status) =>
        listCase(`tab ${status}`, { filter: { ...all, status }, page: 1 }, 'first page (complete)'),
      ),
      listCase('type BMC', { filter: { ...all, type: 'BMC' }, page: 1 }, 'first page (complete)'),
      listCase(
        '30 days, half a year back',
        { filter: { ...all, ...month }, page: 1 },
        'first page (complete)',
      ),
      listCase(
        'search order number',
        { filter: { ...all, search: someNumber }, page: 1 },
        'first page (complete)',
      ),
      listCase(
        'search Thai name',
        { filter: { ...all, search: await commonPrefix(db, 'buyer_first_name_th') }, page: 1 },
        'first page (complete)',
      ),
      listCase(
        'search Latin name',
        { filter: { ...all, search: await commonPrefix(db, 'buyer_first_name_en') }, page: 1 },
        'first page (complete)',
      ),
      { name: 'tab counts, all time', path: null, sql: (db) => orderTabCounts(db, all) },
      {
        name: 'tab counts, BMC, 30 days',
        path: null,
        sql: (db) => orderTabCounts(db, { ...all, type: 'BMC', ...month }),
      },
    ]
  },
})
