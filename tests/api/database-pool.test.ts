import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { databaseTarget, loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/database'
import { TEST_ENV } from '../support/global-setup'
import { suiteServer } from '../support/test-server'

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL connection pool', () => {
  const suite = suiteServer()

  it('opens at most DATABASE_POOL_MAX connections, however many statements wait', async () => {
    // The pool's connections carry a name of their own, to be told from the test server's.
    const url = new URL(suite.server.databaseUrl as string)
    url.searchParams.set('application_name', 'pool-size-test')
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: suite.server.config.dataDir,
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: '3',
    })
    const database = await openDatabase(databaseTarget(config))
    try {
      await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(database.db)))
      // Idle connections stay open in the pool for a while: all it opened are still there.
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = 'pool-size-test'`.execute(
        suite.server.db,
      )
      expect(rows[0].n).toBe(3)
    } finally {
      await database.close()
    }
  })
})
