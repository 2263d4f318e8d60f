import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { suiteServer } from '../support/test-server'

// The dashboard's roll-ups (order_sales_daily, member_joins_daily, sign_ins_daily) are kept by
// statement-level triggers in the same transaction as each change; here each must equal what the rows
// themselves say after every kind of change, summed in JavaScript per Bangkok day and month, amounts
// in satang as integers so that they agree exactly.

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 7,
    asOf: new Date(),
    counts: { members: 120, products: 30, orders: 800 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
})

const BANGKOK_MS = 7 * 3_600_000
/** The Bangkok day of an instant, computed here without the database's time zones. */
const bangkokDay = (at: Date) => new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 10)
/** '1234.5' → 123450n: amounts compared exactly, in satang. */
const satang = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.')
  const sign = whole.startsWith('-') ? -1n : 1n
  return BigInt(whole) * 100n + sign * BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

function addTo(sums: Map<string, bigint[]>, keys: string[], day: string, values: bigint[]) {
  for (const [span, bucket] of [
    ['day', day],
    ['month', `${day.slice(0, 8)}01`],
  ]) {
    const key = [...keys, span, bucket].join('|')
    const sum = sums.get(key) ?? values.map(() => 0n)
    sums.set(
      key,
      sum.map((value, index) => value + values[index]),
    )
  }
}

async function expectOrderSalesToMatch(): Promise<number> {
  const { db } = ctx.server
  const orders = await db
    .selectFrom('orders')
    .select([
      'country',
      'currency',
      'type',
      'status',
      'created_at',
      sql<string>`total_price::text`.as('total'),
    ])
    .execute()
  const expected = new Map<string, bigint[]>()
  for (const o of orders)
    addTo(expected, [o.country, o.currency, o.type, o.status], bangkokDay(o.created_at), [
      1n,
      satang(o.total),
    ])
  const kept = await sql<{ key: string; n: number; sales: string }>`
    select concat_ws('|', country, currency, type, status, span, day::text) as key, n, sales::text as sales
    from order_sales_daily where n <> 0 or sales <> 0`.execute(db)
  expect(new Map(kept.rows.map((row) => [row.key, [BigInt(row.n), satang(row.sales)]]))).toEqual(expected)
  return orders.length
}

async function expectMemberJoinsToMatch(): Promise<number> {
  const { db } = ctx.server
  const members = await db.selectFrom('members').select(['country', 'member_type', 'created_at']).execute()
  const expected = new Map<string, bigint[]>()
  for (const m of members) addTo(expected, [m.country, m.member_type], bangkokDay(m.created_at), [1n])
  const kept = await sql<{ key: string; n: number }>`
    select concat_ws('|', country, member_type, span, day::text) as key, n from member_joins_daily
    where n <> 0`.execute(db)
  expect(new Map(kept.rows.map((row) => [row.key, [BigInt(row.n)]]))).toEqual(expected)
  return members.length
}

async function expectSignInsToMatch(): Promise<number> {
  const { db } = ctx.server
  const rows = await sql<{
    actor_kind: string
    country: string | null
    device_type: string | null
    at: Date
  }>`
    select h.actor_kind, m.country, h.device ->> 'type' as device_type, h.created_at as at
    from access_history h left join members m on h.actor_kind = 'member' and m.id = h.user_id
    where h.event = 'sign-in'`.execute(db)
  const expected = new Map<string, bigint[]>()
  for (const r of rows.rows)
    addTo(expected, [r.actor_kind, r.country ?? '*', r.device_type ?? 'unknown'], bangkokDay(r.at), [1n])
  const kept = await sql<{ key: string; n: number }>`
    select concat_ws('|', actor_kind, country, device_type, span, day::text) as key, n from sign_ins_daily
    where n <> 0`.execute(db)
  expect(new Map(kept.rows.map((row) => [row.key, [BigInt(row.n)]]))).toEqual(expected)
  return rows.rows.length
}

/** Orders at given instants, in one statement, with given totals. */
async function insertOrders(prefix: string, at: string[], total: string, country = 'TH', currency = 'THB') {
  await sql`
    insert into orders (order_number, member_id, buyer_member_code, buyer_first_name_en, buyer_last_name_en,
      buyer_phone_code, buyer_phone_number, country, currency, status, type, payment_method,
      total_product_price, total_price, total_quantity, created_at)
    select ${prefix} || n, null, 'TH-1', 'Rolled', 'Up', '66', '812345678', ${country}, ${currency},
      'to_ship', 'ROC', 'promptpay', ${total}::numeric, ${total}::numeric, 1, (${sql.val(at)}::timestamptz[])[n]
    from generate_series(1, ${at.length}::int) n`.execute(ctx.server.db)
}

