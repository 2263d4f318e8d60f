import type { components } from '../../../src/api/schema'
import { COUNTRIES } from '../../../src/domain/constants'
import {
  type Bucket,
  bucketOf,
  bucketStart,
  changeOf,
  conversionRate,
  type DayRange,
  dayNumber,
  dayOf,
  previousRange,
  rangeDays,
} from '../../../src/domain/dashboard'
import type { Db } from '../../db/database'
import { amountOf, dashboardRowsOf, type SalesOfDay } from './home.queries'

type Schemas = components['schemas']
type Country = Schemas['DashboardCountry']
type Platform = 'desktop' | 'mobile' | 'other'

/** Desktop browsers are desktop; phones and tablets are mobile; the rest counts in the total only. */
export const platformOf = (deviceType: string): Platform =>
  deviceType === 'desktop'
    ? 'desktop'
    : deviceType === 'mobile' || deviceType === 'tablet'
      ? 'mobile'
      : 'other'

export const currencyOf = (country: Country): Schemas['Currency'] =>
  COUNTRIES.find((entry) => entry.code === country)?.currency ?? 'THB'

const dayRangeOf = (range: DayRange): Schemas['DayRange'] => ({ ...range, days: rangeDays(range) })

/** The buckets of a range, each clipped to it, keyed by the first day of the whole bucket. */
export function bucketsOf(range: DayRange, bucket: Bucket): { key: string; range: DayRange }[] {
  const end = dayNumber(range.endDate) ?? 0
  const buckets: { key: string; range: DayRange }[] = []
  let day = range.startDate
  while ((dayNumber(day) ?? 0) <= end) {
    const key = bucketStart(day, bucket)
    let next = (dayNumber(day) ?? 0) + 1
    while (next <= end && bucketStart(dayOf(next), bucket) === key) next += 1
    buckets.push({ key, range: { startDate: day, endDate: dayOf(next - 1) } })
    day = dayOf(next)
  }
  return buckets
}

const total = (rows: SalesOfDay[]) =>
  rows.reduce((sum, row) => ({ orders: sum.orders + row.orders, sales: sum.sales + row.sales }), {
    orders: 0,
    sales: 0n,
  })

/** A period's figures from its total rows. */
function figuresOf(sales: SalesOfDay[], numberUser: number, signIns: { n: number }[]): Schemas['Figures'] {
  const { orders, sales: amount } = total(sales)
  const totalTraction = signIns.reduce((sum, row) => sum + row.n, 0)
  return {
    totalSale: amountOf(amount),
    numberOrder: orders,
    numberUser,
    totalTraction,
    conversionRate: conversionRate(orders, totalTraction),
  }
}

/** Every figure of the home dashboard for one country and range (see getHomeDashboard's description). */
export async function homeDashboardOf(
  db: Db,
  country: Country,
  range: DayRange,
): Promise<Schemas['HomeDashboard']> {
  const bucket = bucketOf(rangeDays(range))
  const previous = previousRange(range)
  const currency = currencyOf(country)
  const rows = await dashboardRowsOf(db, country, currency, range, previous, bucket)
  const { sales, signIns } = rows
  const before = figuresOf(rows.previousSales, rows.previousNewMembers, rows.previousSignIns)
  const buckets = bucketsOf(range, bucket)
  const salesBy = new Map(buckets.map((b) => [b.key, { orders: 0, sales: 0n }]))
  for (const row of sales) {
    const sum = salesBy.get(bucketStart(row.day, bucket))
    if (sum) {
      sum.orders += row.orders
      sum.sales += row.sales
    }
  }
  const tractionBy = new Map(buckets.map((b) => [b.key, { desktop: 0, mobile: 0, other: 0 }]))
  for (const row of signIns) {
    const sum = tractionBy.get(bucketStart(row.day, bucket))
    if (sum) sum[platformOf(row.deviceType)] += row.n
  }
  const tractionChart = buckets.map((b) => ({
    ...b.range,
    ...(tractionBy.get(b.key) ?? { desktop: 0, mobile: 0, other: 0 }),
  }))
  const desktop = tractionChart.reduce((sum, b) => sum + b.desktop, 0)
  const mobile = tractionChart.reduce((sum, b) => sum + b.mobile, 0)
  const totalTraction = tractionChart.reduce((sum, b) => sum + b.desktop + b.mobile + b.other, 0)
  const figures = figuresOf(sales, rows.newMembers, signIns)
  return {
    ...figures,
    country,
    unit: currency,
    range: dayRangeOf(range),
    previousRange: dayRangeOf(previous),
    previous: before,
    change: {
      totalSale: changeOf(figures.totalSale, before.totalSale),
      numberOrder: changeOf(figures.numberOrder, before.numberOrder),
      numberUser: changeOf(figures.numberUser, before.numberUser),
      totalTraction: changeOf(figures.totalTraction, before.totalTraction),
      conversionRate:
        figures.conversionRate === null ? null : changeOf(figures.conversionRate, before.conversionRate),
    },
    bucket,
    dataSales: buckets.map((b) => {
      const sum = salesBy.get(b.key) ?? { orders: 0, sales: 0n }
      return { ...b.range, totalSale: amountOf(sum.sales), numberOrder: sum.orders }
    }),
    tractions: { dataPlatform: { desktop, mobile }, tractionChart, totalTraction },
  }
}
