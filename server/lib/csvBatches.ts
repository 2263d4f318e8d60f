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
  /** The batch's lines, one text. */
  csv: string
  rows: number
}

interface BatchRow {
  csv: string
  rows: number
  at: string
  id: string
}

/** How batches are sized and spaced on each database. */
interface Pace {
  firstRows: number
  minRows: number
  maxRows: number
  /** What one batch should take; the next batch is sized from how long the last one took. */
  targetMs: number
  /** How long the next batch may wait after each one for the requests that came in to be answered; null: no wait. */
  yieldMs: number | null
  /** Reads the next batch while this one is written out. */
  readAhead: boolean
}

export const PACE: Record<DatabaseKind, Pace> = {
  // PGlite runs each query on this thread, so nothing else answers while a batch is read: short
  // batches, and after each the requests that came in meanwhile go first, all their queries, unless
  // they take longer than a few batches would.
  pglite: { firstRows: 1000, minRows: 200, maxRows: 20_000, targetMs: 30, yieldMs: 250, readAhead: false },
  // PostgreSQL works in its own process: larger batches, the next one read while this one is sent,
  // and no connection held between batches, however slowly the client reads.
  postgres: {
    firstRows: 5000,
    minRows: 1000,
    maxRows: 40_000,
    targetMs: 120,
    yieldMs: null,
    readAhead: true,
  },
}

// The page materialised once, then its lines in its order (newest first) as one text, and the keyset
// of its last row to start the next batch after.
const batchOf = (page: Expression<unknown>) => sql<BatchRow>`
  with page as materialized (${page})
  select (select string_agg(line, '') from page) as csv, (select count(*) from page)::int as rows,
    last.at, last.id
  from (select key_at::text as at, key_id as id from page order by key_at, key_id limit 1) last`

/** The next batch's size: as many rows as fit the target time at the last batch's pace, at most twice as many. */
function nextSize(pace: Pace, rows: number, ms: number): number {
  const scaled = ms > 0 ? rows * Math.min(2, pace.targetMs / ms) : rows * 2
  return Math.round(Math.max(pace.minRows, Math.min(pace.maxRows, scaled)))
}

/**
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
  const read = async (after: Keyset | null, limit: number) => {
    const started = performance.now()
    const { rows } = await batchOf(page(after, limit)).execute(db)
    return { batch: rows[0] as BatchRow | undefined, limit, ms: performance.now() - started }
  }
  let next = read(null, pace.firstRows)
  try {
    for (;;) {
      const { batch, limit, ms } = await next
      if (!batch) return
      const more = batch.rows >= limit
      const after = { at: batch.at, id: batch.id }
      const size = nextSize(pace, batch.rows, ms)
      if (more && pace.readAhead) next = read(after, size)
      yield { csv: batch.csv, rows: batch.rows }
      if (!more) return
      if (!pace.readAhead) {
        // A turn of the event loop takes in the requests that arrived during the batch.
        await nextTurn()
        if (pace.yieldMs !== null) await requestsSettled(pace.yieldMs)
        next = read(after, size)
      }
    }
  } finally {
    // A batch read ahead for a download that stopped: its failure has no one left to tell.
    next.catch(() => undefined)
  }
}