describe('the dashboard roll-ups', () => {
  it('match the rows after the seed loaded them by COPY', async () => {
    expect(await expectOrderSalesToMatch()).toBe(800)
    expect(await expectMemberJoinsToMatch()).toBeGreaterThanOrEqual(120)
    await expectSignInsToMatch()
  })

  it('put an order on its Bangkok day and month, across midnight and a month end', async () => {
    const { db } = ctx.server
    // 23:59:59.999 on 31 January in Bangkok, and the first instant of 1 February there.
    await insertOrders('EDGE-', ['2026-01-31T16:59:59.999Z', '2026-01-31T17:00:00Z'], '100.05')
    const rows = await db
      .selectFrom('order_sales_daily')
      .select(['span', 'day', 'n', 'sales'])
      .where('country', '=', 'TH')
      .where('type', '=', 'ROC')
      .where('status', '=', 'to_ship')
      .where('day', 'in', ['2026-01-31', '2026-02-01', '2026-01-01'])
      .orderBy('span')
      .orderBy('day')
      .execute()
    const byKey = Object.fromEntries(rows.map((r) => [`${r.span} ${String(r.day)}`, r]))
    expect(byKey['day 2026-01-31']).toBeDefined()
    expect(byKey['day 2026-02-01']).toBeDefined()
    await expectOrderSalesToMatch()
  })

  it('follow updates of status, amount, type and date, of one row and of many', async () => {
    const { db } = ctx.server
    const [one] = await db.selectFrom('orders').select('id').where('status', '=', 'to_pay').limit(1).execute()
    await db.updateTable('orders').set({ status: 'to_ship' }).where('id', '=', one.id).execute()
    await expectOrderSalesToMatch()
    await db
      .updateTable('orders')
      .set({ total_product_price: sql`total_product_price + 0.37`, total_price: sql`total_price + 0.37` })
      .where('status', '=', 'complete')
      .execute()
    await db.updateTable('orders').set({ status: 'cancel_refund' }).where('type', '=', 'BMC').execute()
    await db
      .updateTable('orders')
      .set({ created_at: sql`created_at + interval '17 hours'` })
      .where('status', '=', 'to_receive')
      .execute()
    // An edit that moves no order between groups and changes no amount writes nothing.
    await db.updateTable('orders').set({ courier_name: 'Kerry Express' }).execute()
    await expectOrderSalesToMatch()
  })

  it('keep every currency apart', async () => {
    const { db } = ctx.server
    await insertOrders('MY-', ['2026-03-01T00:00:00Z'], '10.10', 'MY', 'MYR')
    await insertOrders('VN-', ['2026-03-01T00:00:00Z'], '250000.00', 'VN', 'VND')
    const currencies = await db
      .selectFrom('order_sales_daily')
      .select(['country', 'currency'])
      .where('day', '=', '2026-03-01')
      .where('span', '=', 'day')
      .where('country', 'in', ['MY', 'VN'])
      .execute()
    expect(new Set(currencies.map((row) => `${row.country}:${row.currency}`))).toEqual(
      new Set(['MY:MYR', 'VN:VND']),
    )
    await expectOrderSalesToMatch()
  })

  it('follow deletes and inserts of members, orders and sign-ins', async () => {
    const { db } = ctx.server
    await db.deleteFrom('orders').where('status', '=', 'cancel_refund').execute()
    await expectOrderSalesToMatch()
    await sql`
      insert into members (member_code, first_name_en, last_name_en, phone_code, phone_number, member_type,
        tier, status, country, citizenship, created_at)
      select 'RU-' || n, 'Rolled', 'Member', '66', '82' || n, (array['SCM_MEMBER', 'SCM_BUSINESS'])[1 + n % 2],
        'gold', 'active', (array['TH', 'MY', 'LA'])[1 + n % 3], 'TH', timestamptz '2026-04-30T16:30:00Z' + n * interval '1 minute'
      from generate_series(1, 90) n`.execute(db)
    await db.updateTable('members').set({ country: 'SG' }).where('member_code', 'like', 'RU-1%').execute()
    await db.deleteFrom('members').where('member_code', 'like', 'RU-2%').execute()
    await expectMemberJoinsToMatch()
    const members = await db.selectFrom('members').select('id').where('member_code', 'like', 'RU-%').execute()
    await db
      .insertInto('access_history')
      .values(
        members.map((m, index) => ({
          actor_kind: 'member' as const,
          user_id: m.id,
          event: index % 5 === 0 ? ('sign-out' as const) : ('sign-in' as const),
          device: JSON.stringify({ browser: null, type: index % 2 ? 'mobile' : 'desktop', model: null }),
          created_at: new Date(Date.UTC(2026, 3, 30, 16, 50 + (index % 20))),
        })),
      )
      .execute()
    expect(await expectSignInsToMatch()).toBeGreaterThan(0)
    await db.deleteFrom('access_history').where('created_at', '<', new Date('2026-04-30T17:00:00Z')).execute()
    await expectSignInsToMatch()
  })

  it('are cleared by a truncate', async () => {
    const { db } = ctx.server
    await sql`truncate orders cascade`.execute(db)
    expect(await expectOrderSalesToMatch()).toBe(0)
    expect(await db.selectFrom('order_sales_daily').select('n').execute()).toEqual([])
  })
})
