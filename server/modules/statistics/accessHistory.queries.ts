import { sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import type { CsvFileQuery } from '../../lib/csvBatches'
import {
  type CsvLocale,
  csvCellSql,
  csvLineSql,
  labelCellSql,
  lateralCellSql,
  localTimeCellSql,
} from '../../lib/csvSql'
import { describedDeviceSql } from '../../lib/deviceSql'
import { t } from '../../lib/i18n'
import { afterKeyset, beforeKeyset } from '../../lib/keysetStream'
import type { Keyset, PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import { matchingStaffIds } from '../internalUsers/internalUsers.queries'
import type { AccessHistoryTable } from './statistics.tables'

export type ActorKind = 'internal' | 'member'

const ACCESS_EVENTS: readonly AccessHistoryTable['event'][] = ['sign-in', 'sign-out']

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

const DAY_MS = 24 * 60 * 60 * 1000
const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The number of rows a filter matches. Searches are counted directly (their rows are few and found by
 * index). Otherwise the whole UTC days inside the range come from access_history_daily_counts and
 * only the partial days at its two ends are counted on the index: a few thousand rows at most,
 * however large the history.
 */
export async function countAccessHistory(db: Db, filter: AccessHistoryFilter): Promise<number> {
  const countRows = async (range: { from?: Date; to?: Date; toExclusive?: Date }) => {
    let query = db.selectFrom('access_history as h').where('h.actor_kind', '=', filter.kind)
    if (range.from) query = query.where('h.created_at', '>=', range.from)
    if (range.to) query = query.where('h.created_at', '<=', range.to)
    if (range.toExclusive) query = query.where('h.created_at', '<', range.toExclusive)
    const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return n
  }
  if (filter.search) {
    const { n } = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return n
  }
  const { start, end } = filter
  // Whole days run from the first midnight at or after the start to the last midnight at or before the end.
  const firstDay = start ? startOfUtcDay(new Date(start.getTime() + DAY_MS - 1)) : null
  const lastDayEnd = end ? startOfUtcDay(end) : null
  if (firstDay && lastDayEnd && firstDay >= lastDayEnd)
    return countRows({ from: start ?? undefined, to: end ?? undefined })

  let days = db
    .selectFrom('access_history_daily_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('actor_kind', '=', filter.kind)
  if (firstDay) days = days.where('day', '>=', dayOf(firstDay))
  if (lastDayEnd) days = days.where('day', '<', dayOf(lastDayEnd))
  const [whole, head, tail] = await Promise.all([
    days.executeTakeFirstOrThrow(),
    start && firstDay ? countRows({ from: start, toExclusive: firstDay }) : 0,
    end && lastDayEnd ? countRows({ from: lastDayEnd, to: end }) : 0,
  ])
  return Number(whole.n) + head + tail
}

/**
 * One page, newest first (or oldest first: the same index read backwards). Offsets are taken on the
 * index alone (ids and times) and only the rows of the page are then read; with a keyset the page
 * starts right after it, in the same order, at the same cost at any depth.
 */
export async function listAccessHistory(
  db: Db,
  filter: AccessHistoryFilter,
  page: PageRequest,
  after: Keyset | null,
  order: SortOrder = 'desc',
) {
  let ids = filtered(db, filter)
    .select(['h.id', 'h.created_at'])
    .orderBy('h.created_at', order)
    .orderBy('h.id', order)
    .limit(page.limit)
  const past = order === 'desc' ? beforeKeyset : afterKeyset
  ids = after ? ids.where(past('h.created_at', 'h.id', after)) : ids.offset(page.offset)
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
  return { rows, total: await countAccessHistory(db, filter) }
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
  const who = staff
    ? sql<string>`coalesce(${sql.ref('who.cells')}, ',')`
    : csvCellSql(sql.ref('h.member_code'))
  const line = csvLineSql([
    who,
    labelCellSql(sql.ref('h.event'), events),
    sql<string>`coalesce(${sql.ref('os.cell')}, '')`,
    sql<string>`coalesce(${sql.ref('dv.cell')}, '')`,
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
        .$if(staff, (query) =>
          query.leftJoinLateral(
            db
              .selectFrom('internal_users as u')
              .where('u.id', '=', sql<string>`h.user_id`)
              .select(
                sql<string>`${csvCellSql(sql`u.first_name || ' ' || u.last_name`)} || ',' || ${csvCellSql(sql.ref('u.email'))}`.as(
                  'cells',
                ),
              )
              .offset(0)
              .as('who'),
            (join) => join.onTrue(),
          ),
        )
        .leftJoinLateral(lateralCellSql(db, sql.ref('h.os')).as('os'), (join) => join.onTrue())
        .leftJoinLateral(lateralCellSql(db, describedDeviceSql(sql.ref('h.device'), lang)).as('dv'), (join) =>
          join.onTrue(),
        )
        .select([line.as('line'), 'h.created_at as key_at', 'h.id as key_id'])
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc'),
  }
}
