import { type RawBuilder, sql } from 'kysely'
import type {
  CouponExpiryLabel,
  DiscountCategory,
  LIST_ITEM_KIND_OF_SCOPE,
  ProductScope,
} from '../../../src/domain/coupons/couponOptions'
import { type CouponSort, defaultOrderOf, type SortOrder } from '../../../src/domain/listSort'
import { MEMBER_TYPES } from '../../../src/domain/members'
import type { Db } from '../../db/database'
import { exactTotal } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import { boundComparison, dailyBuckets, seekPage, totalOf } from '../../lib/lists/timeBuckets'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'
import type { columnsOf } from './couponRows'

export interface CouponFilter {
  search: string | null
  status?: 'active' | 'inactive'
  discountCategory?: DiscountCategory
  expiryLabel?: CouponExpiryLabel
  redeemFrom?: string
  redeemTo?: string
}

/** The list's filter as a list or export request asks for it ('All' is no filter). */
export function couponFilterOf(query: {
  search?: string
  status?: 'Active' | 'Inactive' | 'All'
  discountCategory?: DiscountCategory | 'All'
  expiryLabel?: CouponExpiryLabel
  redeemFrom?: string
  redeemTo?: string
}): CouponFilter {
  return {
    search: searchOf(query.search),
    status: query.status === 'Active' ? 'active' : query.status === 'Inactive' ? 'inactive' : undefined,
    discountCategory: query.discountCategory === 'All' ? undefined : query.discountCategory,
    expiryLabel: query.expiryLabel,
    redeemFrom: query.redeemFrom,
    redeemTo: query.redeemTo,
  }
}

/** The coupons a filter matches, unordered: what a list page, its count and the export share. */
export function couponsMatching(db: Db, filter: CouponFilter, now: Date) {
  let query = db.selectFrom('coupons as c')
  if (filter.status) query = query.where('c.status', '=', filter.status)
  if (filter.discountCategory) query = query.where('c.discount_category', '=', filter.discountCategory)
  if (filter.redeemFrom) query = query.where('c.redeem_end_at', '>=', new Date(filter.redeemFrom))
  if (filter.redeemTo) query = query.where('c.redeem_start_at', '<=', new Date(filter.redeemTo))
  switch (filter.expiryLabel) {
    case 'terminate':
      query = query.where('c.status', '=', 'inactive')
      break
    case 'pending':
      query = query.where('c.status', '=', 'active').where('c.redeem_start_at', '>', now)
      break
    case 'expired':
      query = query.where('c.status', '=', 'active').where('c.redeem_end_at', '<', now)
      break
    case 'unexpired':
      query = query
        .where('c.status', '=', 'active')
        .where('c.redeem_start_at', '<=', now)
        .where('c.redeem_end_at', '>=', now)
  }
  if (filter.search)
    query = query.where((eb) =>
      eb.or([
        eb('c.code', 'like', prefixPattern(filter.search as string).toUpperCase()),
        eb(sql<string>`lower(c.name)`, 'like', prefixPattern(filter.search as string)),
      ]),
    )
  return query
}

export const SORT_COLUMNS = {
  createdAt: sql.ref('c.created_at'),
  name: sql`lower(c.name)`,
  code: sql.ref('c.code'),
  redeemStart: sql.ref('c.redeem_start_at'),
  totalRedeem: sql.ref('c.total_redeem'),
} as const

/** The direction of a coupon sort: the one asked for, else newest, most redeemed or A to Z first. */
export const couponSortDirection = (sort: CouponSort, order: SortOrder | undefined): SortOrder =>
  order ?? (sort === 'totalRedeem' ? 'desc' : defaultOrderOf(sort === 'redeemStart' ? 'createdAt' : sort))

/** The filters coupon_daily_counts (0038) follows, '*' for one left open; null for any other filter. */
function countedKeyOf(filter: CouponFilter): { status: string; category: string } | null {
  if (filter.search || filter.redeemFrom || filter.redeemTo) return null
  const category = filter.discountCategory ?? '*'
  if (!filter.expiryLabel) return { status: filter.status ?? '*', category }
  // Terminated is inactive; the other labels depend on the time now, which no counter follows.
  if (filter.expiryLabel === 'terminate' && filter.status !== 'active')
    return { status: 'inactive', category }
  return null
}

/** The filter's coupons per UTC day created, newest first, from coupon_daily_counts: one row a day. */
function couponBuckets(db: Db, key: { status: string; category: string }) {
  return dailyBuckets(
    { start: null, end: null },
    () =>
      db
        .selectFrom('coupon_daily_counts')
        .select([sql<string>`day::text`.as('day'), 'n'])
        .where('status', '=', key.status)
        .where('discount_category', '=', key.category)
        .execute(),
    // An open range has no partial days to count.
    async () => 0,
  )
}

