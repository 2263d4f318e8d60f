import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { lockDataDir } from './dataDirLock'
import type { Database } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'
export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: DatabaseKind
  close(): Promise<void>
}

const DATE_OID = 1082
const INT8_OID = 20
const keepText = (value: string) => value
// Counts and bigint steps fit easily in a JS number; dates stay 'YYYY-MM-DD' with no time-zone shift.
const toNumber = (value: string) => Number(value)

export type DatabaseTarget = { url: string } | { pgliteDir: string }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return keepText
          if (oid === INT8_OID) return toNumber
          return pg.types.getTypeParser(oid, format)
        }) as typeof pg.types.getTypeParser,
      },
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy() }
  }

  fs.mkdirSync(path.dirname(target.pgliteDir), { recursive: true })
  const release = lockDataDir(target.pgliteDir)
  try {
    const client = await PGlite.create(target.pgliteDir, {
      parsers: { [DATE_OID]: keepText, [INT8_OID]: toNumber },
    })
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
    return {
      db,
      kind: 'pglite',
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
