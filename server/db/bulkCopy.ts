import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

/** COPY's text format of one table's rows (tab-separated, \N for null, each line ending in \n). */
export interface CopyText {
  table: string
  columns: readonly string[]
  text: string
}

/** One connection inside one transaction, for bulk loads. */
export interface BulkSession {
  /** Loads each table's rows with COPY ... FROM. */
  copy(copies: readonly CopyText[]): Promise<void>
  /** Runs a statement (DDL around the load) and answers its rows. */
  query<R>(statement: string): Promise<R[]>
}

/** Runs `load` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export type BulkLoad = <T>(load: (session: BulkSession) => Promise<T>) => Promise<T>

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
const copyStatement = (copy: CopyText, source: string) =>
  `copy ${quoted(copy.table)} (${copy.columns.map(quoted).join(', ')}) from ${source}`

/** PostgreSQL: COPY FROM STDIN on a pooled connection of its own. */
export function postgresBulkLoad(pool: pg.Pool): BulkLoad {
  return async (load) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const result = await load({
        copy: async (copies) => {
          for (const copy of copies) {
            const stream: Writable = client.query(copyFrom(copyStatement(copy, 'stdin')))
            await pipeline(Readable.from([copy.text]), stream)
          }
        },
        query: async <R>(statement: string) => (await client.query(statement)).rows as R[],
      })
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
}

/** PGlite: COPY from a blob handed to the query (PGlite's /dev/blob). */
export function pgliteBulkLoad(client: PGlite): BulkLoad {
  return (load) =>
    client.transaction((tx) =>
      load({
        copy: async (copies) => {
          for (const copy of copies)
            await tx.query(copyStatement(copy, `'/dev/blob'`), [], { blob: new Blob([copy.text]) })
        },
        query: async <R>(statement: string) => (await tx.query<R>(statement)).rows,
      }),
    )
}
