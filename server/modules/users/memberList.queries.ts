import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { MemberStatus, MemberTier, MemberType } from '../../../src/domain/members'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import { boundComparison, type PageSeek, seekPage, totalOf } from '../../lib/lists/timeBuckets'
import { dateRangeOf, type PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'
import { countFromCounters, memberBuckets, memberBucketsAround } from './memberCounts.queries'

export interface MemberListFilter {
  type: MemberType | null
  tier: MemberTier | null
  status: MemberStatus | null
  start: Date | null
  end: Date | null
  search: string | null
}

export type MemberSort = 'joinDate' | 'memberId'

/** The list's filters as the contract checked them; the all-values (ALL_TYPE, Al) mean no filter. */
export function memberFilterOf(query: {
  memberType?: MemberType | 'ALL_TYPE'
  tier?: MemberTier | 'Al'
  status?: MemberStatus
  search?: string
  startDate?: string
  endDate?: string
}): MemberListFilter {
  return {
    type: query.memberType && query.memberType !== 'ALL_TYPE' ? query.memberType : null,
    tier: query.tier && query.tier !== 'Al' ? query.tier : null,
    status: query.status ?? null,
    search: searchOf(query.search),
    ...dateRangeOf(query),
  }
}

/** The columns a search matches at their start, each on its own lower(...) prefix index (0006, 0012). */
const SEARCHED_COLUMNS = [
  'member_code',
  'first_name_th',
  'last_name_th',
  'first_name_en',
  'last_name_en',
  'email',
] as const

/** The members a filter matches; the search is an OR of prefix-index conditions. */
export function membersMatching(db: Db, filter: MemberListFilter) {
  let query = db.selectFrom('members as m')
  if (filter.type) query = query.where('m.member_type', '=', filter.type)
  if (filter.tier) query = query.where('m.tier', '=', filter.tier)
  if (filter.status) query = query.where('m.status', '=', filter.status)
  if (filter.start) query = query.where('m.created_at', '>=', filter.start)
  if (filter.end) query = query.where('m.created_at', '<=', filter.end)
  const term = filter.search
  if (!term) return query
  const pattern = prefixPattern(term)
  // Phone numbers are kept without the trunk 0: "081 234" finds 81234...
  const digits = term.replace(/[\s-]/g, '').replace(/^\+?0*/, '')
  return query.where((eb) =>
    eb.or([
      ...SEARCHED_COLUMNS.map((column) => eb(sql<string>`lower(${sql.ref(`m.${column}`)})`, 'like', pattern)),
      ...(/^[0-9]{3,15}$/.test(digits) ? [eb('m.phone_number', 'like', `${digits}%`)] : []),
    ]),
  )
}

const SUMMARY_COLUMNS = [
  'm.id',
  'm.member_code',
  'm.first_name_th',
  'm.last_name_th',
  'm.first_name_en',
  'm.last_name_en',
  'm.phone_code',
  'm.phone_number',
  'm.email',
  'm.status',
  'm.member_type',
  'm.tier',
  'm.document_status',
  'm.created_at',
  'm.expired_date',
] as const

/**
 * One page of members. Unsearched, the total comes from the counters (member_counts, or the daily
 * buckets of a join-date range) and, by join date, a page number becomes a seek through the daily
 * buckets from the nearer end, so the middle page costs about what the first does. By member id no
 * counter follows member_code order, so a page in the back half is read from the other end of the
 * member_code index: no page steps over more than half the matching rows. A search is counted up to
 * the cap and read by offset, from its start when the cap was reached.
 */
export async function listMembers(
  db: Db,
  filter: MemberListFilter,
  page: PageRequest,
  sort: MemberSort,
  order: SortOrder,
) {
  const matching = membersMatching(db, filter)
  if (filter.search) {
    const total = await countUpTo(db, matching)
    if (page.offset >= total.total) return { rows: [], total }
    return { rows: await readPage(matching, sort, fromNearerEnd(total, page, order)), total }
  }
  const seeks = sort === 'joinDate' && page.offset > 0
  const ranged = filter.start !== null || filter.end !== null
  // A range's total needs its days counted anyway; an unranged deep page needs only the days it lands
  // in, which come with the filter's total (none past the end, when member_counts says the total).
  const buckets = ranged
    ? await bucketsOf(db, filter)
    : seeks
      ? await memberBucketsAround(db, filter, page, order === 'desc')
      : null
  const total = exactTotal(
    buckets && (ranged || buckets.length > 0) ? totalOf(buckets) : await countFromCounters(db, filter),
  )
  if (page.offset >= total.total) return { rows: [], total }
  const seek = seeks && buckets ? seekPage(buckets, page, order) : fromNearerEnd(total, page, order)
  return { rows: await readPage(matching, sort, seek), total }
}

/** The filter's members per day, the partial days at a range's ends counted on its index. */
function bucketsOf(db: Db, filter: MemberListFilter) {
  return memberBuckets(db, filter, async (from, toExclusive) => {
    let query = membersMatching(db, filter)
    if (from) query = query.where('m.created_at', '>=', from)
    if (toExclusive) query = query.where('m.created_at', '<', toExclusive)
    const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return Number(n)
  })
}

async function readPage(matching: ReturnType<typeof membersMatching>, sort: MemberSort, seek: PageSeek) {
  const column = sort === 'memberId' ? 'm.member_code' : 'm.created_at'
  let query = matching
    .select(SUMMARY_COLUMNS)
    .orderBy(column, seek.direction)
    .orderBy('m.id', seek.direction)
    .limit(seek.limit)
  if (seek.bound) query = query.where('m.created_at', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) query = query.offset(seek.skip)
  const rows = await query.execute()
  return seek.reversed ? rows.reverse() : rows
}
