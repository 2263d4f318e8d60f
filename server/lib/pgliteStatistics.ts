import { sql } from 'kysely'
import type { DatabaseKind, Db } from '../db/database'

/**
 * PostgreSQL's autovacuum keeps planner statistics fresh; PGlite has none. A table filled in bulk
 * since its last ANALYZE looks tiny to the planner, which then sorts the whole table for every page
 * instead of walking the index (measured: 385 ms instead of 2 ms for a 1,000-row page of 200,000).
 * On PGlite this re-analyzes a table when it has no statistics or has doubled since, as autovacuum's
 * scale factor would.
 */
export async function analyzeWhenGrown(db: Db, kind: DatabaseKind, table: 'access_history'): Promise<void> {
  if (kind !== 'pglite') return
  const { rows } = await sql<{ reltuples: number; relpages: number; pages: number }>`
    select c.reltuples::float8 as reltuples, c.relpages, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c where c.oid = ${table}::regclass`.execute(db)
  const stats = rows[0]
  if (!stats) return
  if (stats.reltuples < 0 || stats.pages > 2 * stats.relpages + 8)
    await sql`analyze ${sql.table(table)}`.execute(db)
}
