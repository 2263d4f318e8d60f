import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal, SEARCH_COUNT_CAP } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import {
  boundComparison,
  dailyBuckets,
  type PageSeek,
  seekPage,
  totalOf,
  utcDayOf,
} from '../../lib/lists/timeBuckets'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'

export interface HistoryFilter {
  minAmount: number | null
  maxAmount: number | null
  /** The start of the order number (or the checkout's reference). */
  search: string | null
  from?: string
  to?: string
}

/** The order number (or the checkout's reference) starts with the search: with orders as o. */
const orderNumberStarts = (search: string) =>
  sql<boolean>`lower(coalesce(o.order_number, r.order_reference)) like ${prefixPattern(search)}`

/**
 * One coupon's redemptions, filtered: what a page's rows and its count read. The order is joined only
 * for a search by its number (through $if, so it stays out of the query's type), so an amount filter
 * is counted and stepped over on an index alone.
 */
function redemptionsMatching(db: Db, couponId: string, filter: HistoryFilter) {
  let query = db.selectFrom('coupon_redemptions as r').where('r.coupon_id', '=', couponId)
  if (filter.search) {
    const search = filter.search
    query = query
      .$if(true, (searched) => searched.leftJoin('orders as o', 'o.id', 'r.order_id'))
      .where(orderNumberStarts(search))
  }
  if (filter.minAmount !== null) query = query.where('r.discount_amount', '>=', String(filter.minAmount))
  if (filter.maxAmount !== null) query = query.where('r.discount_amount', '<=', String(filter.maxAmount))
  if (filter.from) query = query.where('r.redeemed_at', '>=', new Date(filter.from))
  if (filter.to) query = query.where('r.redeemed_at', '<=', new Date(filter.to))
  return query
}

/** One coupon's redemptions with their orders, filtered: what the export reads. */
export function historyMatching(db: Db, couponId: string, filter: HistoryFilter) {
  const query = redemptionsMatching(db, couponId, { ...filter, search: null }).leftJoin(
    'orders as o',
    'o.id',
    'r.order_id',
  )
  return filter.search ? query.where(orderNumberStarts(filter.search)) : query
}

/** The redeeming member's name (members as m) in the reader's language, or in the other where it has none. */
export function memberNameSql(lang: Language) {
  const [first, second] = lang === 'th' ? ['th', 'en'] : ['en', 'th']
  const name = (language: string) =>
    sql<
      string | null
    >`nullif(concat_ws(' ', ${sql.ref(`m.first_name_${language}`)}, ${sql.ref(`m.last_name_${language}`)}), '')`
  return sql<string | null>`coalesce(${name(first)}, ${name(second)})`
}

/**
 * The history's days, newest first, from coupon_redemption_daily_counts (0029): the whole UTC days of
 * the range from their counter rows, the partial days at its ends counted on the history index.
 */
function bucketsOf(db: Db, couponId: string, filter: HistoryFilter) {
  return dailyBuckets(
    { start: filter.from ? new Date(filter.from) : null, end: filter.to ? new Date(filter.to) : null },
    (whole) => {
      let query = db
        .selectFrom('coupon_redemption_daily_counts')
        .select([sql<string>`day::text`.as('day'), 'n'])
        .where('coupon_id', '=', couponId)
      if (whole.first) query = query.where('day', '>=', utcDayOf(whole.first))
      if (whole.endExclusive) query = query.where('day', '<', utcDayOf(whole.endExclusive))
      return query.execute()
    },
    async (from, toExclusive) => {
      let query = redemptionsMatching(db, couponId, filter)
      if (from) query = query.where('r.redeemed_at', '>=', from)
      if (toExclusive) query = query.where('r.redeemed_at', '<', toExclusive)
      const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
      return Number(n)
    },
  )
}

/** Matches of the amount index between two amounts, [from, below) or [from, upTo]. */
async function countAmounts(
  db: Db,
  couponId: string,
  from: number | null,
  end: { below?: number; upTo?: number },
) {
  let query = db
    .selectFrom('coupon_redemptions as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.coupon_id', '=', couponId)
  if (from !== null) query = query.where('r.discount_amount', '>=', String(from))
  if (end.below !== undefined) query = query.where('r.discount_amount', '<', String(end.below))
  if (end.upTo !== undefined) query = query.where('r.discount_amount', '<=', String(end.upTo))
  return Number((await query.executeTakeFirstOrThrow()).n)
}

