import pg from 'pg'

// The key of the advisory lock that server processes take to migrate and seed (any number of the
// application's own; advisory locks are per database).
const STARTUP_LOCK_KEY = 7_302_023

/**
 * Runs `work` while holding the database's start-up lock, so that server processes started at once on
 * one PostgreSQL database migrate and seed it one after another: the first does it, the others find it
 * done. The lock lives on a connection of its own and goes with it, also when a process dies holding
 * it. PGlite has one process: there is nothing to wait for.
 */
export async function whileStartupLocked<T>(databaseUrl: string | null, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await client.end()
  }
}
