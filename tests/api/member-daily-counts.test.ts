import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { suiteServer } from '../support/test-server'

// The member list's deep pages seek through member_daily_counts, kept by statement-level triggers in
// the same transaction as each change; here it must equal what the members themselves say after every
// kind of change, counted in JavaScript under each combination of type, tier and status with '*', per
// day and per month.

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 5,
    asOf: new Date(),
    counts: { members: 400, products: 0, orders: 0 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
})

type Key = string

async function expectCountsToMatchTheMembers(db: Db = ctx.server.db): Promise<number> {
  const members = await sql<{ member_type: string; tier: string; status: string; day: string }>`
    select member_type, tier, status, (created_at at time zone 'UTC')::date::text as day from members`.execute(
    db,
  )
  const expected = new Map<Key, number>()
  for (const m of members.rows)
    for (const type of [m.member_type, '*'])
      for (const tier of [m.tier, '*'])
        for (const status of [m.status, '*'])
          for (const [span, day] of [
            ['day', m.day],
            ['month', `${m.day.slice(0, 8)}01`],
          ]) {
            const key = [type, tier, status, span, day].join('|')
            expected.set(key, (expected.get(key) ?? 0) + 1)
          }
  const kept = await sql<{ key: Key; n: number }>`
    select concat_ws('|', member_type, tier, status, span, day::text) as key, n::int as n
    from member_daily_counts where n <> 0`.execute(db)
  expect(new Map(kept.rows.map((row) => [row.key, row.n]))).toEqual(expected)
  return members.rows.length
}

describe('the per-day member counts', () => {
  it('match the members after the seed’s COPY', async () => {
    expect(await expectCountsToMatchTheMembers()).toBeGreaterThanOrEqual(400)
  })

  it('follow inserts, updates of type, tier, status and join date, and deletes', async () => {
    const { db } = ctx.server
    await sql`
      insert into members (member_code, first_name_en, last_name_en, phone_code, phone_number, member_type,
        tier, status, country, citizenship, created_at)
      select 'MC-' || n, 'Counted', 'Member', '66', '81' || n, (array['SCM_MEMBER', 'SCM_BUSINESS'])[1 + n % 2],
        (array['gold', 'diamond'])[1 + n % 2], 'active', 'TH', 'TH', now() - n * interval '5 hours'
      from generate_series(1, 300) n`.execute(db)
    await expectCountsToMatchTheMembers()
    const [one] = await db
      .selectFrom('members')
      .select('id')
      .where('tier', '!=', 'platinum')
      .limit(1)
      .execute()
    await db.updateTable('members').set({ tier: 'platinum' }).where('id', '=', one.id).execute()
    await db.updateTable('members').set({ member_type: 'SCM_BUSINESS' }).where('tier', '=', 'gold').execute()
    await db
      .updateTable('members')
      .set({ status: 'terminate' })
      .where('member_code', 'like', 'MC-1%')
      .execute()
    await db
      .updateTable('members')
      .set({ created_at: sql`created_at - interval '30 hours'` })
      .where('status', '=', 'inactive')
      .execute()
    // An edit that moves no member between groups writes no count.
    await db.updateTable('members').set({ email: null }).where('member_code', 'like', 'MC-2%').execute()
    await expectCountsToMatchTheMembers()
    await db.deleteFrom('members').where('tier', '=', 'diamond').execute()
    await expectCountsToMatchTheMembers()
  })

  it('count a transaction’s changes inside it and forget them when it rolls back', async () => {
    const { db } = ctx.server
    const before = await expectCountsToMatchTheMembers()
    const undone = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({ status: 'inactive', tier: 'bronze' })
        .where('status', '=', 'active')
        .execute()
      await trx.deleteFrom('members').where('member_type', '=', 'SCM_MEMBER').execute()
      await sql`
        insert into members (member_code, first_name_en, last_name_en, phone_code, phone_number, member_type,
          country, citizenship)
        values ('MC-ROLLED-BACK', 'Never', 'Joined', '66', '899999999', 'SCM_MEMBER', 'TH', 'TH')`.execute(
        trx,
      )
      await expectCountsToMatchTheMembers(trx)
      throw new Error('rolled back')
    })
    await expect(undone).rejects.toThrow('rolled back')
    expect(await expectCountsToMatchTheMembers()).toBe(before)
  })

  it('are cleared by a truncate', async () => {
    const { db } = ctx.server
    await sql`truncate members cascade`.execute(db)
    expect(await expectCountsToMatchTheMembers()).toBe(0)
    expect(await db.selectFrom('member_daily_counts').select('n').execute()).toEqual([])
  })
})
