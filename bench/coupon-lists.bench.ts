// The coupon list on 100,000 coupons (BENCH_ROWS) made by the seed's own generator (every rule type)
// beside 1,000,000 orders (BENCH_ORDERS) whose coupons are redemptions of them, as `npm run seed --
// --coupons` makes them; and the redeem history of the most used coupon, with its orders' redemptions
// and 300,000 checkout redemptions (three per coupon of the list) over about 300 days: the first page,
// a deep page and the last page of each, a search and an amount filter, through the API and as the
// handler's queries run directly.
import { sql } from 'kysely'
import type { BulkLoad } from '../server/db/bulkCopy'
import type { Db } from '../server/db/database'
import { couponHistoryRows, type HistoryFilter } from '../server/modules/coupons/couponHistory.queries'
import { listCouponRows } from '../server/modules/coupons/coupons.queries'
import {
  loadScaleCoupons,
  redeemScaleCouponsOnOrders,
  scaleCouponCode,
} from '../server/modules/coupons/couponsScale.seed'
import { type ListCase, runListBench } from './support/listBench'
import { loadOrders } from './support/orderCases'

const SEED = 7
const HOT = scaleCouponCode(SEED, 1)
const LIST_LIMIT = 5
const HISTORY_LIMIT = 10
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000)

async function load(db: Db, rows: number, bulkLoad: BulkLoad) {
  if (ORDERS > 0) await loadOrders(db, ORDERS, bulkLoad)
  const plan = { count: rows, seed: SEED, asOf: new Date() }
  await loadScaleCoupons(db, plan)
  await redeemScaleCouponsOnOrders(db, plan)
  // Checkout redemptions of the hot coupon (no back-office order), spread over 300 days.
  await sql`
    insert into coupon_redemptions (coupon_id, order_reference, discount_category, discount_amount, redeemed_at)
    select c.id, 'SO-B' || lpad(n::text, 8, '0'), c.discount_category, 10 + n % 90,
      now() - (n * interval '86 seconds')
    from coupons c cross join generate_series(1, ${rows * 3}::int) n
    where c.code = ${HOT}`.execute(db)
}

const noFilter: HistoryFilter = { minAmount: null, maxAmount: null, search: null }

await runListBench({
  name: 'coupon-lists',
  title: 'Coupon list and redeem history',
  rows: 100_000,
  load,
  async cases({ db }) {
    const { id, total_redeem: redeemed } = await db
      .selectFrom('coupons')
      .select(['id', 'total_redeem'])
      .where('code', '=', HOT)
      .executeTakeFirstOrThrow()
    const { n: coupons } = await db
      .selectFrom('coupons')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    const listLast = Math.ceil(Number(coupons) / LIST_LIMIT)
    const historyLast = Math.ceil(redeemed / HISTORY_LIMIT)
    const page = (number: number, limit: number) => ({ page: number, limit, offset: (number - 1) * limit })
    const list = (name: string, number: number, query = '', compareWith?: string): ListCase => ({
      name,
      path: `/admin/coupons?page=${number}&limit=${LIST_LIMIT}${query}`,
      sql: (handle) => listCouponRows(handle, { search: null }, page(number, LIST_LIMIT)),
      compareWith,
    })
    const history = (name: string, number: number, filter = noFilter, compareWith?: string): ListCase => ({
      name,
      path:
        `/admin/coupons/${id}/history?page=${number}&limit=${HISTORY_LIMIT}` +
        (filter.minAmount === null ? '' : `&redeemMinAmount=${filter.minAmount}`),
      sql: (handle) => couponHistoryRows(handle, id, filter, page(number, HISTORY_LIMIT), 'en'),
      compareWith,
    })
    return [
      list('list first page', 1),
      list('list page 1,000', 1000, '', 'list first page'),
      list(`list last page (${listLast.toLocaleString('en')})`, listLast, '', 'list first page'),
      {
        name: 'list search by code',
        path: `/admin/coupons?page=1&limit=${LIST_LIMIT}&search=SC${SEED}-00123`,
        sql: (handle) => listCouponRows(handle, { search: `sc${SEED}-00123` }, page(1, LIST_LIMIT)),
        compareWith: 'list first page',
      },
      history(`history first page (${redeemed.toLocaleString('en')} redemptions)`, 1),
      history(
        'history page 1,000',
        1000,
        noFilter,
        `history first page (${redeemed.toLocaleString('en')} redemptions)`,
      ),
      history(
        `history last page (${historyLast.toLocaleString('en')})`,
        historyLast,
        noFilter,
        `history first page (${redeemed.toLocaleString('en')} redemptions)`,
      ),
      history(
        'history amount ≥ 90, page 100',
        100,
        { ...noFilter, minAmount: 90 },
        `history first page (${redeemed.toLocaleString('en')} redemptions)`,
      ),
    ]
  },
})
