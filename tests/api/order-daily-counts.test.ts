import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { suiteServer } from '../support/test-server'

// The order list's tab counts and deep-page seeks come from order_daily_counts, kept by
// statement-level triggers in the same transaction as each change; here it must equal what the orders
// themselves say after every kind of change, counted in JavaScript per status, under the order's type
// and '*', per day and per month.

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 3,
    asOf: new Date(),
    counts: { members: 80, products: 40, orders: 600 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
})

type OrderRow = { status: string; type: string; day: string }

/** Checks the counters against the orders and answers the orders' status, type and UTC day. */
async function expectCountsToMatchTheRows(): Promise<OrderRow[]> {
  const { db } = ctx.server
  const orders = await sql<OrderRow>`
    select status, type, (created_at at time zone 'UTC')::date::text as day from orders`.execute(db)
  const expected = new Map<string, number>()
  for (const order of orders.rows)
    for (const type of [order.type, '*'])
      for (const [span, day] of [
        ['day', order.day],
        ['month', `${order.day.slice(0, 8)}01`],
      ]) {
        const key = [order.status, type, span, day].join('|')
        expected.set(key, (expected.get(key) ?? 0) + 1)
      }
  const kept = await sql<{ key: string; n: number }>`
    select concat_ws('|', status, type, span, day::text) as key, n from order_daily_counts where n <> 0`.execute(
    db,
  )
  expect(new Map(kept.rows.map((row) => [row.key, row.n]))).toEqual(expected)
  return orders.rows
}

describe('the per-day order counts', () => {
  it('match count(*) per status, type and day after the seed', async () => {
    const rows = await expectCountsToMatchTheRows()
    expect(rows).toHaveLength(600)
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
    const left = (await expectCountsToMatchTheRows()).length
    await sql`
      insert into orders (order_number, member_id, buyer_member_code, buyer_first_name_en, buyer_last_name_en,
        buyer_phone_code, buyer_phone_number, country, currency, status, type, payment_method,
        total_product_price, total_price, total_quantity, created_at)
      select 'BULK-' || n, null, 'TH-1', 'Bulk', 'Buyer', '66', '812345678', 'TH', 'THB',
        (array['to_pay', 'to_ship', 'complete'])[1 + n % 3], (array['ROC', 'BMC'])[1 + n % 2], 'promptpay',
        100, 100, 1, now() - n * interval '37 minutes'
      from generate_series(1, 5000) n`.execute(db)
    expect(await expectCountsToMatchTheRows()).toHaveLength(left + 5000)
  })

  it('follow a COPY of whole batches, as the seed tool loads them', async () => {
    const { db, bulkLoad } = ctx.server
    const plan = await planCommerce(db, {
      seed: 4,
      asOf: new Date(),
      counts: { members: 50, products: 20, orders: 700 },
    })
    await bulkLoad((session) => generateCommerce(plan, copySink(session)))
    expect((await expectCountsToMatchTheRows()).length).toBeGreaterThan(5700)
  })

  it('are cleared by a truncate', async () => {
    const { db } = ctx.server
    await sql`truncate orders cascade`.execute(db)
    expect(await expectCountsToMatchTheRows()).toEqual([])
    const left = await db.selectFrom('order_daily_counts').select('n').execute()
    expect(left).toEqual([])
  })
})
