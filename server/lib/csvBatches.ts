import { setImmediate as nextTurn } from 'node:timers/promises'
import { type Expression, sql } from 'kysely'
import type { DatabaseKind, Db } from '../db/database'
import type { Keyset } from './paging'

/** The rows of an export after a keyset, newest first and limited: each a CSV `line` and its keyset. */
export type CsvPageQuery = (
  after: Keyset | null,
  limit: number,
) => Expression<{ line: string; key_at: Date; key_id: string }>

/** An export's file: its header row in the reader's language, then its lines batch by batch. */
export interface CsvFileQuery {
  header: readonly string[]
  page: CsvPageQuery
}

export interface CsvBatch {
  /**
   * The batch's lines: on PGlite in texts of at most LINES_PER_CHUNK lines each; on PostgreSQL the
   * bytes COPY sends, read from the database as they are taken.
   */
  chunks: Iterable<string> | AsyncIterable<Uint8Array>
  /** How many rows the batch held, known once its chunks have all been taken. */
  readonly rows: number
}

interface ChunkRow {
  csv: string
  rows: number
  at: string
  id: string
}

/** How batches are sized and spaced on each database. */
export interface Pace {
  firstRows: number
  minRows: number
  maxRows: number
  /** What one batch should take; the next batch is sized from how long the last one took. */
  targetMs: number
  /** How long the next batch may wait after each one for the requests that came in to be answered; null: no wait. */
  yieldMs: number | null
}

export const PACE: Record<DatabaseKind, Pace> = {
  // PGlite runs each query on this thread, so nothing else answers while a batch is read: short
  // batches, and after each the requests that came in meanwhile go first, all their queries, unless
  // they take longer than a few batches would.
  pglite: { firstRows: 1000, minRows: 200, maxRows: 20_000, targetMs: 15, yieldMs: 250 },
  // PostgreSQL works in its own process and each batch streams straight from it (copyBatches), so
  // memory does not grow with a batch: larger batches, fewer statements. A batch holds its connection
  // while the client reads it, and progress and cancelling are looked at between batches, so a batch
  // stays a few megabytes even for a client that slows down after a fast start.
  postgres: { firstRows: 5000, minRows: 1000, maxRows: 30_000, targetMs: 120, yieldMs: null },
}

// A batch comes back in texts of this many lines. Each stays under V8's large-object size (128 KB,
// even in Thai), so it dies young and is swept with the cheap young-generation collections, where one
// text per batch went to the old generation and the server's memory grew by the batch until a full
// collection came.
const LINES_PER_CHUNK = 400

// The page materialised once, then its lines in its order (newest first) in chunks, each with the
// keyset of the page's last row to start the next batch after. The CTE is read back in the order it
// was written, which is the page's.
const batchOf = (page: Expression<unknown>) => sql<ChunkRow>`
  with page as materialized (${page}),
    numbered as (select line, row_number() over () as n from page)
  select string_agg(line, '' order by n) as csv, count(*)::int as rows, last.at, last.id
  from numbered,
    (select key_at::text as at, key_id as id from page order by key_at, key_id limit 1) last
  group by (n - 1) / ${sql.lit(LINES_PER_CHUNK)}, last.at, last.id
  order by (n - 1) / ${sql.lit(LINES_PER_CHUNK)}`

/** The next batch's size: as many rows as fit the target time at the last batch's pace, at most twice as many. */
export function nextSize(pace: Pace, rows: number, ms: number): number {
  const scaled = ms > 0 ? rows * Math.min(2, pace.targetMs / ms) : rows * 2
  return Math.round(Math.max(pace.minRows, Math.min(pace.maxRows, scaled)))
}

/**
 * PGlite's way (PostgreSQL streams with COPY instead: copyBatches).
 * Every line of an export in batches through its keyset, each batch one query that releases the
 * database when done: memory holds a batch or two whatever the total, other requests get the
 * database between batches, and the next batch is only read once the client has taken the last
 * (the stream's backpressure), so a slow client holds no connection.
 */
export async function* csvBatches(
  db: Db,
  kind: DatabaseKind,
  page: CsvPageQuery,
  /** Resolves once the requests being worked on are answered, or after `maxWaitMs` (PendingRequests.settled). */
  requestsSettled: (maxWaitMs: number) => Promise<void> = async () => undefined,
): AsyncGenerator<CsvBatch> {
  const pace = PACE[kind]
  let after: Keyset | null = null
  let limit = pace.firstRows
  for (;;) {
    const started = performance.now()
    const { rows: chunks } = await batchOf(page(after, limit)).execute(db)
    const ms = performance.now() - started
    const last = chunks.at(-1)
    if (!last) return
    const rows = chunks.reduce((sum, chunk) => sum + chunk.rows, 0)
    yield { chunks: chunks.map((chunk) => chunk.csv), rows }
    if (rows < limit) return
    // A turn of the event loop takes in the requests that arrived during the batch.
    await nextTurn()
    if (pace.yieldMs !== null) await requestsSettled(pace.yieldMs)
    after = { at: last.at, id: last.id }
    limit = nextSize(pace, rows, ms)
  }
}
