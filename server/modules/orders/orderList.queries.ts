import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '../../../src/domain/orders'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal, type ListTotal } from '../../lib/lists/countUpTo'
import { bucketsAround, DAY_AROUND_COLUMNS, type DayAround } from '../../lib/lists/daysAround'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import {
  boundComparison,
  type DayRange,
  dailyBuckets,
  monthsAndDaysOf,
  type PageSeek,
  seekPage,
  utcDayOf,
  wholeDaysOf,
} from '../../lib/lists/timeBuckets'
import { dateRangeOf, type PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'

export interface OrderListFilter {
  status: OrderStatus
  /** Null for both types. */
  type: OrderType | null
  start: Date | null
  end: Date | null
  search: string | null
}

export type OrderSort = 'date' | 'total'

/** The list's filters as a request of the list or its export gives them (checked by the contract). */
export function orderFilterOf(query: {
  status?: OrderStatus
  type?: OrderType | 'ALL'
  search?: string
  startDate?: string
  endDate?: string
}): OrderListFilter {
  return {
    status: query.status ?? 'to_pay',
    type: query.type && query.type !== 'ALL' ? query.type : null,
    search: searchOf(query.search),
    ...dateRangeOf(query),
  }
}

/** The columns a search matches at their start: each has its own prefix index (see 0008_orders). */
const SEARCHED_COLUMNS = [
  'order_number',
  'buyer_member_code',
  'buyer_first_name_th',
  'buyer_last_name_th',
  'buyer_first_name_en',
  'buyer_last_name_en',
] as const

/** Orders of a type and date range, in any status: what the tab counts and the index counts share. */
function ofTypeAndRange(db: Db, filter: Pick<OrderListFilter, 'type' | 'start' | 'end'>) {
  let query = db.selectFrom('orders as o')
  if (filter.type) query = query.where('o.type', '=', filter.type)
  if (filter.start) query = query.where('o.created_at', '>=', filter.start)
  if (filter.end) query = query.where('o.created_at', '<=', filter.end)
  return query
}

/** The orders a filter matches: one status, and the search as an OR of prefix-index conditions. */
export function ordersMatching(db: Db, filter: OrderListFilter) {
  const query = ofTypeAndRange(db, filter).where('o.status', '=', filter.status)
  const term = filter.search
  if (!term) return query
  const pattern = prefixPattern(term)
  const digits = term.replace(/\D/g, '').replace(/^0+/, '')
  return query.where((eb) =>
    eb.or([
      ...SEARCHED_COLUMNS.map((column) => eb(sql<string>`lower(${sql.ref(`o.${column}`)})`, 'like', pattern)),
      // Phone numbers are kept without the trunk 0: "081 234" finds 81234...
      ...(digits.length >= 3 ? [eb('o.buyer_phone_number', 'like', `${digits}%`)] : []),
    ]),
  )
}

/** A type's counter rows (one per day or month, '*' counting both types), narrowed to a range. */
function countersOf(db: Db, filter: Pick<OrderListFilter, 'type'>, span: 'day' | 'month', range: DayRange) {
  let query = db
    .selectFrom('order_daily_counts')
    .where('type', '=', filter.type ?? '*')
    .where('span', '=', span)
  if (range.first) query = query.where('day', '>=', utcDayOf(range.first))
  if (range.endExclusive) query = query.where('day', '<', utcDayOf(range.endExclusive))
  return query
}

/**
 * Orders per status over whole UTC days, from the counters: the whole months among the days from
 * their month rows, the days around them from their day rows (a few hundred rows however long the
 * range).
 */
function wholeDayCountsByStatus(db: Db, filter: Pick<OrderListFilter, 'type'>, whole: DayRange) {
  const { months, days } = monthsAndDaysOf(whole)
  const parts = [
    ...(months ? [countersOf(db, filter, 'month', months)] : []),
    ...days.map((range) => countersOf(db, filter, 'day', range)),
  ].map((query) => query.select(['status', 'n']))
  const [firstPart, ...rest] = parts
  const counters = rest.reduce((union, part) => union.unionAll(part), firstPart)
  return db
    .selectFrom(counters.as('c'))
    .select(['c.status', (eb) => eb.fn.sum<string>('c.n').as('n')])
    .groupBy('c.status')
    .execute()
}

/**
 * The count of every tab for a type and date range: whole days summed from order_daily_counts, the
 * partial days at the range's ends counted on the (status, type, created_at) indexes, one grouped
 * query each. Never more than two days of rows, however many orders there are.
 */
export async function orderTabCounts(
  db: Db,
  filter: Pick<OrderListFilter, 'type' | 'start' | 'end'>,
): Promise<Record<OrderStatus, number>> {
  const whole = wholeDaysOf(filter)
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
  const add = (rows: { status: OrderStatus; n: number | string | null }[]) => {
    for (const row of rows) counts[row.status] += Number(row.n ?? 0)
  }
  const countRows = (from: Date | null, toExclusive: Date | null) => {
    let query = ofTypeAndRange(db, filter)
    if (from) query = query.where('o.created_at', '>=', from)
    if (toExclusive) query = query.where('o.created_at', '<', toExclusive)
    return query
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute()
  }
  if (whole.first && whole.endExclusive && whole.first >= whole.endExclusive) {
    add(await countRows(null, null))
    return counts
  }
  const [days, newest, oldest] = await Promise.all([
    wholeDayCountsByStatus(db, filter, whole),
    whole.endExclusive ? countRows(whole.endExclusive, null) : [],
    whole.first ? countRows(null, whole.first) : [],
  ])
  add(days)
  add(newest)
  add(oldest)
  return counts
}

/** One tab's rows of a date range in counted daily buckets, for turning a page number into a seek. */
function bucketsOf(db: Db, filter: OrderListFilter) {
  return dailyBuckets(
    filter,
    (whole) =>
      countersOf(db, filter, 'day', whole)
        .where('status', '=', filter.status)
        .select([sql<string>`day::text`.as('day'), 'n'])
        .execute(),
    async (from, toExclusive) => {
      let query = ordersMatching(db, { ...filter, search: null })
      if (from) query = query.where('o.created_at', '>=', from)
      if (toExclusive) query = query.where('o.created_at', '<', toExclusive)
      const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return Number(n)
    },
  )
}

/**
 * The buckets a seek to one page of a tab over all time needs (see bucketsAround): order_days_around
 * (0022) sums the tab's months and reads the days of only the one or two holding the page.
 */
async function bucketsAroundPage(
  db: Db,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
  order: SortOrder,
) {
  const { rows } = await sql<DayAround>`
    select ${DAY_AROUND_COLUMNS}
    from order_days_around(${filter.status}, ${filter.type ?? '*'}, ${page.offset}, ${page.limit},
      ${order === 'desc'})`.execute(db)
  return bucketsAround(rows)
}

const SUMMARY_COLUMNS = [
  'o.id',
  'o.order_number',
  'o.buyer_member_code',
  'o.buyer_first_name_th',
  'o.buyer_last_name_th',
  'o.buyer_first_name_en',
  'o.buyer_last_name_en',
  'o.buyer_phone_code',
  'o.buyer_phone_number',
  'o.country',
  'o.currency',
  'o.status',
  'o.type',
  'o.total_price',
  'o.total_pv',
  'o.total_quantity',
  'o.payment_method',
  'o.created_at',
  'o.version',
] as const

/**
 * One page of a tab. By date, a page number becomes a seek through the daily counters (the last page
 * costs what the first does); by total, a page in the back half is read from the other end of the
 * index. A search is counted up to the cap, so its pages stay near an end.
 */
export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  page: PageRequest,
  sort: OrderSort,
  order: SortOrder,
  counts: Record<OrderStatus, number>,
) {
  const total: ListTotal = filter.search
    ? await countUpTo(db, ordersMatching(db, filter))
    : exactTotal(counts[filter.status])
  if (page.offset >= total.total) return { rows: [], total }
  return {
    rows: await readPage(db, filter, sort, await pageSeek(db, filter, page, sort, order, total)),
    total,
  }
}

