import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { bucketsAround, DAY_AROUND_COLUMNS, type DayAround } from '../../lib/lists/daysAround'
import { dailyBuckets, type TimeBucket, utcDayOf } from '../../lib/lists/timeBuckets'
import type { MemberListFilter } from './memberList.queries'

type CountedFilter = Pick<MemberListFilter, 'type' | 'tier' | 'status'>

/** Members of a type, tier and status (each null for all), from member_counts: 30 rows at most. */
export async function countFromCounters(db: Db, filter: CountedFilter): Promise<number> {
  let query = db.selectFrom('member_counts').select((eb) => eb.fn.sum<string>('n').as('n'))
  if (filter.type) query = query.where('member_type', '=', filter.type)
  if (filter.tier) query = query.where('tier', '=', filter.tier)
  if (filter.status) query = query.where('status', '=', filter.status)
  const { n } = await query.executeTakeFirstOrThrow()
  return Number(n ?? 0)
}

/**
 * A filter's members in counted daily buckets, newest first, for turning a page number into a seek and
 * for the total of a join-date range. member_daily_counts holds each combination of the filters with
 * '*' for an open one, so the whole days are one primary-key range of one row per day; the partial
 * days at a range's ends are counted on the filter's index, a day at most each.
 */
export function memberBuckets(
  db: Db,
  filter: CountedFilter & Pick<MemberListFilter, 'start' | 'end'>,
  countBetween: (from: Date | null, toExclusive: Date | null) => Promise<number>,
): Promise<TimeBucket[]> {
  return dailyBuckets(
    filter,
    (whole) => {
      let query = db
        .selectFrom('member_daily_counts')
        .select([sql<string>`day::text`.as('day'), 'n'])
        .where('member_type', '=', filter.type ?? '*')
        .where('tier', '=', filter.tier ?? '*')
        .where('status', '=', filter.status ?? '*')
        .where('span', '=', 'day')
      if (whole.first) query = query.where('day', '>=', utcDayOf(whole.first))
      if (whole.endExclusive) query = query.where('day', '<', utcDayOf(whole.endExclusive))
      return query.execute()
    },
    countBetween,
  )
}

/**
 * The buckets a seek to one page needs (see bucketsAround): member_days_around (0021) walks the
 * filter's months and reads the days of only the one or two holding the page's first and last rows.
 * For a list without a join-date range (whose partial days memberBuckets counts).
 */
export async function memberBucketsAround(
  db: Db,
  filter: CountedFilter,
  page: { offset: number; limit: number },
  newestFirst: boolean,
): Promise<TimeBucket[]> {
  const { rows } = await sql<DayAround>`
    select ${DAY_AROUND_COLUMNS}
    from member_days_around(${filter.type ?? '*'}, ${filter.tier ?? '*'}, ${filter.status ?? '*'},
      ${page.offset}, ${page.limit}, ${newestFirst})`.execute(db)
  return bucketsAround(rows)
}
