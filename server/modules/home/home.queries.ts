import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { type Bucket, type DayRange, SALE_STATUSES } from '../../../src/domain/dashboard'
import type { Db } from '../../db/database'
import { daysOf, inRange } from './rollupRanges'

/** '1234.5' or '-0.07' → minor units (satang) as a bigint: sums stay exact whatever their size. */
export function minorUnits(amount: string | number): bigint {
  const text = String(amount)
  const negative = text.startsWith('-')
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.')
  const units = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
  return negative ? -units : units
}

/** Minor units back to an amount: exact as a number up to 90 trillion in the currency. */
export const amountOf = (units: bigint): number => Number(units) / 100

export interface SalesOfDay {
  /** A day, or the first of a whole month when the series is by month. */
  day: string
  orders: number
  /** In minor units of the currency. */
  sales: bigint
}

export interface SignInsOfDay {
  day: string
  deviceType: string
  n: number
}

export interface DashboardRows {
  sales: SalesOfDay[]
  previousSales: SalesOfDay[]
  newMembers: number
  previousNewMembers: number
  signIns: SignInsOfDay[]
  previousSignIns: SignInsOfDay[]
}

type PartRow = {
  part: string
  day: string | null
  device_type: string | null
  n: number | string
  sales: string | null
}

/**
 * Everything the home dashboard reads, for a range and its previous period, in one statement: on
 * PGlite every statement costs its own round of planning and a pass through the single connection, so
 * six small reads cost about six times one.
 */
export async function dashboardRowsOf(
  db: Db,
  country: string,
  currency: string,
  range: DayRange,
  previous: DayRange,
  bucket: Bucket,
): Promise<DashboardRows> {
  const series = bucket === 'day' || bucket === 'week' ? daysOf(range) : inRange(range)
  const sales = (part: string, where: RawBuilder<SqlBool>, byDay: boolean) => sql<PartRow>`
    select ${part} as part, ${byDay ? sql`day::text` : sql`null`} as day, null as device_type,
      sum(n)::int8 as n, sum(sales)::text as sales
    from order_sales_daily
    where country = ${country} and currency = ${currency} and status in (${sql.join(SALE_STATUSES)}) and ${where}
    ${byDay ? sql`group by day` : sql``}`
  const members = (part: string, where: RawBuilder<SqlBool>) => sql<PartRow>`
    select ${part}, null, null, coalesce(sum(n), 0)::int8, null from member_joins_daily
    where country = ${country} and ${where}`
  const signIns = (part: string, where: RawBuilder<SqlBool>, byDay: boolean) => sql<PartRow>`
    select ${part}, ${byDay ? sql`day::text` : sql`null`}, device_type, sum(n)::int8, null from sign_ins_daily
    where country = ${country} and actor_kind = 'member' and ${where}
    group by ${byDay ? sql`day, ` : sql``}device_type`
  const { rows } = await sql<PartRow>`
    ${sales('sales', series, true)} union all ${sales('previousSales', inRange(previous), false)}
    union all ${members('newMembers', inRange(range))} union all ${members('previousNewMembers', inRange(previous))}
    union all ${signIns('signIns', series, true)} union all ${signIns('previousSignIns', inRange(previous), false)}`.execute(
    db,
  )
  const of = (part: string) => rows.filter((row) => row.part === part)
  const salesRows = (part: string) =>
    of(part)
      .filter((row) => row.sales !== null)
      .map((row) => ({ day: row.day ?? '', orders: Number(row.n), sales: minorUnits(row.sales ?? '0') }))
  const signInRows = (part: string) =>
    of(part).map((row) => ({
      day: row.day ?? '',
      deviceType: row.device_type ?? 'unknown',
      n: Number(row.n),
    }))
  const count = (part: string) => of(part).reduce((sum, row) => sum + Number(row.n), 0)
  return {
    sales: salesRows('sales'),
    previousSales: salesRows('previousSales'),
    newMembers: count('newMembers'),
    previousNewMembers: count('previousNewMembers'),
    signIns: signInRows('signIns'),
    previousSignIns: signInRows('previousSignIns'),
  }
}
