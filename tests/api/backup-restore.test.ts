import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { type Db, openDatabase } from '../../server/db/database'
import { type ApiClient, apiClient } from '../support/apiClient'
import { TEST_ENV } from '../support/global-setup'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

const run = promisify(execFile)
const REPO = path.resolve(import.meta.dirname, '../..')
const tsx = (script: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', path.join(REPO, script), ...args], {
    cwd: REPO,
    env: { ...process.env, ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: '' },
  })

let server: TestServer
let admin: ApiClient
let work: string
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
})
afterAll(async () => {
  await server?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

/** Every table of the app's schema with its number of rows, read through SQL. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)
    counts[name] = rows[0].n
  }
  return counts
}

const createRole = (name: string) =>
  admin.POST('/admin/roles', { body: { name, permissions: { orders: ['update'] } } })

describe('npm run backup and npm run restore on PGlite', () => {
  it('backs up a running server while it writes, and restores every row and file into a fresh folder', async () => {
    if (server.app.dbKind !== 'pglite') return
    const key = 'content/202601/00000000-0000-4000-8000-backup000001.png'
    const bytes = Buffer.from('a stored file, kept by the backup')
    expect(await server.app.storage.put(key, bytes, 'image/png')).toBe(true)
    for (let n = 0; n < 5; n++) expect((await createRole(`Before backup ${n}`)).response.status).toBe(201)
    const before = await rowCounts(server.db)

    // Writes go on while the backup runs.
    let writing = true
    let written = 0
    const writes = (async () => {
      while (writing)
        if ((await createRole(`During backup ${written++}`)).response.status !== 201)
          throw new Error('write failed')
    })()
    const archive = path.join(work, 'backup.tar.gz')
    const backup = await tsx('server/ops/backupCli.ts', [archive], server.config.dataDir)
    writing = false
    await writes
    expect(backup.stdout).toContain('Backed up')
    expect(written).toBeGreaterThan(0)
    const after = await rowCounts(server.db)

    // A restore under the running server is refused and changes nothing.
    const refused = await tsx('server/ops/restoreCli.ts', [archive], server.config.dataDir).catch(
      (error) => error,
    )
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('stop it, restore, then start it again')

    const fresh = path.join(work, 'restored')
    const restore = await tsx('server/ops/restoreCli.ts', [archive], fresh)
    expect(restore.stdout).toContain('Restored')
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: fresh })
    const database = await openDatabase({ pgliteDir: config.pgliteDir })
    try {
      const restored = await rowCounts(database.db)
      // Every table as at one moment of the backup: the ones nobody wrote to exactly as before, the roles
      // somewhere between the counts before and after it, whole rows only.
      expect(Object.keys(restored)).toEqual(Object.keys(before))
      for (const table of Object.keys(before)) {
        if (before[table] === after[table]) expect(restored[table], table).toBe(before[table])
        else {
          expect(restored[table], table).toBeGreaterThanOrEqual(before[table])
          expect(restored[table], table).toBeLessThanOrEqual(after[table])
        }
      }
      // A server starts on the restored folder and serves the stored file.
      const app = await buildApp(config, { database, logger: false })
      try {
        const file = await app.storage.inspect(key, 0)
        expect(file).toBeTruthy()
        const health = await app.inject({ method: 'GET', url: '/api/health' })
        expect(health.statusCode).toBe(200)
      } finally {
        await app.close()
      }
    } finally {
      await database.close()
    }
    expect(fs.readFileSync(path.join(fresh, 'storage', key))).toEqual(bytes)
  }, 180_000)
})