/**
 * How to reach the page: a tab by date seeks through its daily counts from the nearer end; any other
 * list is read by offset from the nearer end of its index. A capped search is read from its start:
 * its capped total is not where it ends.
 */
async function pageSeek(
  db: Db,
  filter: OrderListFilter,
  page: PageRequest,
  sort: OrderSort,
  order: SortOrder,
  total: ListTotal,
): Promise<PageSeek> {
  if (sort === 'date' && !filter.search && page.offset > 0) {
    const ranged = filter.start !== null || filter.end !== null
    const buckets = ranged ? await bucketsOf(db, filter) : await bucketsAroundPage(db, filter, page, order)
    return seekPage(buckets, page, order)
  }
  return fromNearerEnd(total, page, order)
}

async function readPage(db: Db, filter: OrderListFilter, sort: OrderSort, seek: PageSeek) {
  const column = sort === 'date' ? 'o.created_at' : 'o.total_price'
  let query = ordersMatching(db, filter)
    .select(SUMMARY_COLUMNS)
    .orderBy(column, seek.direction)
    .orderBy('o.id', seek.direction)
    .limit(seek.limit)
  if (seek.bound) query = query.where('o.created_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) query = query.offset(seek.skip)
  const rows = await query.execute()
  return seek.reversed ? rows.reverse() : rows
}
