import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import Cursor from 'pg-cursor'
import { type BulkLoad, pgliteBulkLoad, postgresBulkLoad } from './bulkCopy'
import { type ConnectionUse, measureConnections } from './connectionUse'
import { type CopyTo, postgresCopyTo } from './copyTo'
import { lockDataDir } from './dataDirLock'
import { assertChannelName, createPgListener, type ListenHandlers, type Unlisten } from './pgListener'
import { startFromTemplate } from './pgliteTemplate'
import { defaultPoolMax } from './poolSize'
import type { Database } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'
export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: DatabaseKind
  /**
   * LISTENs on a NOTIFY channel once for this process (PGlite: on its one connection; PostgreSQL: on a
   * dedicated connection that reconnects). Resolves when listening, with the function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>
  /** Bulk loads (the scale-data generator): COPY of many rows, on one connection in one transaction. */
  bulkLoad: BulkLoad
  /** PostgreSQL: COPY ... TO STDOUT on a pooled connection, for exports that stream bytes; null on PGlite. */
  copyTo: CopyTo | null
  /** Connections held, idle and waited for (the metrics). */
  connections: ConnectionUse
  /** PGlite: a consistent tar.gz of the whole database, taken while it runs (backups); null on PostgreSQL. */
  dumpDataDir: (() => Promise<Blob>) | null
  close(): Promise<void>
}

const DATE_OID = 1082
const INT8_OID = 20
const keepText = (value: string) => value
// Counts and bigint steps fit easily in a JS number; dates stay 'YYYY-MM-DD' with no time-zone shift.
const toNumber = (value: string) => Number(value)

/**
 * Planner settings for every connection. The data lives on SSD or in memory, where a random page
 * costs little more than the next one (PostgreSQL's default of 4 is for spinning disks): with the
 * default, a tab's search walked the all-status date index, whose order matches the table's, over
 * the tab's own (status, date) index, and read 30 times the rows (orders, PostgreSQL, 1M: 40 → 4.6 ms).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const

/** A PostgreSQL server (with the most connections this process opens to it), or a PGlite folder. */
export type DatabaseTarget = { url: string; poolMax?: number } | { pgliteDir: string }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      options: Object.entries(PLANNER_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
      max: target.poolMax ?? defaultPoolMax(),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return keepText
          if (oid === INT8_OID) return toNumber
          return pg.types.getTypeParser(oid, format)
        }) as typeof pg.types.getTypeParser,
      },
    })
    // A pooled connection that dies while idle (a database restart, an administrator ending it) is
    // dropped and replaced by the pool; without a listener its error would end the whole process.
    pool.on('error', (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: 'idle database connection lost; the pool replaces it', err: error.message })}\n`,
      )
    })
    // The cursor lets `.stream()` read large results (exports) in chunks instead of all at once.
    const { dialect, use } = measureConnections(new PostgresDialect({ pool, cursor: Cursor }), () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
    }))
    const db = new Kysely<Database>({ dialect })
    const listener = createPgListener(target.url)
    return {
      db,
      kind: 'postgres',
      connections: use,
      listen: listener.listen,
      bulkLoad: postgresBulkLoad(pool),
      copyTo: postgresCopyTo(pool),
      dumpDataDir: null,
      close: async () => {
        try {
          await listener.close()
        } finally {
          await db.destroy()
        }
      },
    }
  }

  fs.mkdirSync(path.dirname(target.pgliteDir), { recursive: true })
  const release = lockDataDir(target.pgliteDir)
  try {
    startFromTemplate(target.pgliteDir)
    const client = await PGlite.create(target.pgliteDir, {
      parsers: { [DATE_OID]: keepText, [INT8_OID]: toNumber },
    })
    // PGlite's one connection keeps these for as long as it is open.
    for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`)
    const { dialect, use } = measureConnections(new PGliteDialect(client), (inUse) => ({
      total: 1,
      idle: inUse > 0 ? 0 : 1,
    }))
    const db = new Kysely<Database>({ dialect })
    return {
      db,
      kind: 'pglite',
      connections: use,
      bulkLoad: pgliteBulkLoad(client),
      copyTo: null,
      dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
      listen: async (channel, handlers) => {
        // PGlite has one connection, which both sends and hears the NOTIFY; it never reconnects.
        assertChannelName(channel)
        return client.listen(channel, (payload) => handlers.onNotify(payload))
      },
      close: async () => {
        try {
          await db.destroy()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
