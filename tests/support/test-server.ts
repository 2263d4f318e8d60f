import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import type { BulkLoad } from '../../server/db/bulkCopy'
import { type Db, openDatabase } from '../../server/db/database'
import type { TopicMessaging } from '../../server/lib/push'
import type { components } from '../../src/api/schema'
import { apiClient } from './apiClient'
import { TEST_ENV } from './global-setup'
import {
  copyPgliteTemplate,
  createDatabaseFromTemplate,
  dropDatabase,
  REPO_ROOT,
  type TestDbTemplate,
  TMP_ROOT,
} from './testDatabase'

export interface TestServer {
  baseUrl: string
  app: FastifyInstance
  config: Config
  /** The server's own handle: writes through it are forgotten by its session cache at once. */
  db: Db
  /** A handle the server's session cache does not watch, as another process's would be. */
  unwatchedDb: Db
  /** COPY in one transaction on the server's database (PGlite has one connection: this is it). */
  bulkLoad: BulkLoad
  /** The PostgreSQL database of this server, or null on PGlite. */
  databaseUrl: string | null
  /** The outbox of the .eml files the server writes (when no SMTP_URL is set). */
  mailDir: string
  close(): Promise<void>
}

export interface TestServerOptions {
  /** Any configuration to change, e.g. `{ smtpUrl }` or `{ authRateLimitPerMinute: 3 }`. */
  config?: Partial<Config>
  /** Serve the built SPA from ./dist and the widgets from ./dist-widgets (for browser tests). */
  serveSpa?: boolean
  /** Where the server's log lines go (at `config.logLevel`); by default it logs nothing. */
  logStream?: { write(line: string): void }
  /** PostgreSQL only: share the database of another test server (`databaseUrl` of its TestServer) instead of a copy. */
  shareDatabaseUrl?: string
  /** Firebase's messaging as the test wants it to answer: push is then on, through the real push service. */
  firebaseMessaging?: TopicMessaging
}

/**
 * A real server on 127.0.0.1 with a port of its own, a temporary DATA_DIR (mail outbox inside) and a
 * private copy of the run's template database, removed again by close().
 * Authentication endpoints allow 1000 calls a minute per address, and every other operation 100,000 a
 * minute per session or address (a suite makes many calls quickly), unless `config` says otherwise.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const template = inject('testDbTemplate') as TestDbTemplate
  await fs.mkdir(path.join(TMP_ROOT, 'servers'), { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(TMP_ROOT, 'servers', 'srv-'))
  const dbName = `bo_test_${crypto.randomBytes(6).toString('hex')}`

  let databaseUrl: string | undefined
  const ownsDatabase = !options.shareDatabaseUrl
  if (options.shareDatabaseUrl) {
    if (template.kind !== 'postgres')
      throw new Error('Only PostgreSQL databases can be shared by test servers.')
    databaseUrl = options.shareDatabaseUrl
  } else if (template.kind === 'postgres')
    databaseUrl = await createDatabaseFromTemplate(template.serverUrl, template.templateName, dbName)
  else await copyPgliteTemplate(template.templateDir, path.join(dataDir, 'pglite'))

  const base = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    PUBLIC_DIR: options.serveSpa ? path.join(REPO_ROOT, 'dist') : path.join(dataDir, 'no-spa'),
    WIDGETS_DIR: options.serveSpa ? path.join(REPO_ROOT, 'dist-widgets') : path.join(dataDir, 'no-widgets'),
    DATABASE_URL: databaseUrl,
  })
  const config: Config = {
    ...base,
    authRateLimitPerMinute: 1000,
    rateLimits: { ...base.rateLimits, perMinute: TEST_RATE_LIMITS },
    ...options.config,
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
  )
  let app: FastifyInstance
  try {
    const logger = options.logStream ? { level: config.logLevel, stream: options.logStream } : false
    app = await buildApp(config, { database, logger, firebaseMessaging: options.firebaseMessaging })
    await app.listen({ host: '127.0.0.1', port: 0 })
  } catch (error) {
    await database.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  let closed = false
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    config,
    // The app's own handle: a test's writes are this process's writes, so the session cache forgets
    // them at once, as it does for a handler's. Through a second handle they would only reach it by
    // NOTIFY a few milliseconds later, and a request sent at once could still see the state before.
    db: app.db,
    unwatchedDb: database.db,
    bulkLoad: database.bulkLoad,
    databaseUrl: databaseUrl ?? null,
    mailDir: config.mailDir,
    async close() {
      if (closed) return
      closed = true
      await closeWithin(app, CLOSE_GRACE_MS)
      await database.close()
      if (template.kind === 'postgres' && ownsDatabase) await dropDatabase(template.serverUrl, dbName)
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}

const TEST_RATE_LIMITS = {
  standard: 100_000,
  public: 100_000,
  probe: 100_000,
  export: 100_000,
  search: 100_000,
  upload: 100_000,
}

/** A request still open this long after close began is cut, so one stuck answer cannot hold a suite's teardown. */
const CLOSE_GRACE_MS = 20_000

async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    console.warn(
      `test server: requests still open ${graceMs} ms after close began; cutting their connections`,
    )
    app.server.closeAllConnections()
  }, graceMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}

/**
 * A test server of the enclosing suite (a file or a `describe`), started before its tests and closed
 * after them; `prepare` runs once it is up. Give a part of a file a server of its own when what its tests
 * record (exports, publications) would change what another part's tests count.
 */
export function suiteServer<T = void>(
  prepare?: (server: TestServer) => Promise<T>,
  options: TestServerOptions = {},
): { readonly server: TestServer; readonly prepared: T } {
  let server: TestServer | undefined
  let prepared: T | undefined
  beforeAll(async () => {
    server = await startTestServer(options)
    prepared = (await prepare?.(server)) as T
  })
  afterAll(() => server?.close())
  const started = () => {
    if (!server) throw new Error('The suite server is used before its beforeAll ran')
    return server
  }
  return {
    get server() {
      return started()
    },
    get prepared() {
      started()
      return prepared as T
    },
  }
}

export type LoginResponse = components['schemas']['LoginResponse']

/** Signs in and answers the login response; throws with the server's message when it is not a 200. */
export async function login(
  baseUrl: string,
  email: string,
  password: string,
  extra: { OS?: string; IP?: string; userAgent?: string } = {},
): Promise<LoginResponse> {
  const { userAgent, ...client } = extra
  const { data, error, response } = await apiClient(baseUrl, {
    headers: userAgent ? { 'user-agent': userAgent } : {},
  }).POST('/auth/admin/login', { body: { username: email, password, ...client } })
  if (!data) throw new Error(`login failed with ${response.status}: ${error?.message}`)
  return data
}

/** The access token of the demo admin (seeded from config), for tests that just need to be signed in. */
export async function loginAsAdmin(server: TestServer): Promise<string> {
  const { jwtAccessToken } = await login(
    server.baseUrl,
    server.config.adminEmail,
    server.config.adminPassword,
  )
  return jwtAccessToken
}
