import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { suiteServer } from '../support/test-server'

// The order list's tab counts come from order_daily_counts, kept by statement-level triggers in the
// same transaction as each change; here they must equal count(*) after every kind of change.

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 3,
    asOf: new Date(),
    counts: { members: 80, products: 40, orders: 600 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
})

type CountRow = { status: string; type: string; day: string; n: number }

async function expectCountsToMatchTheRows(): Promise<CountRow[]> {
  const { db } = ctx.server
  const kept = await sql<CountRow>`
    select status, type, day::text as day, n::int as n from order_daily_counts where n <> 0 order by 1, 2, 3`.execute(
    db,
  )
  const counted = await sql<CountRow>`
    select status, type, (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
    from orders group by 1, 2, 3 order by 1, 2, 3`.execute(db)
  expect(kept.rows).toEqual(counted.rows)
  return counted.rows
}

describe('the per-day order counts', () => {
  it('match count(*) per status, type and day after the seed', async () => {
    const rows = await expectCountsToMatchTheRows()
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(600)
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThan(2)
  })

  it('follow status, type and date changes of one row and of many rows at once', async () => {
    const { db } = ctx.server
    const [one] = await db
      .selectFrom('orders')
      .select('id')
      .where('status', '!=', 'to_ship')
      .limit(1)
      .execute()
    await db
      .updateTable('orders')
      .set({ status: 'to_ship', version: sql`version + 1` })
      .where('id', '=', one.id)
      .execute()
    await expectCountsToMatchTheRows()
    await db.updateTable('orders').set({ type: 'BMC' }).where('status', '=', 'to_ship').execute()
    await db
      .updateTable('orders')
      .set({ status: 'complete' })
      .where('status', '=', 'to_review')
      .where('created_at', '<', new Date(Date.now() - 30 * 86_400_000))
      .execute()
    await db
      .updateTable('orders')
      .set({ created_at: sql`created_at - interval '3 days'` })
      .where('status', '=', 'cancel_refund')
      .execute()
    // A change that moves no order between groups writes no count.
    await db
      .updateTable('orders')
      .set({ courier_name: 'Kerry Express' })
      .where('courier_name', 'is not', null)
      .execute()
    await expectCountsToMatchTheRows()
  })

  it('follow deletes, and inserts of many rows in one statement', async () => {
    const { db } = ctx.server
    await db.deleteFrom('orders').where('status', '=', 'cancel_refund').where('type', '=', 'ROC').execute()
    await expectCountsToMatchTheRows()
    await sql`
      insert into orders (order_number, member_id, buyer_member_code, buyer_first_name_en, buyer_last_name_en,
        buyer_phone_code, buyer_phone_number, country, currency, status, type, payment_method,
        total_product_price, total_price, total_quantity, created_at)
      select 'BULK-' || n, null, 'TH-1', 'Bulk', 'Buyer', '66', '812345678', 'TH', 'THB',
        (array['to_pay', 'to_ship', 'complete'])[1 + n % 3], (array['ROC', 'BMC'])[1 + n % 2], 'promptpay',
        100, 100, 1, now() - n * interval '37 minutes'
      from generate_series(1, 5000) n`.execute(db)
    const rows = await expectCountsToMatchTheRows()
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(5000)
  })

  it('follow a COPY of whole batches, as the seed tool loads them', async () => {
    const { db, bulkLoad } = ctx.server
    const plan = await planCommerce(db, {
      seed: 4,
      asOf: new Date(),
      counts: { members: 50, products: 20, orders: 700 },
    })
    await bulkLoad((session) => generateCommerce(plan, copySink(session)))
    const rows = await expectCountsToMatchTheRows()
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(5700)
  })

  it('are cleared by a truncate', async () => {
    const { db } = ctx.server
    await sql`truncate orders cascade`.execute(db)
    expect(await expectCountsToMatchTheRows()).toEqual([])
    const left = await db.selectFrom('order_daily_counts').select('n').execute()
    expect(left).toEqual([])
  })
})
