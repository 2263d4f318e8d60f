import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { WindowCountsStore, WindowDelta } from './windowCounters'

/** The window counts of every instance on one PostgreSQL database, in rate_limit_windows (migration 0024). */
export function databaseWindowCounts(db: Db): WindowCountsStore {
  return {
    async add(deltas: readonly WindowDelta[]): Promise<WindowDelta[]> {
      // One statement for the whole batch, whatever its size.
      const { rows } = await sql<WindowDelta>`
        insert into rate_limit_windows as w (key, minute, count)
        select * from unnest(
          ${deltas.map((delta) => delta.key)}::text[],
          ${deltas.map((delta) => delta.minute)}::integer[],
          ${deltas.map((delta) => delta.count)}::integer[])
        on conflict (key, minute) do update set count = w.count + excluded.count
        returning key, minute, count`.execute(db)
      return rows
    },
    async prune(minute: number): Promise<void> {
      await sql`delete from rate_limit_windows where minute < ${minute}`.execute(db)
    },
  }
}
