import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { countUpTo } from '../../lib/lists/countUpTo'
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

/** One coupon's redemptions with their orders, filtered: what a page, its count and the export share. */
export function historyMatching(db: Db, couponId: string, filter: HistoryFilter) {
  let query = db
    .selectFrom('coupon_redemptions as r')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .where('r.coupon_id', '=', couponId)
  if (filter.search)
    query = query.where(
      sql<string>`lower(coalesce(o.order_number, r.order_reference))`,
      'like',
      prefixPattern(filter.search),
    )
  if (filter.minAmount !== null) query = query.where('r.discount_amount', '>=', String(filter.minAmount))
  if (filter.maxAmount !== null) query = query.where('r.discount_amount', '<=', String(filter.maxAmount))
  if (filter.from) query = query.where('r.redeemed_at', '>=', new Date(filter.from))
  if (filter.to) query = query.where('r.redeemed_at', '<=', new Date(filter.to))
  return query
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
      let query = historyMatching(db, couponId, filter)
      if (from) query = query.where('r.redeemed_at', '>=', from)
      if (toExclusive) query = query.where('r.redeemed_at', '<', toExclusive)
      const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
      return Number(n)
    },
  )
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

/** Every redemption the filter matches, counted exactly: what an export's progress is shown against. */
export async function countCouponHistory(db: Db, couponId: string, filter: HistoryFilter): Promise<number> {
  const byDaysOnly = filter.search === null && filter.minAmount === null && filter.maxAmount === null
  if (byDaysOnly) return totalOf(await bucketsOf(db, couponId, filter))
  return (await countUpTo(db, historyMatching(db, couponId, filter), null)).total
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
    const counted = await countUpTo(
      db,
      historyMatching(db, couponId, filter),
      filter.search ? undefined : null,
    )
    total = counted.total
    seek = fromNearerEnd(counted, page, 'desc')
  }
  if (page.offset >= total) return { rows: [], total }
  let query = historyMatching(db, couponId, filter)
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
    .limit(seek.limit)
  if (seek.bound) query = query.where('r.redeemed_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) query = query.offset(seek.skip)
  const rows = await query.execute()
  return { rows: seek.reversed ? rows.reverse() : rows, total }
}
