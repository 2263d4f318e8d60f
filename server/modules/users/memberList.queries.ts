import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { MemberStatus, MemberTier, MemberType } from '../../../src/domain/members'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal, type ListTotal } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import { dateRangeOf, type PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'

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

/** Members of a type, tier and status (each null for all), from member_counts: 30 rows at most. */
async function countFromCounters(db: Db, filter: MemberListFilter): Promise<number> {
  let query = db.selectFrom('member_counts').select((eb) => eb.fn.sum<string>('n').as('n'))
  if (filter.type) query = query.where('member_type', '=', filter.type)
  if (filter.tier) query = query.where('tier', '=', filter.tier)
  if (filter.status) query = query.where('status', '=', filter.status)
  const { n } = await query.executeTakeFirstOrThrow()
  return Number(n ?? 0)
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
 * One page of members. A search is counted up to the cap and read from its start; otherwise the
 * total comes from the counters (or, with a join-date range, an index count of the range) and a page in the back half is read from the other end of
 * the index, so no page steps over more than half the matching rows.
 */
export async function listMembers(
  db: Db,
  filter: MemberListFilter,
  page: PageRequest,
  sort: MemberSort,
  order: SortOrder,
) {
  const matching = membersMatching(db, filter)
  const total: ListTotal = filter.search
    ? await countUpTo(db, matching)
    : exactTotal(
        filter.start || filter.end
          ? Number(
              (await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
            )
          : await countFromCounters(db, filter),
      )
  if (page.offset >= total.total) return { rows: [], total }
  const read = total.capped
    ? { reversed: false, offset: page.offset, limit: page.limit }
    : fromNearerEnd(total.total, page.offset, page.limit)
  const direction: SortOrder = read.reversed ? (order === 'asc' ? 'desc' : 'asc') : order
  const column = sort === 'memberId' ? sql`m.member_code` : sql`m.created_at`
  let query = matching
    .select(SUMMARY_COLUMNS)
    .orderBy(column, direction)
    .orderBy('m.id', direction)
    .limit(read.limit)
  if (read.offset > 0) query = query.offset(read.offset)
  const rows = await query.execute()
  return { rows: read.reversed ? rows.reverse() : rows, total }
}
