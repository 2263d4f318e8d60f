import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The calls of each rate-limit key in each window (a wall-clock minute), summed over every server
 * instance on this database (server/lib/windowCounters.ts): each instance adds what it counted about
 * once a second and reads the sum back. Unlogged: the counts are worth a minute at most, so they need no
 * write-ahead log (cheaper writes) and may be lost in a crash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit_windows (
      key text not null,
      -- The window: milliseconds since the Unix epoch divided by the window's length.
      slot bigint not null,
      count integer not null,
      primary key (key, slot)
    )`.execute(db)
}
