// `npm run backup [file]`: the PGlite database (a consistent snapshot, asked of the running server when
// one holds the folder), the stored files and the development token secret, in one tar.gz
// (backups/<time>.tar.gz by default). `npm run restore <file>` puts such a file back.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { DataDirLockedError } from '../db/dataDirLock'
import { SECRET_FILE } from '../developmentSecret'
import { BACKUP_PATH, OPS_FILE, type OpsFile } from './opsEndpoint'

export const DATABASE_FILE = 'database.tar.gz'
export const STORAGE_FOLDER = 'storage'
export const POSTGRES_ADVICE =
  'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump (e.g. pg_dump -Fc "$DATABASE_URL" > backup.dump) ' +
  'and restore it with pg_restore (pg_restore --clean -d "$DATABASE_URL" backup.dump); back up the storage folder or bucket beside it.'

/** The snapshot from the server that holds the folder, through its loopback-only operation. */
async function askRunningServer(dataDir: string): Promise<Buffer> {
  let ops: OpsFile
  try {
    ops = JSON.parse(fs.readFileSync(path.join(dataDir, OPS_FILE), 'utf8')) as OpsFile
  } catch {
    throw new Error(
      `A server holds ${dataDir} but has not said how to reach it (${OPS_FILE}); try again once it answers.`,
    )
  }
  const response = await fetch(`http://127.0.0.1:${ops.port}${BACKUP_PATH}`, {
    method: 'POST',
    headers: { 'x-ops-token': ops.token },
  })
  if (!response.ok) throw new Error(`The running server refused the snapshot (${response.status}).`)
  return Buffer.from(await response.arrayBuffer())
}

async function databaseSnapshot(pgliteDir: string, dataDir: string): Promise<Buffer> {
  try {
    const database = await openDatabase({ pgliteDir })
    try {
      if (!database.dumpDataDir) throw new Error('Only a PGlite folder can be backed up this way.')
      return Buffer.from(await (await database.dumpDataDir()).arrayBuffer())
    } finally {
      await database.close()
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    return askRunningServer(dataDir)
  }
}

async function main(): Promise<number> {
  const config = loadConfig(process.env)
  if (config.databaseUrl) {
    console.error(POSTGRES_ADVICE)
    return 2
  }
  if (!fs.existsSync(config.pgliteDir)) {
    console.error(`Nothing to back up: ${config.pgliteDir} does not exist.`)
    return 1
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const target = path.resolve(process.argv[2] ?? path.join('backups', `${stamp}.tar.gz`))
  const staging = fs.mkdtempSync(path.join(path.dirname(config.dataDir), '.backup-'))
  try {
    // The database first: every file its rows name was stored before them, so the files copied
    // afterwards include them all.
    fs.writeFileSync(
      path.join(staging, DATABASE_FILE),
      await databaseSnapshot(config.pgliteDir, config.dataDir),
    )
    if (config.storage.driver === 'local' && fs.existsSync(config.storage.dir))
      fs.cpSync(config.storage.dir, path.join(staging, STORAGE_FOLDER), { recursive: true })
    const secret = path.join(config.dataDir, SECRET_FILE)
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(staging, SECRET_FILE))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    execFileSync('tar', ['-czf', target, '-C', staging, '.'])
    console.log(
      `Backed up ${config.dataDir} to ${target} (${(fs.statSync(target).size / 1024 / 1024).toFixed(1)} MB).`,
    )
    if (config.storage.driver === 's3')
      console.log('The files are in the S3 bucket, which this backup does not hold.')
    return 0
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith('backupCli.ts'))
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
