import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import { REVIEW_STATES, type ReviewState } from '../../../src/domain/reviews'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal, type ListTotal } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import {
  boundComparison,
  dailyBuckets,
  type PageSeek,
  seekPage,
  utcDayOf,
  wholeDaysOf,
} from '../../lib/lists/timeBuckets'
import { dateRangeOf, type PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'

export interface ReviewListFilter {
  state: ReviewState
  /** The product-quality rating; null for any. */
  rating: number | null
  productId: string | null
  start: Date | null
  end: Date | null
  search: string | null
}

export type ReviewTabCounts = Record<ReviewState, number>

/** The list's filters as the request gives them (checked by the contract). */
export function reviewFilterOf(query: {
  state?: ReviewState
  rating?: number
  productId?: string
  search?: string
  startDate?: string
  endDate?: string
}): ReviewListFilter {
  return {
    state: query.state ?? 'pending',
    rating: query.rating ?? null,
    productId: query.productId ?? null,
    search: searchOf(query.search),
    ...dateRangeOf(query),
  }
}

type Filter = Omit<ReviewListFilter, 'state' | 'search'>

/** Reviews of a rating, product and date range, in any state: what the tab counts and the list share. */
function ofRatingProductAndRange(db: Db, filter: Filter) {
  let query = db.selectFrom('reviews as r')
  if (filter.rating !== null) query = query.where('r.product_rating', '=', filter.rating)
  if (filter.productId) query = query.where('r.product_id', '=', filter.productId)
  if (filter.start) query = query.where('r.created_at', '>=', filter.start)
  if (filter.end) query = query.where('r.created_at', '<=', filter.end)
  return query
}

/**
 * The reviews a filter matches: one state, and the search as the start of the product code or of the
 * reviewer's member id, each found through its own prefix index and then the review indexes by id.
 */
export function reviewsMatching(db: Db, filter: ReviewListFilter) {
  const query = ofRatingProductAndRange(db, filter).where('r.state', '=', filter.state)
  if (!filter.search) return query
  const pattern = prefixPattern(filter.search)
  // `= any(array(...))` rather than `in (...)`: each side becomes an index condition on the reviews'
  // product or member index (one bitmap each, OR-ed), where `in` under an OR is a filter on every review
  // of the state.
  const productIds = db
    .selectFrom('products')
    .select('id')
    .where(sql<string>`lower(product_code)`, 'like', pattern)
  const memberIds = db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(member_code)`, 'like', pattern)
  return query.where((eb) =>
    eb.or([
      eb('r.product_id', '=', sql<string>`any(array(${productIds}))`),
      eb('r.member_id', '=', sql<string>`any(array(${memberIds}))`),
    ]),
  )
}

/** Reviews per state over whole UTC days, from the counters (which know ratings, not products). */
function wholeDayCounts(db: Db, filter: Filter, whole: { first: Date | null; endExclusive: Date | null }) {
  let query = db.selectFrom('review_daily_counts')
  if (filter.rating !== null) query = query.where('product_rating', '=', filter.rating)
  if (whole.first) query = query.where('day', '>=', utcDayOf(whole.first))
  if (whole.endExclusive) query = query.where('day', '<', utcDayOf(whole.endExclusive))
  return query
}

/**
 * The count of every tab. For one product, counted on its index (a product's reviews are few next to
 * all of them); otherwise whole days summed from review_daily_counts and the partial days at the
 * range's ends counted by index, as the order tabs are.
 */
export async function reviewTabCounts(db: Db, filter: Filter): Promise<ReviewTabCounts> {
  const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0])) as ReviewTabCounts
  const add = (rows: { state: ReviewState; n: number | string | null }[]) => {
    for (const row of rows) counts[row.state] += Number(row.n ?? 0)
  }
  const countRows = (from: Date | null, toExclusive: Date | null) => {
    let query = ofRatingProductAndRange(db, filter)
    if (from) query = query.where('r.created_at', '>=', from)
    if (toExclusive) query = query.where('r.created_at', '<', toExclusive)
    return query
      .select(['r.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('r.state')
      .execute()
  }
  const whole = wholeDaysOf(filter)
  if (filter.productId || (whole.first && whole.endExclusive && whole.first >= whole.endExclusive)) {
    add(await countRows(null, null))
    return counts
  }
  const [days, newest, oldest] = await Promise.all([
    wholeDayCounts(db, filter, whole)
      .select(['state', (eb) => eb.fn.sum<string>('n').as('n')])
      .groupBy('state')
      .execute(),
    whole.endExclusive ? countRows(whole.endExclusive, null) : [],
    whole.first ? countRows(null, whole.first) : [],
  ])
  add(days)
  add(newest)
  add(oldest)
  return counts
}

/** One tab's rows in counted daily buckets, for turning a page number into a seek. */
function bucketsOf(db: Db, filter: ReviewListFilter) {
  return dailyBuckets(
    filter,
    (whole) =>
      wholeDayCounts(db, filter, whole)
        .where('state', '=', filter.state)
        .select([sql<string>`day::text`.as('day'), (eb) => eb.fn.sum<string>('n').as('n')])
        .groupBy('day')
        .execute(),
    async (from, toExclusive) => {
      let query = reviewsMatching(db, { ...filter, search: null })
      if (from) query = query.where('r.created_at', '>=', from)
      if (toExclusive) query = query.where('r.created_at', '<', toExclusive)
      const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return Number(n)
    },
  )
}

/**
 * One page of a tab, by date. Without a product or search, a page number becomes a seek through the
 * daily counters (the last page costs what the first does); one product's reviews are read by offset
 * from the nearer end of its index; a search is counted up to the cap and read from its start.
 */
export async function listReviews(
  db: Db,
  filter: ReviewListFilter,
  page: PageRequest,
  order: SortOrder,
  counts: ReviewTabCounts,
) {
  const total: ListTotal = filter.search
    ? await countUpTo(db, reviewsMatching(db, filter))
    : exactTotal(counts[filter.state])
  if (page.offset >= total.total) return { ids: [], total }
  const seek = await pageSeek(db, filter, page, order, total)
  let query = reviewsMatching(db, filter)
    .select('r.id')
    .orderBy('r.created_at', seek.direction)
    .orderBy('r.id', seek.direction)
    .limit(seek.limit)
  if (seek.bound) query = query.where('r.created_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) query = query.offset(seek.skip)
  const rows = await query.execute()
  const ids = rows.map((row) => row.id)
  return { ids: seek.reversed ? ids.reverse() : ids, total }
}

async function pageSeek(
  db: Db,
  filter: ReviewListFilter,
  page: PageRequest,
  order: SortOrder,
  total: ListTotal,
): Promise<PageSeek> {
  if (!filter.search && !filter.productId && page.offset > 0)
    return seekPage(await bucketsOf(db, filter), page, order)
  return fromNearerEnd(total, page, order)
}
