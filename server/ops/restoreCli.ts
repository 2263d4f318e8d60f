// `npm run restore <file>`: replaces the data folder's database, stored files and development token
// secret with those of a backup (`npm run backup`). Refuses while a server holds the folder; the data it
// replaces is kept aside in DATA_DIR/before-restore-<time>/ until you delete it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { loadConfig } from '../config'
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock'
import { SECRET_FILE } from '../developmentSecret'
import { DATABASE_FILE, POSTGRES_ADVICE, STORAGE_FOLDER } from './backupCli'

function moveIfThere(from: string, to: string): void {
  if (!fs.existsSync(from)) return
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.renameSync(from, to)
}

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    console.error('Which backup? npm run restore -- backups/<time>.tar.gz')
    return 2
  }
  const config = loadConfig(process.env)
  if (config.databaseUrl) {
    console.error(POSTGRES_ADVICE)
    return 2
  }
  let release: () => void
  try {
    fs.mkdirSync(config.dataDir, { recursive: true })
    release = lockDataDir(config.pgliteDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(
      `${error.message}\n\nA restore replaces the data under the server: stop it, restore, then start it again.`,
    )
    return 1
  }
  // Beside the data folder, so that every move below is a rename on one file system.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'))
  try {
    execFileSync('tar', ['-xzf', path.resolve(file), '-C', staging])
    const dump = path.join(staging, DATABASE_FILE)
    if (!fs.existsSync(dump))
      throw new Error(`${file} is not a backup of this back-office (no ${DATABASE_FILE} in it).`)
    // The database is made and opened in full before anything of the current data moves.
    const restored = path.join(staging, 'pglite')
    const database = await PGlite.create(restored, { loadDataDir: new Blob([fs.readFileSync(dump)]) })
    await database.query('select 1')
    await database.close()

    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    )
    moveIfThere(config.pgliteDir, path.join(aside, 'pglite'))
    fs.renameSync(restored, config.pgliteDir)
    if (config.storage.driver === 'local') {
      moveIfThere(config.storage.dir, path.join(aside, STORAGE_FOLDER))
      moveIfThere(path.join(staging, STORAGE_FOLDER), config.storage.dir)
    }
    moveIfThere(path.join(config.dataDir, SECRET_FILE), path.join(aside, SECRET_FILE))
    moveIfThere(path.join(staging, SECRET_FILE), path.join(config.dataDir, SECRET_FILE))
    console.log(
      `Restored ${file} into ${config.dataDir}.` +
        (fs.existsSync(aside)
          ? ` The data it replaced is in ${aside}: delete it once the restored data looks right.`
          : ''),
    )
    return 0
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    release()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
