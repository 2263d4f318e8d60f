import { sql } from 'kysely'
import type { Db } from './database'

interface TableActivity {
  table: string
  live: number
  dead: number
  insertedSinceVacuum: number
  modifiedSinceAnalyze: number
}

/**
 * What PostgreSQL's autovacuum would do now, by its default thresholds: vacuum a table with many
 * dead rows or many rows inserted since its last vacuum (so the visibility map lets index-only scans
 * stay index-only), analyse one that changed enough since its statistics were taken.
 */
export function housekeepingOf(activity: TableActivity): 'vacuum' | 'analyze' | null {
  if (activity.dead > 50 + 0.2 * activity.live) return 'vacuum'
  if (activity.insertedSinceVacuum > 1000 + 0.2 * activity.live) return 'vacuum'
  if (activity.modifiedSinceAnalyze > 50 + 0.1 * activity.live) return 'analyze'
  return null
}

/**
 * PGlite has no autovacuum: without this a table filled in bulk looks empty to the planner (a sort
 * of the whole table for every page, measured 385 ms instead of 2 ms) and its index-only scans read
 * every heap page. Vacuums and analyses what needs it, then checkpoints away the WAL a bulk load
 * left. PGlite runs one statement at a time, so requests wait while a large table is vacuumed
 * (about 0.6 s per million rows here): it runs once per growth of a fifth, as autovacuum would.
 * Answers the tables it worked on.
 */
export async function pgliteHousekeeping(db: Db): Promise<string[]> {
  const { rows } = await sql<TableActivity>`
    select relname as "table", n_live_tup::float8 as live, n_dead_tup::float8 as dead,
      n_ins_since_vacuum::float8 as "insertedSinceVacuum", n_mod_since_analyze::float8 as "modifiedSinceAnalyze"
    from pg_stat_user_tables where schemaname = 'public' order by relname`.execute(db)
  const done: string[] = []
  for (const activity of rows) {
    const work = housekeepingOf(activity)
    if (!work) continue
    await sql`${sql.raw(work === 'vacuum' ? 'vacuum (analyze)' : 'analyze')} ${sql.table(activity.table)}`.execute(
      db,
    )
    done.push(activity.table)
  }
  if (done.length > 0) await sql`checkpoint`.execute(db)
  return done
}