/**
 * Every coupon the filter matches, the list's and its export's total: a sum of the kept daily counts
 * where they follow the filter (with those days, which a page by creation date seeks through), else a count.
 */
export async function countCoupons(db: Db, filter: CouponFilter) {
  const key = countedKeyOf(filter)
  const buckets = key ? await couponBuckets(db, key) : null
  if (buckets) return { total: totalOf(buckets), buckets }
  const { total } = await couponsMatching(db, filter, new Date())
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return { total: Number(total), buckets }
}

/**
 * A page of coupons, newest first unless another column is asked for; ties by id. Filtered by status
 * and discount category only, the total is a sum of the kept daily counts and, by creation date, the
 * page number becomes a seek to its day from the nearer end, as the order list's does; any other
 * filter is counted, and a page in the back half is read from the other end of the sort's index and
 * turned round. The rows before the page are stepped over by id alone (on the sort's index), and only
 * the page's own coupons are read whole.
 */
export async function listCouponRows(
  db: Db,
  filter: CouponFilter,
  page: PageRequest,
  { sort = 'createdAt', order }: { sort?: CouponSort; order?: SortOrder } = {},
) {
  const direction = couponSortDirection(sort, order)
  const query = couponsMatching(db, filter, new Date())
  const { total, buckets } = await countCoupons(db, filter)
  if (page.offset >= total) return { rows: [], total }
  const seek =
    buckets && sort === 'createdAt'
      ? seekPage(buckets, page, direction)
      : fromNearerEnd(exactTotal(total), page, direction)
  const sorted = <Q extends { orderBy: (expression: RawBuilder<unknown>) => Q }>(select: Q) =>
    select
      .orderBy(sql`${SORT_COLUMNS[sort]} ${sql.raw(seek.direction)}`)
      .orderBy(sql`c.id ${sql.raw(seek.direction)}`)
  let ids = sorted(query.select('c.id')).limit(seek.limit)
  if (seek.bound) ids = ids.where('c.created_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) ids = ids.offset(seek.skip)
  const rows = await sorted(
    db.selectFrom(ids.as('p')).innerJoin('coupons as c', 'c.id', 'p.id').selectAll('c'),
  ).execute()
  return { rows: seek.reversed ? rows.reverse() : rows, total }
}

export type CouponColumns = ReturnType<typeof columnsOf>

export async function insertCoupon(
  db: Db,
  columns: CouponColumns,
  createdBy: string | null,
): Promise<string> {
  const { id } = await db
    .insertInto('coupons')
    .values({ ...columns, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateCouponRow(db: Db, id: string, columns: Partial<CouponColumns>) {
  await db
    .updateTable('coupons')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute()
}

/** Whether another coupon than `exceptId` has this code. */
export async function codeTaken(db: Db, code: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('coupons').select('id').where('code', '=', code)
  if (exceptId) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids of `ids` that name no item of the scope's kind (no product category for 'category'). */
export async function unknownItems(
  db: Db,
  kind: (typeof LIST_ITEM_KIND_OF_SCOPE)[ProductScope],
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  if (kind === 'plan') return ids.filter((id) => !(MEMBER_TYPES as readonly string[]).includes(id))
  const candidates = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())
  let known: string[] = []
  if (candidates.length > 0) {
    if (kind === 'category')
      known = (
        await db.selectFrom('product_categories').select('id').where('id', 'in', candidates).execute()
      ).map((r) => r.id)
    else {
      let query = db.selectFrom('products').select('id').where('id', 'in', candidates)
      if (kind === 'promotionProduct') query = query.where('flag', '=', 'promotion')
      known = (await query.execute()).map((r) => r.id)
    }
  }
  return ids.filter((id) => !known.includes(id.toLowerCase()))
}

/** Coupons whose code or name starts with the term, to chain to; the coupon being edited left out. */
export async function couponChainRows(db: Db, term: string | null, excludeId: string | null) {
  let query = db.selectFrom('coupons as c').select(['c.id', 'c.code', 'c.name'])
  if (term)
    query = query.where((eb) =>
      eb.or([
        eb('c.code', 'like', prefixPattern(term).toUpperCase()),
        eb(sql<string>`lower(c.name)`, 'like', prefixPattern(term)),
      ]),
    )
  if (excludeId) query = query.where('c.id', '<>', excludeId)
  return query.orderBy('c.code').limit(20).execute()
}
