import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import { type DayRange, rangeDays } from '../../../src/domain/dashboard'
import type { Db } from '../../db/database'
import { daysOf, inRange } from '../home/rollupRanges'

type Schemas = components['schemas']
type Counted = { key: string; n: number | string }

const countsOf = (rows: Counted[]): Schemas['CountsOf'] =>
  rows.map((row) => ({ key: row.key, n: Number(row.n) })).filter((row) => row.n !== 0)

async function membersBy(
  db: Db,
  range: DayRange,
  country: string | undefined,
  key: 'member_type' | 'country' | 'month',
) {
  const keyOf = key === 'month' ? sql<string>`to_char(day, 'YYYY-MM')` : sql<string>`${sql.ref(key)}`
  let query = db
    .selectFrom('member_joins_daily')
    .select([keyOf.as('key'), sql<number>`sum(n)::int8`.as('n')])
    .where(inRange(range))
  if (country && key !== 'country') query = query.where('country', '=', country)
  return countsOf(await query.groupBy(sql`1`).orderBy(sql`1`).execute())
}

async function ordersBy(
  db: Db,
  range: DayRange,
  country: string | undefined,
  key: 'type' | 'country' | 'status',
) {
  let query = db
    .selectFrom('order_sales_daily')
    .select([sql<string>`${sql.ref(key)}`.as('key'), sql<number>`sum(n)::int8`.as('n')])
    .where(inRange(range))
  if (country && key !== 'country') query = query.where('country', '=', country)
  return countsOf(await query.groupBy(sql`1`).orderBy(sql`1`).execute())
}

/** Sign-ins per day and kind by device: members of the country (all when none), and every staff member. */
async function signInsByDay(db: Db, range: DayRange, country: string | undefined) {
  let query = db
    .selectFrom('sign_ins_daily')
    .select(['day', 'actor_kind', 'device_type', sql<number>`sum(n)::int8`.as('n')])
    .where(daysOf(range))
  if (country)
    query = query.where((eb) => eb.or([eb('actor_kind', '=', 'internal'), eb('country', '=', country)]))
  const rows = await query.groupBy(['day', 'actor_kind', 'device_type']).orderBy('day').execute()
  const byDay = new Map<string, Schemas['SignInsOfDay']>()
  for (const row of rows) {
    const key = `${row.day} ${row.actor_kind}`
    const day = byDay.get(key) ?? {
      day: row.day,
      actorKind: row.actor_kind === 'internal' ? 'internal' : 'member',
      desktop: 0,
      mobile: 0,
      tablet: 0,
      other: 0,
    }
    const device = ['desktop', 'mobile', 'tablet'].includes(row.device_type)
      ? (row.device_type as 'desktop' | 'mobile' | 'tablet')
      : 'other'
    day[device] += Number(row.n)
    byDay.set(key, day)
  }
  return [...byDay.values()].filter((day) => day.desktop + day.mobile + day.tablet + day.other > 0)
}

/** The platform statistics home's breakdowns (see getPlatformStatistics' description). */
export async function platformStatisticsOf(
  db: Db,
  range: DayRange,
  country: Schemas['DashboardCountry'] | undefined,
): Promise<Schemas['PlatformStatistics']> {
  const [
    membersByType,
    membersByCountry,
    membersByJoinMonth,
    ordersByType,
    ordersByCountry,
    ordersByStatus,
    signIns,
  ] = await Promise.all([
    membersBy(db, range, country, 'member_type'),
    membersBy(db, range, country, 'country'),
    membersBy(db, range, country, 'month'),
    ordersBy(db, range, country, 'type'),
    ordersBy(db, range, country, 'country'),
    ordersBy(db, range, country, 'status'),
    signInsByDay(db, range, country),
  ])
  return {
    country: country ?? null,
    range: { ...range, days: rangeDays(range) },
    membersByType,
    membersByCountry,
    membersByJoinMonth,
    ordersByType,
    ordersByCountry,
    ordersByStatus,
    signInsByDay: signIns,
  }
}
