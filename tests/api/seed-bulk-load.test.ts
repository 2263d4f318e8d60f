import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withIndexesDeferred } from '../../server/seed/commerce/deferredIndexes'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { suiteServer } from '../support/test-server'

// A large seed drops the indexes, foreign keys and leaf primary keys of the tables it fills and makes
// them again at the end, in its one transaction: afterwards the schema must be exactly as before.

const ctx = suiteServer()

const TABLES = [
  'members',
  'member_addresses',
  'orders',
  'order_items',
  'order_tracking',
  'order_coupons',
  'order_history',
]

async function schemaOf(): Promise<string[]> {
  const list = sql.join(TABLES.map((table) => sql.lit(table)))
  const indexes = await sql<{ d: string }>`
    select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in (${list})`.execute(
    ctx.server.db,
  )
  const constraints = await sql<{ d: string }>`
    select cl.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as d
    from pg_constraint c join pg_class cl on cl.oid = c.conrelid
    where cl.relname in (${list}) and cl.relnamespace = current_schema()::regnamespace`.execute(ctx.server.db)
  return [...indexes.rows, ...constraints.rows].map((row) => row.d).sort()
}

describe('a bulk load with its indexes built at the end', () => {
  it('leaves every index and constraint as it was, and the rows checked by them', async () => {
    const before = await schemaOf()
    expect(before.some((d) => d.includes('orders_status_recent_idx'))).toBe(true)
    const plan = await planCommerce(ctx.server.db, {
      seed: 5,
      asOf: new Date(),
      counts: { members: 40, products: 20, orders: 300 },
    })
    await ctx.server.bulkLoad((session) =>
      withIndexesDeferred(session, TABLES, async () => {
        // While loading: orders keep only their primary key (order lines point at it); order lines, a
        // leaf, keep neither a primary nor a foreign key.
        const [left] = await session.query<{ indexes: number; lineConstraints: number }>(
          `select (select count(*)::int from pg_indexes where tablename = 'orders' and indexname <> 'orders_pkey') as indexes,
             (select count(*)::int from pg_constraint where conrelid = 'order_items'::regclass and contype in ('p', 'f')) as "lineConstraints"`,
        )
        expect(left).toEqual({ indexes: 0, lineConstraints: 0 })
        return generateCommerce(plan, copySink(session))
      }),
    )
    expect(await schemaOf()).toEqual(before)
    const orders = await ctx.server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(orders.n)).toBe(300)
  })

  it('puts everything back when the load fails', async () => {
    const before = await schemaOf()
    await expect(
      ctx.server.bulkLoad((session) =>
        withIndexesDeferred(session, TABLES, async () => {
          throw new Error('the load broke')
        }),
      ),
    ).rejects.toThrow('the load broke')
    expect(await schemaOf()).toEqual(before)
  })
})
