import { sql } from 'kysely'
import type { DatabaseHandle, Db } from './database'

// pg_advisory_lock's key for migrating and seeding the first admin: any number the app uses for nothing else.
const STARTUP_LOCK_KEY = 7_250_025

/**
 * Runs `work` (migrations, the first admin) alone among the instances starting on one PostgreSQL
 * database: the others wait on a session advisory lock, then find it done. The lock lives on the one
 * connection `work` uses, and goes with it if the process dies. A PGlite folder has one process already
 * (its lock file).
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(database.db)
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection)
    try {
      return await work(connection)
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection)
    }
  })
}
