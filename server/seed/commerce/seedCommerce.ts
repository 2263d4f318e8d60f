import { type Kysely, sql } from 'kysely'
import type { BulkLoad } from '../../db/bulkCopy'
import type { Database } from '../../db/schema'
import { addProduct, SEED_CATEGORIES } from '../../modules/inventory/inventory.seed'
import { addOrder } from '../../modules/orders/orders.seed'
import { thaiDivisions } from '../../modules/users/thaiDivisions'
import { addMember } from '../../modules/users/users.seed'
import { withIndexesDeferred } from './deferredIndexes'
import { seedGeography } from './people'
import type { CommercePlan, NumberRange } from './plan'
import { STREAMS, stableUuid } from './random'
import { copySink, type RowSink, type SeedBatch } from './rowSink'

export interface CommerceCounts {
  members: number
  products: number
  orders: number
}

export type SeedPhase = keyof CommerceCounts

export interface SeedProgress {
  phase: SeedPhase
  /** Records of the phase written so far, and in all. */
  done: number
  total: number
  /** Rows of every table written so far in the run. */
  rows: number
}

const FIRST_NUMBERS = { members: 100_001, products: 1, orders: 1_000_001 }

async function nextNumber(
  db: Kysely<Database>,
  table: string,
  column: string,
  first: number,
): Promise<number> {
  const { rows } = await sql<{ last: number | string | null }>`
    select max(substring(${sql.ref(column)} from '[0-9]+$')::bigint) as last from ${sql.table(table)}`.execute(
    db,
  )
  const last = rows[0]?.last
  return last === null || last === undefined ? first : Math.max(first, Number(last) + 1)
}

/**
 * A run of `counts` records made from `seed`, numbered after what the database holds, in time up to
 * `asOf`. Makes the product categories if they are missing.
 */
export async function planCommerce(
  db: Kysely<Database>,
  options: { seed: number; asOf: Date; counts: CommerceCounts; first?: CommerceCounts },
): Promise<CommercePlan> {
  await sql`insert into product_categories (id, code, name_th, name_en) values ${sql.join(
    SEED_CATEGORIES.map(
      (category, index) =>
        sql`(${stableUuid(0, STREAMS.category, index)}, ${category.code}, ${category.name[0]}, ${category.name[1]})`,
    ),
  )} on conflict (code) do nothing`.execute(db)
  const categories = await sql<{ id: string; code: string }>`select id, code from product_categories`.execute(
    db,
  )
  // A run resumed part-way keeps the numbers it began with.
  const range = async (table: string, column: string, kind: SeedPhase): Promise<NumberRange> => ({
    first: options.first?.[kind] ?? (await nextNumber(db, table, column, FIRST_NUMBERS[kind])),
    count: options.counts[kind],
  })
  return {
    seed: options.seed,
    asOf: options.asOf,
    members: await range('members', 'member_code', 'members'),
    products: await range('products', 'product_code', 'products'),
    orders: await range('orders', 'order_number', 'orders'),
    categoryIds: new Map(categories.rows.map((row) => [row.code, row.id])),
    geography: seedGeography(await thaiDivisions()),
  }
}

const RECORDS_PER_BATCH: Record<SeedPhase, number> = { members: 10_000, products: 10_000, orders: 5_000 }
// Making records is synchronous: every so often the event loop gets a turn, so the previous batch
// keeps streaming to the database while the next one is made.
const RECORDS_BETWEEN_YIELDS = 500
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve))

type AddRecord = (plan: CommercePlan, number: number, batch: SeedBatch) => void
const ADD_RECORD: Record<SeedPhase, AddRecord> = {
  members: addMember,
  products: addProduct,
  orders: addOrder,
}

/**
 * Writes the plan's records `from` to `to` (counted from the phase's first number) of one phase as one
 * batch: a part of a run, exactly as the whole run makes them.
 */
