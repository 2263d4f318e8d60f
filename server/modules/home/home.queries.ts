import { sql } from 'kysely'
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

/**
 * Sales (SALE_STATUSES) of one country in its currency, per row day of the roll-up: every day of the
 * range for a series by day or week; whole months as one row each for a series by month or a total.
 */
export async function salesOf(
  db: Db,
  country: string,
  currency: string,
  range: DayRange,
  bucket: Bucket | 'total',
): Promise<SalesOfDay[]> {
  const rows = await db
    .selectFrom('order_sales_daily')
    .select(['day', sql<number>`sum(n)::int8`.as('orders'), sql<string>`sum(sales)::text`.as('sales')])
    .where('country', '=', country)
    .where('currency', '=', currency)
    .where('status', 'in', SALE_STATUSES)
    .where(bucket === 'day' || bucket === 'week' ? daysOf(range) : inRange(range))
    .groupBy('day')
    .orderBy('day')
    .execute()
  return rows.map((row) => ({ day: row.day, orders: Number(row.orders), sales: minorUnits(row.sales) }))
}

/** Members of one country who joined in the range. */
export async function newMembersOf(db: Db, country: string, range: DayRange): Promise<number> {
  const row = await db
    .selectFrom('member_joins_daily')
    .select(sql<number>`coalesce(sum(n), 0)::int8`.as('n'))
    .where('country', '=', country)
    .where(inRange(range))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface SignInsOfDay {
  day: string
  deviceType: string
  n: number
}

/** Member sign-ins of one country per row day and device kind (all days for a series, spans for a total). */
export async function memberSignInsOf(
  db: Db,
  country: string,
  range: DayRange,
  bucket: Bucket | 'total',
): Promise<SignInsOfDay[]> {
  const rows = await db
    .selectFrom('sign_ins_daily')
    .select(['day', 'device_type', sql<number>`sum(n)::int8`.as('n')])
    .where('country', '=', country)
    .where('actor_kind', '=', 'member')
    .where(bucket === 'day' || bucket === 'week' ? daysOf(range) : inRange(range))
    .groupBy(['day', 'device_type'])
    .orderBy('day')
    .execute()
  return rows.map((row) => ({ day: row.day, deviceType: row.device_type, n: Number(row.n) }))
}
