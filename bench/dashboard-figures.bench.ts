// The home dashboard's and platform statistics' figures on 1,000,000 orders (BENCH_ROWS) over two
// years, loaded by the seed's own generator: ranges of 1 day, 30 days, 1 year and 2 years, through the
// API and as the handler's queries run directly, beside the same total computed straight from the
// orders (the floor the roll-ups are there to beat). Before anything is timed, each range's total
// sales and sale count from the roll-ups must equal the straight sums to the satang.
// Budgets (1 connection, p99): 20 ms on PostgreSQL, 40 ms on PGlite.
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import { minorUnits } from '../server/modules/home/home.queries'
import { homeDashboardOf } from '../server/modules/home/homeFigures'
import { platformStatisticsOf } from '../server/modules/statistics/platformStatistics.queries'
import { bangkokToday, type DayRange, dayNumber, dayOf, SALE_STATUSES } from '../src/domain/dashboard'
import { type ListCase, runListBench } from './support/listBench'
import { loadOrders } from './support/orderCases'

const RANGES: [string, number][] = [
  ['1 day', 1],
  ['30 days', 30],
  ['1 year', 365],
  ['2 years', 731],
]

/** The range of `days` days ending yesterday (today's orders are few, the seed ends now). */
const rangeOf = (days: number): DayRange => {
  const end = (dayNumber(bangkokToday()) ?? 0) - 1
  return { startDate: dayOf(end - days + 1), endDate: dayOf(end) }
}

/** Total sales and sales of Thailand over a range, straight from the orders. */
async function straightFromOrders(db: Db, range: DayRange) {
  const { rows } = await sql<{ n: string; sales: string }>`
    select count(*)::text as n, coalesce(sum(total_price), 0)::text as sales from orders
    where country = 'TH' and currency = 'THB' and status in (${sql.join(SALE_STATUSES)})
      and created_at >= (${range.startDate}::date::timestamp at time zone 'Asia/Bangkok')
      and created_at < ((${range.endDate}::date + 1)::timestamp at time zone 'Asia/Bangkok')`.execute(db)
  return { orders: Number(rows[0].n), sales: minorUnits(rows[0].sales) }
}

const query = (range: DayRange) => `startDate=${range.startDate}&endDate=${range.endDate}`

await runListBench({
  name: 'dashboard-figures',
  title: 'Dashboard figures',
  rows: 1_000_000,
  load: loadOrders,
  async cases({ db }) {
    const cases: ListCase[] = []
    for (const [name, days] of RANGES) {
      const range = rangeOf(days)
      const figures = await homeDashboardOf(db, 'TH', range)
      const floor = await straightFromOrders(db, range)
      if (minorUnits(figures.totalSale.toFixed(2)) !== floor.sales || figures.numberOrder !== floor.orders)
        throw new Error(
          `${name}: the roll-ups say ${figures.totalSale} THB in ${figures.numberOrder} sales, the orders ${floor.sales} satang in ${floor.orders}`,
        )
      console.log(
        `  ${name}: ${figures.numberOrder} sales, ${figures.totalSale.toFixed(2)} THB, agreeing to the satang`,
      )
      cases.push(
        {
          name: `home ${name}`,
          path: `/admin/users/home-dashboard?${query(range)}`,
          sql: (handle) => homeDashboardOf(handle, 'TH', range),
        },
        {
          name: `platform ${name}`,
          path: `/admin/users/home-platform?${query(range)}`,
          sql: (handle) => platformStatisticsOf(handle, range, undefined),
        },
        {
          name: `straight from orders ${name}`,
          path: null,
          sql: (handle) => straightFromOrders(handle, range),
          compareWith: `home ${name}`,
          // Seconds a query at a year's range: at 32 connections it would hold PGlite's thread for minutes.
          connections: [1],
        },
      )
    }
    return cases
  },
})