/**
 * The redemptions of an amount range (no search, no dates): the whole baht inside it from
 * coupon_redemption_amount_counts (0038), the parts of a baht at its ends counted on the amount index,
 * so a range of 30,000 redemptions costs what a few do.
 */
async function amountRangeTotal(db: Db, couponId: string, filter: HistoryFilter): Promise<number> {
  const { minAmount: min, maxAmount: max } = filter
  const low = min === null ? null : Math.ceil(min)
  const high = max === null ? null : Math.floor(max)
  if (low !== null && high !== null && low >= high)
    return countAmounts(db, couponId, min, { upTo: max ?? undefined })
  let whole = db
    .selectFrom('coupon_redemption_amount_counts')
    .select((eb) => eb.fn.sum<string | null>('n').as('n'))
    .where('coupon_id', '=', couponId)
  if (low !== null) whole = whole.where('amount_floor', '>=', String(low))
  if (high !== null) whole = whole.where('amount_floor', '<', String(high))
  const [wholeBaht, belowLow, fromHigh] = await Promise.all([
    whole.executeTakeFirstOrThrow(),
    low !== null && min !== null && min < low ? countAmounts(db, couponId, min, { below: low }) : 0,
    high !== null && max !== null ? countAmounts(db, couponId, high, { upTo: max }) : 0,
  ])
  return Number(wholeBaht.n ?? 0) + belowLow + fromHigh
}

/** The redemptions of a filter with an amount or a search, a search counted up to `cap`. */
async function countFiltered(db: Db, couponId: string, filter: HistoryFilter, cap: number | null) {
  if (filter.search || filter.from || filter.to)
    return countUpTo(db, redemptionsMatching(db, couponId, filter), cap)
  return exactTotal(await amountRangeTotal(db, couponId, filter))
}

/** Every redemption the filter matches, counted exactly: what an export's progress is shown against. */
export async function countCouponHistory(db: Db, couponId: string, filter: HistoryFilter): Promise<number> {
  const byDaysOnly = filter.search === null && filter.minAmount === null && filter.maxAmount === null
  if (byDaysOnly) return totalOf(await bucketsOf(db, couponId, filter))
  return (await countFiltered(db, couponId, filter, null)).total
}

/**
 * A page of one coupon's redemptions with their orders and members, newest first; ties by id. It
 * costs the same at any depth: unfiltered (but for dates), the page number becomes a seek to its day
 * through the daily counts, as the order list's does; filtered by amount or order number, the page is
 * read from the nearer end of the matches (counted exactly: the screen shows the total).
 */
export async function couponHistoryRows(
  db: Db,
  couponId: string,
  filter: HistoryFilter,
  page: PageRequest,
  lang: Language,
) {
  const byDaysOnly = filter.search === null && filter.minAmount === null && filter.maxAmount === null
  let seek: PageSeek
  let total: number
  if (byDaysOnly) {
    const buckets = await bucketsOf(db, couponId, filter)
    total = totalOf(buckets)
    seek = seekPage(buckets, page, 'desc')
  } else {
    const counted = await countFiltered(db, couponId, filter, filter.search ? SEARCH_COUNT_CAP : null)
    total = counted.total
    seek = fromNearerEnd(counted, page, 'desc')
  }
  if (page.offset >= total) return { rows: [], total }
  // The rows before the page are stepped over on the history index alone (0038: it carries the amount);
  // only the page's own redemptions are read with their orders and members.
  let ids = redemptionsMatching(db, couponId, filter)
    .select('r.id')
    .orderBy('r.redeemed_at', seek.direction)
    .orderBy('r.id', seek.direction)
    .limit(seek.limit)
  if (seek.bound) ids = ids.where('r.redeemed_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) ids = ids.offset(seek.skip)
  const query = db
    .selectFrom(ids.as('p'))
    .innerJoin('coupon_redemptions as r', 'r.id', 'p.id')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .select([
      sql<string>`r.id::text`.as('id'),
      'r.order_id',
      sql<string | null>`coalesce(o.order_number, r.order_reference)`.as('order_number'),
      'r.discount_category',
      'r.discount_amount',
      'o.total_price',
      'r.redeemed_at',
      'r.released_at',
      'm.id as member_id',
      'm.member_code',
      memberNameSql(lang).as('member_name'),
    ])
    .orderBy('r.redeemed_at', seek.direction)
    .orderBy('r.id', seek.direction)
  const rows = await query.execute()
  return { rows: seek.reversed ? rows.reverse() : rows, total }
}
