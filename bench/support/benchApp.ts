// The real app, built and listening inside the bench process, so the API and the SQL timed directly
// share one database handle (`app.db`): PGlite's data dir may be opened by one process only.
import { closeSync, openSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../server/app'
import { databaseTarget, loadConfig } from '../../server/config'
import type { BulkLoad } from '../../server/db/bulkCopy'
import { type DatabaseKind, type Db, openDatabase } from '../../server/db/database'
import { removeDir, tempDataDir, UNLIMITED_RATE_ENV } from './server-process'

export interface BenchTarget {
  kind: DatabaseKind
  /** The PostgreSQL server to create the bench's own database on; null for PGlite. */
  serverUrl: string | null
}

export interface BenchApp {
  kind: DatabaseKind
  baseUrl: string
  app: FastifyInstance
  db: Db
  /** COPY in one transaction on the app's database, as the seed loads it. */
  bulkLoad: BulkLoad
  /** Where the server logs, as a production process's stdout would go to a file. */
  logFile: string
  /** Closes the app and removes its database; answers how much it logged. */
  stop(): Promise<{ logBytes: number }>
}

const postgresServerUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null

/**
 * PGlite always, and PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server;
 * BENCH_DB=pglite or BENCH_DB=postgres keeps one of them.
 */
export function benchTargets(): BenchTarget[] {
  const only = process.env.BENCH_DB
  const serverUrl = postgresServerUrl()
  const targets: BenchTarget[] = [{ kind: 'pglite', serverUrl: null }]
  if (serverUrl) targets.push({ kind: 'postgres', serverUrl })
  else if (only === 'postgres')
    throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL.')
  return only ? targets.filter((target) => target.kind === only) : targets
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A log destination like a production process's stdout piped to a file: synchronous writes of every
 * line the server logs at its configured level (LOG_LEVEL, the app's default unless set).
 */
function logFileStream(file: string) {
  const fd = openSync(file, 'a')
  return {
    stream: { write: (line: string) => writeSync(fd, line) },
    close: () => closeSync(fd),
  }
}

/** Starts the app on a fresh database of `target` (a temp PGlite dir, or a new PostgreSQL database dropped at stop). */
export async function startBenchApp(target: BenchTarget): Promise<BenchApp> {
  const dataDir = tempDataDir()
  const databaseName = `bench_list_${process.pid}_${Date.now()}`
  let databaseUrl: string | undefined
  if (target.serverUrl) {
    await onServer(target.serverUrl, `create database ${databaseName}`)
    databaseUrl = databaseUrlOn(target.serverUrl, databaseName)
  }
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_DIR: join(dataDir, 'no-spa'),
    SEED_DEMO_DATA: 'true',
    ...UNLIMITED_RATE_ENV,
    // A full-size run takes longer than the default quarter of an hour of one access token.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  })
  const logFile = join(dataDir, 'server.log')
  const log = logFileStream(logFile)
  const cleanUp = async () => {
    log.close()
    removeDir(dataDir)
    if (target.serverUrl)
      await onServer(target.serverUrl, `drop database if exists ${databaseName} with (force)`)
  }
  let app: FastifyInstance
  // Opened here rather than by the app, so a bench can load rows through the seed's COPY path.
  const database = await openDatabase(databaseTarget(config))
  try {
    app = await buildApp(config, { database, logger: { level: config.logLevel, stream: log.stream } })
    await app.listen({ host: '127.0.0.1', port: 0 })
    // A bench measures the finished first start: with all its demo data.
    await app.demoData.finished
  } catch (error) {
    await database.close()
    await cleanUp()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    kind: target.kind,
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db: app.db,
    bulkLoad: database.bulkLoad,
    logFile,
    async stop() {
      await app.close()
      await database.close()
      const logBytes = statSync(logFile).size
      await cleanUp()
      return { logBytes }
    },
  }
}

/** Signs in as the seeded super admin; answers the access token and the admin's id. */
export async function signInAsAdmin(bench: BenchApp): Promise<{ token: string; userId: string }> {
  const { config } = bench.app
  const response = await fetch(`${bench.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: config.adminEmail, password: config.adminPassword }),
  })
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const { jwtAccessToken } = (await response.json()) as { jwtAccessToken: string }
  const admin = await bench.db
    .selectFrom('internal_users')
    .select('id')
    .where('email', '=', config.adminEmail)
    .executeTakeFirstOrThrow()
  return { token: jwtAccessToken, userId: admin.id }
}
