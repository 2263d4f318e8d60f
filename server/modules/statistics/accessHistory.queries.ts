import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import type { CsvFileQuery } from '../../lib/csvBatches'
import {
  type CsvLocale,
  csvCellSql,
  csvLineSql,
  labelCellSql,
  localTimeCellSql,
  repeatingCellsSql,
} from '../../lib/csvSql'
import { describedDeviceSql } from '../../lib/deviceSql'
import { t } from '../../lib/i18n'
import { afterKeyset, beforeKeyset } from '../../lib/keysetStream'
import { countUpTo, exactTotal, type ListTotal, SEARCH_COUNT_CAP } from '../../lib/lists/countUpTo'
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
import type { AccessHistoryTable } from './statistics.tables'

export type ActorKind = 'internal' | 'member'

const ACCESS_EVENTS: readonly AccessHistoryTable['event'][] = ['sign-in', 'sign-out', 'view-as']

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
export async function countAccessHistory(
  db: Db,
  filter: AccessHistoryFilter,
  searchCap: number | null = SEARCH_COUNT_CAP,
): Promise<ListTotal> {
  if (filter.search) return countUpTo(db, filtered(db, filter), searchCap)
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
      'h.viewed_as',
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

/**
 * The file of an access-history export, written by the database: the columns naming who (staff by
 * name and e-mail, members by id), then the event's, in the reader's language and time zone. Who,
 * device and OS repeat from row to row, so each comes from a lateral subquery the planner memoizes:
 * escaped and put into words once per distinct value in a batch; only the IP and time per row.
 */
export function accessHistoryExport(db: Db, filter: AccessHistoryFilter, locale: CsvLocale): CsvFileQuery {
  const { lang, timeZone } = locale
  const staff = filter.kind === 'internal'
  const label = (key: string, vars?: Record<string, string>) => t(lang, `staffAccess.csv.${key}`, vars)
  const events = Object.fromEntries(
    ACCESS_EVENTS.map((event) => [event, t(lang, `staffAccess.events.${event}`)]),
  )
  const who = sql<string>`coalesce((${db
    .selectFrom('internal_users as u')
    .where('u.id', '=', sql<string>`r.user_id`)
    .select(
      sql<string>`${csvCellSql(sql`u.first_name || ' ' || u.last_name`)} || ',' || ${csvCellSql(sql.ref('u.email'))}`.as(
        'cells',
      ),
    )}), ',')`
  const repeating = [
    ...(staff ? [who] : []),
    // A view-as names whose view it opened: 'Viewed as: Editors'.
    sql<string>`(case when r.viewed_as is null then ${labelCellSql(sql.ref('r.event'), events)}
      else ${csvCellSql(sql<string>`${events['view-as']}::text || ': ' || r.viewed_as`)} end)`,
    csvCellSql(sql.ref('r.os')),
    csvCellSql(describedDeviceSql(sql.ref('r.device'), lang)),
  ]
  const line = csvLineSql([
    ...(staff ? [] : [csvCellSql(sql.ref('h.member_code'))]),
    sql<string>`${sql.ref('same.cells')}`,
    csvCellSql(sql.ref('h.ip')),
    localTimeCellSql('h.created_at', timeZone),
  ])
  return {
    header: [
      ...(staff ? [label('name'), label('email')] : [label('memberId')]),
      label('event'),
      label('os'),
      label('device'),
      label('ip'),
      label('date', { timeZone }),
    ],
    // The batch's rows are found first (the index in order, or at worst a sort of bare rows when the
    // planner has no statistics yet), and only they are then put into words.
    page: (after, limit) =>
      db
        .selectFrom(
          filtered(db, filter)
            .selectAll('h')
            .$if(after !== null, (query) =>
              query.where(beforeKeyset('h.created_at', 'h.id', after as Keyset)),
            )
            .orderBy('h.created_at', 'desc')
            .orderBy('h.id', 'desc')
            .limit(limit)
            .as('h'),
        )
        .leftJoinLateral(
          repeatingCellsSql(db, ['h.user_id', 'h.event', 'h.viewed_as', 'h.os', 'h.device'], repeating).as(
            'same',
          ),
          (join) => join.onTrue(),
        )
        .select([line.as('line'), 'h.created_at as key_at', 'h.id as key_id'])
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc'),
  }
}
