import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import { afterKeyset, beforeKeyset } from '../../lib/keysetStream'
import { countUpTo, exactTotal, type ListTotal } from '../../lib/lists/countUpTo'
import {
  boundComparison,
  dailyBuckets,
  type PageSeek,
  seekPage,
  type TimeBucket,
  totalOf,
  utcDayOf,
} from '../../lib/lists/timeBuckets'
import type { Keyset, PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import { matchingStaffIds } from '../internalUsers/internalUsers.queries'

export type ActorKind = 'internal' | 'member'

export interface AccessHistoryFilter {
  kind: ActorKind
  search: string | null
  start: Date | null
  end: Date | null
  /** Staff matching the search, looked up first (see `withMatchingStaff`). */
  staffIds?: readonly string[]
}

// A search matching more staff than this is too vague to be useful; the IP prefix still applies.
const MAX_MATCHING_STAFF = 1000

/**
 * Resolves the staff a search names before the history is read: the history query then has two plain
 * index conditions (user ids, IP prefix) that PostgreSQL combines with a bitmap OR, where a subquery
 * in the OR would make it scan the whole table.
 */
export async function withMatchingStaff(db: Db, filter: AccessHistoryFilter): Promise<AccessHistoryFilter> {
  if (!filter.search || filter.kind !== 'internal') return filter
  const rows = await matchingStaffIds(db, filter.search).limit(MAX_MATCHING_STAFF).execute()
  return { ...filter, staffIds: rows.map((row) => row.id) }
}

/**
 * Kind and time range come from access_history_kind_recent_idx; a search matches the person (staff:
 * the name or e-mail prefix indexes; members: their member id) or the start of the IP address.
 */
function filtered(db: Db, filter: AccessHistoryFilter) {
  let query = db.selectFrom('access_history as h').where('h.actor_kind', '=', filter.kind)
  if (filter.start) query = query.where('h.created_at', '>=', filter.start)
  if (filter.end) query = query.where('h.created_at', '<=', filter.end)
  const term = filter.search
  if (term) {
    const pattern = prefixPattern(term)
    const staffIds = filter.staffIds ?? []
    query = query.where((eb) =>
      eb.or([
        eb('h.ip', 'like', pattern),
        ...(filter.kind === 'member' ? [eb(sql<string>`lower(h.member_code)`, 'like', pattern)] : []),
        ...(staffIds.length > 0 ? [eb('h.user_id', 'in', staffIds)] : []),
      ]),
    )
  }
  return query
}

/** The rows of a kind between two instants, counted on access_history_kind_recent_idx (a day at most). */
function countBetween(db: Db, filter: AccessHistoryFilter) {
  return async (from: Date | null, toExclusive: Date | null): Promise<number> => {
    let query = filtered(db, { ...filter, search: null })
    if (from) query = query.where('h.created_at', '>=', from)
    if (toExclusive) query = query.where('h.created_at', '<', toExclusive)
    const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return Number(n)
  }
}

/** The history of a kind over a date range in counted buckets: whole days from the counter table, the ends by index. */
function bucketsOf(db: Db, filter: AccessHistoryFilter): Promise<TimeBucket[]> {
  return dailyBuckets(
    filter,
    (whole) => {
      let days = db
        .selectFrom('access_history_daily_counts')
        .select([sql<string>`day::text`.as('day'), 'n'])
        .where('actor_kind', '=', filter.kind)
      if (whole.first) days = days.where('day', '>=', utcDayOf(whole.first))
      if (whole.endExclusive) days = days.where('day', '<', utcDayOf(whole.endExclusive))
      return days.execute()
    },
    countBetween(db, filter),
  )
}

/**
 * The total a filter matches: without a search, from the daily counters (the index counts at most
 * the two partial days at a range's ends); with one, counted up to the cap.
 */
export async function countAccessHistory(db: Db, filter: AccessHistoryFilter): Promise<ListTotal> {
  if (filter.search) return countUpTo(db, filtered(db, filter))
  return exactTotal(totalOf(await bucketsOf(db, filter)))
}

/**
 * One page, newest first (or oldest first: the same index read backwards). A page number becomes a
 * seek: the counters say which day the page starts on, and the index is entered there, skipping at
 * most a day's rows, so the last page costs what the first does. A searched list is capped (see
 * SEARCH_COUNT_CAP), so its offsets stay small. With a keyset the page starts right after it.
 */
export async function listAccessHistory(
  db: Db,
  filter: AccessHistoryFilter,
  page: PageRequest,
  after: Keyset | null,
  order: SortOrder = 'desc',
) {
  let total: ListTotal
  let seek: PageSeek = {
    bound: null,
    skip: page.offset,
    direction: order,
    reversed: false,
    limit: page.limit,
  }
  if (filter.search) total = await countUpTo(db, filtered(db, filter))
  else {
    const buckets = await bucketsOf(db, filter)
    total = exactTotal(totalOf(buckets))
    seek = seekPage(buckets, page, order)
  }
  if (!after && page.offset >= total.total) return { rows: [], total }

  let ids = filtered(db, filter)
    .select(['h.id', 'h.created_at'])
    .orderBy('h.created_at', after ? order : seek.direction)
    .orderBy('h.id', after ? order : seek.direction)
    .limit(after ? page.limit : seek.limit)
  if (after) ids = ids.where((order === 'desc' ? beforeKeyset : afterKeyset)('h.created_at', 'h.id', after))
  else {
    if (seek.bound) ids = ids.where('h.created_at', boundComparison(seek.direction), seek.bound)
    if (seek.skip > 0) ids = ids.offset(seek.skip)
  }
  const rows = await db
    .with('page', () => ids)
    .selectFrom('page as p')
    .innerJoin('access_history as h', 'h.id', 'p.id')
    .leftJoin('internal_users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.user_id',
      'h.member_code',
      'h.event',
      'h.os',
      'h.device',
      'h.ip',
      'h.reported_os',
      'h.reported_ip',
      'h.created_at',
      sql<string>`h.created_at::text`.as('at'),
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .orderBy('p.created_at', order)
    .orderBy('p.id', order)
    .execute()
  return { rows, total }
}

/** The rows of an export, dates already formatted by the database in the chosen time zone. */
export function accessHistoryExport(db: Db, filter: AccessHistoryFilter, timeZone: string) {
  return (after: Keyset | null, limit: number | null) => {
    let query = filtered(db, filter)
      .leftJoin('internal_users as u', 'u.id', 'h.user_id')
      .select([
        'h.id',
        sql<string>`h.created_at::text`.as('at'),
        sql<string | null>`u.first_name || ' ' || u.last_name`.as('name'),
        'u.email',
        'h.member_code',
        'h.event',
        'h.os',
        'h.device',
        'h.ip',
        sql<string>`to_char(h.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`.as('date'),
      ])
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
    if (after) query = query.where(beforeKeyset('h.created_at', 'h.id', after))
    if (limit !== null) query = query.limit(limit)
    return query
  }
}
