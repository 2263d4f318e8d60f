import { setImmediate as nextTurn } from 'node:timers/promises'
import { type Expression, type RawBuilder, sql } from 'kysely'
import type { CopyTo } from '../db/copyTo'
import { inlinedSql } from '../db/literalCompiler'
import { BinaryCopyReader } from './binaryCopyReader'
import { type CsvBatch, type CsvPageQuery, nextSize, PACE } from './csvBatches'
import type { Keyset } from './paging'

// A batch's rows for COPY: each line, and on the batch's last row (when the batch is full, as a
// shorter one is the export's last) the key the next batch starts after. The key is on that row only,
// so it is put into text once a batch; row_number() follows the page's own order, so the planner
// reads the page as it comes, and the rows stream out while the database still finds the next ones.
const copyRowsOf = (page: Expression<unknown>, limit: number) => sql`
  select p.line,
    case when row_number() over w = ${limit} then p.key_at::text end as at,
    case when row_number() over w = ${limit} then p.key_id::text end as id
  from (${page}) p
  window w as (order by p.key_at desc, p.key_id desc)
  order by p.key_at desc, p.key_id desc`

// Binary, because it is the one format of COPY that sends a text value's bytes as they are: the text
// format escapes backslashes, tabs and line breaks, and CSV quotes whatever holds one, as every line does.
const copyStatement = (query: RawBuilder<unknown>) =>
  `copy (${inlinedSql(query)}) to stdout with (format binary)`

const COLUMNS = 3

async function* linesOf(copy: AsyncGenerator<Buffer>, reader: BinaryCopyReader): AsyncGenerator<Uint8Array> {
  for await (const chunk of copy) {
    const lines = reader.read(chunk)
    if (lines) yield lines
    // While the database sends faster than the client takes, chunk after chunk would be passed on
    // within one turn of the event loop; a turn each lets the requests that came in meanwhile be read.
    await nextTurn()
  }
  if (!reader.ended) throw new Error('COPY ended before its data did')
}

/**
 * Every line of an export in batches through its keyset, on PostgreSQL: each batch one COPY on a
 * pooled connection of its own, its bytes passed on to the client as they come and taken from the
 * database only as fast as the client reads them, so no line becomes a JavaScript string and memory
 * holds a few chunks whatever the batch size. The connection is released when the batch ends, so
 * none is held between batches; the next batch is sized from how long this one took to send.
 */
export async function* copyBatches(copyTo: CopyTo, page: CsvPageQuery): AsyncGenerator<CsvBatch> {
  const pace = PACE.postgres
  let after: Keyset | null = null
  let limit = pace.firstRows
  for (;;) {
    const started = performance.now()
    const reader = new BinaryCopyReader(COLUMNS)
    const statement = copyStatement(copyRowsOf(page(after, limit), limit))
    yield {
      chunks: linesOf(copyTo(statement), reader),
      get rows() {
        return reader.rows
      },
    }
    const at = reader.kept(1)
    const id = reader.kept(2)
    if (reader.rows < limit || at === null || id === null) return
    after = { at, id }
    limit = nextSize(pace, reader.rows, performance.now() - started)
  }
}
