import { sql } from 'kysely'
import type { DatabaseKind } from '../db/database'
import type { Keyset } from './paging'

/** Rows after a keyset in newest-first order, compared as a row so an index range scan can start right there. */
export const beforeKeyset = (timeColumn: string, idColumn: string, after: Keyset) =>
  sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::uuid)`

/** Rows after a keyset in oldest-first order: the same comparison the other way round. */
export const afterKeyset = (timeColumn: string, idColumn: string, after: Keyset) =>
  sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) > (${after.at}::timestamptz, ${after.id}::uuid)`

/** A query over rows sorted newest first by (time, id), optionally after a keyset and limited. */
export type KeysetQuery<R> = (
  after: Keyset | null,
  limit: number | null,
) => { execute(): Promise<R[]>; stream(chunkSize: number): AsyncIterableIterator<R> }

/**
 * Every row of a query in batches, with memory bounded by the batch size whatever the total.
 * PostgreSQL reads one query through a server-side cursor (one consistent snapshot). PGlite's driver
 * would load a whole result, so there the rows come as keyset pages, each an index range scan.
 */
export async function* keysetBatches<R extends Keyset>(
  kind: DatabaseKind,
  query: KeysetQuery<R>,
  batchSize: number,
): AsyncGenerator<R[]> {
  if (kind === 'postgres') {
    let batch: R[] = []
    for await (const row of query(null, null).stream(batchSize)) {
      batch.push(row)
      if (batch.length >= batchSize) {
        yield batch
        batch = []
      }
    }
    if (batch.length > 0) yield batch
    return
  }
  let after: Keyset | null = null
  for (;;) {
    const rows: R[] = await query(after, batchSize).execute()
    if (rows.length > 0) yield rows
    if (rows.length < batchSize) return
    const last: R = rows[rows.length - 1]
    after = { at: last.at, id: last.id }
  }
}
