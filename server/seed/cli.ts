// `npm run seed -- --orders N --members N --products N --reviews N --coupons N [--seed S] [--as-of ISO]`: scale data for
// benchmarks and demos, in the database the server uses (DATABASE_URL, otherwise the PGlite folder in
// DATA_DIR, which must not be in use by a running server). Rows are loaded with COPY; the same seed on
// the same database makes the same rows.
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { databaseTarget, loadConfig } from '../config'
import { type DatabaseHandle, openDatabase } from '../db/database'
import { DataDirLockedError } from '../db/dataDirLock'
import { migrateToLatest } from '../db/migrator'
import { createStorage } from '../lib/storage/createStorage'
import {
  loadScaleCoupons,
  redeemScaleCouponsOnOrders,
  scaleCouponCode,
} from '../modules/coupons/couponsScale.seed'
import { loadReviews, planReviews } from '../modules/reviews/reviews.seed'
import { SEED_TABLE_ORDER } from './commerce/rowSink'
import { loadCommerce, planCommerce } from './commerce/seedCommerce'
import { storeDemoPictures } from './demoPictures'
import { progressBar } from './progress'

const MAX_COUNT = 50_000_000
const LOADED_TABLES = [
  ...SEED_TABLE_ORDER,
  'order_daily_counts',
  'member_daily_counts',
  'order_sales_daily',
  'member_joins_daily',
]
const REVIEW_TABLES = ['reviews', 'review_daily_counts', 'product_ratings', 'products']
const COUPON_TABLES = ['coupons', 'coupon_redemptions', 'coupon_redemption_daily_counts', 'order_coupons']

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0 || value > MAX_COUNT)
    throw new UsageError(`--${name} must be a whole number from 0 to ${MAX_COUNT.toLocaleString('en-US')}.`)
  return value
}

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: 'string' },
      members: { type: 'string' },
      products: { type: 'string' },
      reviews: { type: 'string' },
      coupons: { type: 'string' },
      seed: { type: 'string', default: '42' },
      'as-of': { type: 'string' },
    },
  })
  const orders = count('orders', values.orders, 0)
  // Orders need buyers and products of the same run: by default one member per five orders and one
  // product per fifty, within sensible bounds.
  const members = count('members', values.members, orders > 0 ? Math.max(10, Math.ceil(orders / 5)) : 0)
  const products = count(
    'products',
    values.products,
    orders > 0 ? Math.min(20_000, Math.max(20, Math.ceil(orders / 50))) : 0,
  )
  if (orders > 0 && (members === 0 || products === 0))
    throw new UsageError(
      'Orders need members and products of the same run: leave out --members 0 and --products 0.',
    )
  // Reviews come after the run's orders, reviewing their reviewed lines first.
  const reviews = count('reviews', values.reviews, 0)
  // Coupons of every rule type, redeemed on the run's orders (and any already there).
  const coupons = count('coupons', values.coupons, 0)
  const seed = Number(values.seed)
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31)
    throw new UsageError('--seed must be a whole number.')
  // By default the data ends at the last full hour, so two runs in the same hour make the same rows.
  const asOf = values['as-of']
    ? new Date(values['as-of'])
    : new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)
  if (Number.isNaN(asOf.getTime()))
    throw new UsageError('--as-of must be a date and time, e.g. 2025-01-31T12:00:00Z.')
  if (orders + members + products + reviews + coupons === 0)
    throw new UsageError(
      'Nothing to make: give --orders, --members and/or --products, e.g. npm run seed -- --orders 1000000 --members 200000 --products 20000 --reviews 1000000 --coupons 100000',
    )
  return { counts: { orders, members, products }, reviews, coupons, seed, asOf }
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parse>
  try {
    options = parse(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return 2
  }
  const config = loadConfig(process.env)
  let database: DatabaseHandle
  try {
    database = await openDatabase(databaseTarget(config))
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(
      `${error.message}\n\nThe seed cannot write to the embedded database while the server runs on it: stop the server\n` +
        'and run `npm run seed` again, or run both with DATABASE_URL (PostgreSQL).',
    )
    return 1
  }
  try {
    await migrateToLatest(database.db)
    // The generated products and reviews show the demo pictures: stored once, into the server's storage.
    await storeDemoPictures(createStorage(config))
    const where = database.kind === 'postgres' ? 'PostgreSQL' : config.pgliteDir
    const started = performance.now()
    const plan = await planCommerce(database.db, options)
    console.error(
      `Seed ${plan.seed}, data up to ${plan.asOf.toISOString()}, into ${where}: ` +
        `${options.counts.members.toLocaleString('en-US')} members from ${plan.members.first}, ` +
        `${options.counts.products.toLocaleString('en-US')} products from ${plan.products.first}, ` +
        `${options.counts.orders.toLocaleString('en-US')} orders from ${plan.orders.first}.`,
    )
    const bar = progressBar(process.stderr, started)
    const { rows } = await loadCommerce(database.bulkLoad, plan, {
      onProgress: (progress) => bar.update(progress),
      onRebuild: (what) => console.error(`Building ${what}...`),
    })
    if (options.reviews > 0) {
      const reviewPlan = await planReviews(database.db, {
        seed: plan.seed,
        asOf: plan.asOf,
        count: options.reviews,
      })
      console.error(
        `${options.reviews.toLocaleString('en-US')} reviews, ${reviewPlan.lines.length.toLocaleString('en-US')} of them of reviewed order lines.`,
      )
      await loadReviews(database.bulkLoad, reviewPlan, (done, total) =>
        bar.update({ phase: 'reviews', done, total, rows: rows + done }),
      )
    }
    if (options.coupons > 0) {
      const couponPlan = { count: options.coupons, seed: plan.seed, asOf: plan.asOf }
      await loadScaleCoupons(database.db, couponPlan)
      const redeemed = await redeemScaleCouponsOnOrders(database.db, couponPlan)
      console.error(
        `${options.coupons.toLocaleString('en-US')} coupons (${scaleCouponCode(plan.seed, 1)} the most used), redeemed on ${redeemed.toLocaleString('en-US')} orders.`,
      )
    }
    const loaded = performance.now()
    // Statistics for the planner and the visibility map for index-only scans, as autovacuum would later.
    for (const table of LOADED_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(database.db)
    if (options.coupons > 0)
      for (const table of COUPON_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(database.db)
    if (options.reviews > 0)
      for (const table of REVIEW_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(database.db)
    const seconds = (performance.now() - started) / 1000
    const rate = Math.round(rows / ((loaded - started) / 1000))
    console.log(
      `Wrote ${(rows + options.reviews).toLocaleString('en-US')} rows (${options.counts.orders.toLocaleString('en-US')} orders, ${options.reviews.toLocaleString('en-US')} reviews) in ${seconds.toFixed(1)} s ` +
        `(loading ${((loaded - started) / 1000).toFixed(1)} s at ${rate.toLocaleString('en-US')} rows/s, ` +
        `${Math.round(options.counts.orders / ((loaded - started) / 1000)).toLocaleString('en-US')} orders/s; vacuum analyze ${((performance.now() - loaded) / 1000).toFixed(1)} s).`,
    )
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
