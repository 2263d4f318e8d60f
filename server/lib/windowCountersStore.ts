import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { WindowCountsStore, WindowDelta } from './windowCounters'

/** The window counts of every instance on one PostgreSQL database, in rate_limit_windows (migration 0024). */
export function databaseWindowCounts(db: Db): WindowCountsStore {
  return {
    async add(deltas: readonly WindowDelta[], watched: readonly WindowDelta[]): Promise<WindowDelta[]> {
      // One statement for the whole batch, whatever its size: the deltas added, the watched read.
      const { rows } = await sql<WindowDelta>`
        with added as (
          insert into rate_limit_windows as w (key, slot, count)
          select * from unnest(
            ${deltas.map((delta) => delta.key)}::text[],
            ${deltas.map((delta) => delta.slot)}::bigint[],
            ${deltas.map((delta) => delta.count)}::integer[])
          on conflict (key, slot) do update set count = w.count + excluded.count
          returning key, slot, count)
        select key, slot::float8 as slot, count from added
        union all
        select w.key, w.slot::float8, w.count
        from unnest(
          ${watched.map((window) => window.key)}::text[],
          ${watched.map((window) => window.slot)}::bigint[]) as watched (key, slot)
        join rate_limit_windows w on w.key = watched.key and w.slot = watched.slot`.execute(db)
      return rows
    },
    async prune(slot: number): Promise<void> {
      await sql`delete from rate_limit_windows where slot < ${slot}`.execute(db)
    },
  }
}
