// The checkout's redemptions through the API at 32 connections (BENCH_CONNECTIONS), for BENCH_SECONDS
// each: one hot coupon every call races for, with low limits and with limits no run reaches (every call
// then redeems, and so writes: the stricter case for the coupon's lock), and calls spread over 200
// coupons. Each call has its own idempotency key. The low limits are reached early in the run (calls
// after that are refused by the same locked evaluation, so calls/s stays the measure of throughput);
// afterwards the database is asked how far any limit was passed (coupon-wide, per member in its
// Bangkok day): that count must be 0. Target (issue 21): the hot coupon at ≥ 300 redemptions/s on
// PostgreSQL. The app runs in the bench's process (PGlite can be opened by one process only); the
// calls come from a worker thread beside it, as from a checkout on another machine.
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import { insertServiceKey } from '../server/modules/coupons/couponServiceKeys.queries'
import { benchTargets, startBenchApp } from './support/benchApp'
import { cpuSample, cpuSpent } from './support/cpuTime'
import { selectedCases } from './support/measure'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const MEMBERS = 400
const MANY = 200
const HOT = { couponLimit: 400, memberPerDay: 2 }
// Limits no run reaches: every call redeems, and so writes (the stricter case for the lock's hold).
const HOT_REDEEMING = { couponLimit: 1_000_000, memberPerDay: 100_000 }
const SPREAD = { couponLimit: 4, memberPerCoupon: 1 }

async function makeCoupon(
  db: Db,
  code: string,
  couponLimit: number,
  memberLimit: number,
  memberFrequency: string,
) {
  await db
    .insertInto('coupons')
    .values({
      code,
      name: `Bench ${code}`,
      discount_category: 'Product Price',
      discount_type: 'Fix Amount Discount',
      discount_amount: 10,
      redeem_start_at: new Date(Date.now() - 86_400_000),
      redeem_end_at: new Date(Date.now() + 86_400_000),
      coupon_limit_unlimited: false,
      coupon_limit_frequency: 'Per Coupon',
      coupon_limit_amount: couponLimit,
      user_limit_unlimited: false,
      user_limit_frequency: memberFrequency as 'Per Day' | 'Per Coupon',
      user_limit_amount: memberLimit,
      applicable_type: 'All Products',
      is_all_product_categories: true,
      applicable_list_type: 'Applicable List',
    })
    .execute()
}

/** Redemptions past a limit: of each bench coupon over its coupon-wide limit, of each member in a Bangkok day or the coupon's life. */
async function overRedemptions(db: Db): Promise<number> {
  const { rows } = await sql<{ over: string | null }>`
    select coalesce(sum(over), 0) as over from (
      select greatest(0, count(*) - min(c.coupon_limit_amount)) as over
        from coupon_redemptions r join coupons c on c.id = r.coupon_id
        where c.code like 'BENCH-%' and r.released_at is null group by c.id
      union all
      select greatest(0, count(*) - min(c.user_limit_amount))
        from coupon_redemptions r join coupons c on c.id = r.coupon_id
        where c.code like 'BENCH-%' and r.released_at is null
        group by c.id, r.member_id,
          case when c.user_limit_frequency = 'Per Day'
            then ((r.redeemed_at at time zone 'Asia/Bangkok')::date)::text else '' end
    ) o`.execute(db)
  return Number(rows[0]?.over ?? 0)
}

interface RunResult {
  calls: number
  redeemed: number
  failed: number
  seconds: number
}

/** The calls of one case, made by bench/support/redeemWorker.mjs in a worker thread. */
function run(
  baseUrl: string,
  key: string,
  product: string,
  members: string[],
  codes: string[],
  seconds = SECONDS,
) {
  const worker = new Worker(new URL('./support/redeemWorker.mjs', import.meta.url), {
    workerData: { baseUrl, key, product, members, codes, connections: CONNECTIONS, seconds },
  })
  return new Promise<RunResult>((resolve, reject) => {
    worker.once('message', (result: RunResult) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

console.log(
  `| database | case | calls/s | redeemed | redeemed/s | non-200 | over-redemptions | CPU per call: app and client, database (ms) |`,
)
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`)
let overAll = 0
for (const target of benchTargets()) {
  const bench = await startBenchApp(target)
  try {
    const { db } = bench
    const { key } = await insertServiceKey(db, 'Bench checkout', null)
    const { product_code: product } = await db
      .selectFrom('products')
      .select('product_code')
      .where('country', '=', 'TH')
      .where('status', '=', 'active')
      .orderBy('product_code')
      .limit(1)
      .executeTakeFirstOrThrow()
    const members = (
      await db
        .selectFrom('members')
        .select('id')
        .where('country', '=', 'TH')
        .orderBy('id')
        .limit(MEMBERS)
        .execute()
    ).map((row) => row.id)
    await makeCoupon(db, 'BENCH-HOT', HOT.couponLimit, HOT.memberPerDay, 'Per Day')
    await makeCoupon(db, 'BENCH-HOT-ALL', HOT_REDEEMING.couponLimit, HOT_REDEEMING.memberPerDay, 'Per Day')
    for (let n = 0; n < MANY; n++)
      await makeCoupon(db, `BENCH-MANY-${n}`, SPREAD.couponLimit, SPREAD.memberPerCoupon, 'Per Coupon')
    const cases = [
      { name: 'one hot coupon', codes: ['BENCH-HOT'] },
      { name: 'one hot coupon, every call redeeming', codes: ['BENCH-HOT-ALL'] },
      { name: `spread over ${MANY}`, codes: Array.from({ length: MANY }, (_, n) => `BENCH-MANY-${n}`) },
    ]
    // The app's first calls (its code compiled, the pool's connections opened, plans cached) are not measured.
    await makeCoupon(db, 'BENCH-WARMUP', HOT_REDEEMING.couponLimit, HOT_REDEEMING.memberPerDay, 'Per Day')
    await run(bench.baseUrl, key, product, members, ['BENCH-WARMUP'], WARMUP_SECONDS)
    for (const { name, codes } of selectedCases(cases)) {
      const before = await cpuSample(db, target.kind)
      const result = await run(bench.baseUrl, key, product, members, codes)
      const cpu = cpuSpent(before, await cpuSample(db, target.kind))
      const perCall = (ms: number | null) => (ms === null ? 'n/a' : (ms / result.calls).toFixed(2))
      const over = await overRedemptions(db)
      overAll += over
      console.log(
        `| ${target.kind} | ${name} (${members.length} members, ${CONNECTIONS} connections, ${result.seconds.toFixed(1)} s) | ${Math.round(result.calls / result.seconds)} | ${result.redeemed} | ${Math.round(result.redeemed / result.seconds)} | ${result.failed} | ${over} | ${perCall(cpu.processMs)}, ${perCall(cpu.databaseMs)} |`,
      )
    }
  } finally {
    await bench.stop()
  }
}
if (overAll > 0) {
  console.error(`Over-redemptions: ${overAll}`)
  process.exit(1)
}
