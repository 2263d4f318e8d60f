import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { housekeepingOf, pgliteHousekeeping } from '../../server/db/pgliteHousekeeping'
import { createStaff } from '../support/fixtures'
import { suiteServer } from '../support/test-server'

describe('housekeeping the database has no autovacuum for', () => {
  const suite = suiteServer()

  it('follows autovacuum’s thresholds', () => {
    const quiet = { table: 't', live: 100_000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 }
    expect(housekeepingOf(quiet)).toBeNull()
    expect(housekeepingOf({ ...quiet, insertedSinceVacuum: 21_001, modifiedSinceAnalyze: 21_001 })).toBe(
      'vacuum',
    )
    expect(housekeepingOf({ ...quiet, dead: 20_051 })).toBe('vacuum')
    expect(housekeepingOf({ ...quiet, modifiedSinceAnalyze: 10_051 })).toBe('analyze')
  })

  // PostgreSQL's own autovacuum does this there, and may get to the table first.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'vacuums a table after a bulk load, so its pages are read from the index alone',
    async () => {
      const { db } = suite.server
      const staff = await createStaff(db)
      await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
      select 'internal', ${staff.id}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
        '10.8.0.' || (n % 200), now() - n * interval '1 minute'
      from generate_series(1, 30000) n`.execute(db)
      // A round vacuums and analyses it once the insert's statistics are published (PostgreSQL flushes
      // them at most once a second), this test's round or the server's own, whichever comes first.
      const pages = async () =>
        (
          await sql<{ relpages: number; relallvisible: number; reltuples: number }>`
          select relpages, relallvisible, reltuples from pg_class where relname = 'access_history'`.execute(
            db,
          )
        ).rows[0]
      await expect
        .poll(
          async () => {
            await pgliteHousekeeping(db)
            const table = await pages()
            return table.reltuples >= 30_000 && table.relallvisible === table.relpages
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true)
      const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off)
      select id, created_at from access_history where actor_kind = 'internal'
      order by created_at desc, id desc offset 20000 limit 100`.execute(db)
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).toMatch(/Index Only Scan/)
      expect(text).toMatch(/Heap Fetches: 0/)
      // Nothing has changed since: the next round does nothing.
      expect(await pgliteHousekeeping(db)).not.toContain('access_history')
    },
  )
})
