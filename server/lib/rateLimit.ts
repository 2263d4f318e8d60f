import { sql } from 'kysely'
import type { Db } from '../db/database'

export interface RateLimitResult {
  allowed: boolean
  count: number
  retryAfterSeconds: number
}

// Windows start at a key's first hit and last `windowSeconds`; the counters live in the database so
// every server instance on one PostgreSQL shares them.

/** Counts one hit on `key`; allowed while the count in the current window is at most `limit`. */
export async function hit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${windowSeconds})`
  const { rows } = await sql<{ count: number; retry_after: number }>`
    insert into rate_limits as r (key, window_start, count, expires_at)
    values (${key}, now(), 1, now() + ${window})
    on conflict (key) do update set
      window_start = case when r.expires_at <= now() then now() else r.window_start end,
      count = case when r.expires_at <= now() then 1 else r.count + 1 end,
      expires_at = case when r.expires_at <= now() then now() + ${window} else r.expires_at end
    returning count, ceil(extract(epoch from (expires_at - now())))::int as retry_after`.execute(db)
  const { count, retry_after } = rows[0]
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, retry_after) }
}

/** The count of the live window of `key`, without counting a hit. */
export async function peek(db: Db, key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const { rows } = await sql<{ count: number; retry_after: number }>`
    select count, ceil(extract(epoch from (expires_at - now())))::int as retry_after
    from rate_limits where key = ${key} and expires_at > now()`.execute(db)
  if (rows.length === 0) return { count: 0, retryAfterSeconds: 0 }
  return { count: rows[0].count, retryAfterSeconds: Math.max(1, rows[0].retry_after) }
}

/** Starts the live window of `key` again from now, e.g. to lock an account for a full period. */
export async function restartWindow(db: Db, key: string, windowSeconds: number): Promise<void> {
  await sql`update rate_limits set window_start = now(), expires_at = now() + make_interval(secs => ${windowSeconds})
    where key = ${key}`.execute(db)
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

export async function pruneRateLimits(db: Db): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', sql<Date>`now()`).execute()
}
