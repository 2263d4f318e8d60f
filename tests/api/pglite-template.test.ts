import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { makePgliteTemplate } from '../../server/db/makePgliteTemplate'
import { REPO_ROOT, TMP_ROOT } from '../support/testDatabase'

const appliedMigrations = async (pgliteDir: string) => {
  const database = await openDatabase({ pgliteDir })
  try {
    const { rows } = await sql<{
      count: number
    }>`select count(*)::int as count from kysely_migration`.execute(database.db)
    return rows[0].count
  } finally {
    await database.close()
  }
}

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the migrated PGlite template a new data folder starts from',
  () => {
    let root: string
    let migrationCount: number
    beforeAll(async () => {
      await fs.mkdir(TMP_ROOT, { recursive: true })
      root = await fs.mkdtemp(path.join(TMP_ROOT, 'template-'))
      await makePgliteTemplate()
      migrationCount = (await fs.readdir(path.join(REPO_ROOT, 'server', 'db', 'migrations'))).length
    })
    afterAll(() => fs.rm(root, { recursive: true, force: true }))

    it('gives a folder that does not exist yet every migration before any runs', async () => {
      expect(await appliedMigrations(path.join(root, 'fresh'))).toBe(migrationCount)
    })

    it('never replaces a folder that exists, and clears a copy a start cut short left behind', async () => {
      const dir = path.join(root, 'existing')
      await fs.mkdir(`${dir}.copying`, { recursive: true })
      await fs.writeFile(path.join(`${dir}.copying`, 'half'), 'cut short')
      expect(await appliedMigrations(dir)).toBe(migrationCount)
      await expect(fs.access(`${dir}.copying`)).rejects.toThrow()
      const database = await openDatabase({ pgliteDir: dir })
      await sql`create table kept_by_this_folder (id int)`.execute(database.db)
      await database.close()
      const reopened = await openDatabase({ pgliteDir: dir })
      const { rows } = await sql<{
        name: string | null
      }>`select to_regclass('kept_by_this_folder')::text as name`.execute(reopened.db)
      await reopened.close()
      expect(rows[0].name).toBe('kept_by_this_folder')
    })
  },
)