export async function writeRecordRange(
  plan: CommercePlan,
  phase: SeedPhase,
  from: number,
  to: number,
  sink: RowSink,
): Promise<void> {
  const batch = sink.newBatch()
  for (let index = from; index < to; index++) {
    ADD_RECORD[phase](plan, plan[phase].first + index, batch)
    if ((index - from) % RECORDS_BETWEEN_YIELDS === RECORDS_BETWEEN_YIELDS - 1) await yieldToIo()
  }
  await sink.write(batch)
}

/** Makes the plan's members, products and orders, in that order, and writes them batch by batch. */
export async function generateCommerce(
  plan: CommercePlan,
  sink: RowSink,
  onProgress: (progress: SeedProgress) => void = () => {},
): Promise<{ rows: number }> {
  if (plan.orders.count > 0 && (plan.members.count === 0 || plan.products.count === 0))
    throw new Error('Orders need members and products of the same run: give --members and --products too.')
  let rows = 0
  const phases: [SeedPhase, NumberRange, AddRecord][] = [
    ['members', plan.members, ADD_RECORD.members],
    ['products', plan.products, ADD_RECORD.products],
    ['orders', plan.orders, ADD_RECORD.orders],
  ]
  for (const [phase, range, add] of phases) {
    let pending: Promise<void> | undefined
    for (let start = 0; start < range.count; start += RECORDS_PER_BATCH[phase]) {
      const end = Math.min(range.count, start + RECORDS_PER_BATCH[phase])
      const batch = sink.newBatch()
      for (let index = start; index < end; index++) {
        add(plan, range.first + index, batch)
        if ((index - start) % RECORDS_BETWEEN_YIELDS === RECORDS_BETWEEN_YIELDS - 1) await yieldToIo()
      }
      await pending
      const written = batch.rowCount
      pending = sink.write(batch).then(() => {
        rows += written
        onProgress({ phase, done: end, total: range.count, rows })
      })
    }
    await pending
  }
  return { rows }
}

/** The tables of each kind of record, its main table first. */
const TABLE_GROUPS: [SeedPhase, string[]][] = [
  ['members', ['members', 'member_addresses']],
  ['products', ['products', 'product_media']],
  ['orders', ['orders', 'order_items', 'order_tracking', 'order_coupons', 'order_history']],
]
const DEFER_INDEXES_FROM = 20_000

/**
 * The tables whose indexes are better built after the load than kept up to date during it: those of
 * a kind the run makes into an empty table (a first start), or at least 20,000 of and at least as many
 * as the database already holds.
 */
export async function tablesWorthReindexing(
  query: (statement: string) => Promise<{ n: number | string }[]>,
  counts: CommerceCounts,
): Promise<string[]> {
  const tables: string[] = []
  for (const [phase, group] of TABLE_GROUPS) {
    if (counts[phase] === 0) continue
    const [{ n }] = await query(`select count(*) as n from ${group[0]}`)
    const existing = Number(n)
    if (existing === 0 || (counts[phase] >= DEFER_INDEXES_FROM && counts[phase] >= existing))
      tables.push(...group)
  }
  return tables
}

/**
 * Makes and loads the plan with COPY in one transaction, the indexes of the tables worth it built at
 * the end. Answers the rows written.
 */
export async function loadCommerce(
  bulkLoad: BulkLoad,
  plan: CommercePlan,
  report: { onProgress?: (progress: SeedProgress) => void; onRebuild?: (what: string) => void } = {},
): Promise<{ rows: number }> {
  const counts = { members: plan.members.count, products: plan.products.count, orders: plan.orders.count }
  return bulkLoad(async (session) => {
    const tables = await tablesWorthReindexing(session.query, counts)
    return withIndexesDeferred(
      session,
      tables,
      () => generateCommerce(plan, copySink(session), report.onProgress),
      (what) => report.onRebuild?.(`${what} of ${tables.join(', ')}`),
    )
  })
}
