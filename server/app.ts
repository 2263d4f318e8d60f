import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import './appContext'
import { type Config, databaseTarget } from './config'
import { loadContract, type OpenApiDocument } from './contract'
import { type DatabaseHandle, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrator'
import { pgliteHousekeeping } from './db/pgliteHousekeeping'
import { withStartupLock } from './db/startupLock'
import { installEmbedCors } from './http/cors'
import { registerDocs } from './http/docs'
import { answerUnroutable, installErrorHandler } from './http/errors'
import { installGuard } from './http/guard'
import { lazySerializers } from './http/lazySerializers'
import { installObservability } from './http/observability'
import { trackPendingRequests } from './http/pendingRequests'
import { installRequestId, requestIdOf } from './http/requestId'
import { RequestLogController } from './http/requestLog'
import { refuseResponseOnlyBodies } from './http/responseOnlyTypes'
import { registerContractRoutes } from './http/routes'
import { installSecurityHeaders, securityHeadersOf } from './http/security'
import { registerSpa } from './http/spa'
import { registerStorageRoutes } from './http/storageRoutes'
import { installValidators } from './http/validation'
import { registerWidgets } from './http/widgets'
import { createBackgroundTasks } from './lib/background'
import { languageOf } from './lib/i18n'
import { createMailer, type Mailer } from './lib/mail'
import { createPushService, type PushService, type TopicMessaging } from './lib/push'
import { pruneRateLimits } from './lib/rateLimit'
import { createStorage } from './lib/storage/createStorage'
import type { LocalStorage } from './lib/storage/localStorage'
import { createTokenSigner } from './lib/tokens'
import { pruneExpiredAuthRows } from './modules/auth/auth.queries'
import { createSessionCache } from './modules/auth/sessionCache'
import { purgeExpiredDeletions } from './modules/changes/deletedRecords'
import { pruneEndedEmbedTokens } from './modules/embedTokens/embedTokens.queries'
import { createNotificationHub } from './modules/notifications/notificationHub'
import { createPushScheduler } from './modules/pushNotifications/pushScheduler'
import { failAbandonedExportTickets } from './modules/statistics/exportTickets.queries'
import { registerOps } from './ops/opsEndpoint'
import { demoDataJob } from './seed/demoInBackground'
import { seedInitialData } from './seed/initialData'

export interface AppDeps {
  /** An open database; the caller keeps ownership and closes it. Otherwise the app opens one from config. */
  database?: DatabaseHandle
  /** The database of config, already being opened (while the app's modules loaded); the app closes it. */
  databaseOpening?: Promise<DatabaseHandle>
  mailer?: Mailer
  /** Firebase push; by default from config (off without FIREBASE_SERVICE_ACCOUNT). */
  push?: PushService
  /** Stands in for firebase-admin's messaging (tests): the push service around it is the real one, on. */
  firebaseMessaging?: TopicMessaging
  contract?: OpenApiDocument
  logger?: FastifyServerOptions['logger']
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000
// How often PGlite's tables are checked for the vacuuming and analysing autovacuum would do.
const PGLITE_HOUSEKEEPING_INTERVAL_MS = 30 * 1000
const PGLITE_DEMO_PAUSE_MS = 40

/** A ready Fastify instance for `config` (not listening): migrated and seeded database, routes from the contract. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const securityHeaders = securityHeadersOf(config)
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Failed and slow requests, instead of two lines for every request.
    logController: new RequestLogController(config.slowRequestMs),
    trustProxy: config.trustProxy,
    // Carried as `reqId` by every log line of the request and sent back as X-Request-Id.
    genReqId: requestIdOf(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUnroutable(securityHeaders),
    schemaController: lazySerializers(),
  })
  // First of all hooks, so that every answer carries them, whichever later hook refuses the request.
  installSecurityHeaders(app, securityHeaders)
  installRequestId(app)
  app.decorate('pendingRequests', trackPendingRequests(app))
  const ownsDatabase = !deps.database
  const database = deps.database ?? (await (deps.databaseOpening ?? openDatabase(databaseTarget(config))))
  const storage = createStorage(config)
  try {
    await withStartupLock(database, async (db) => {
      await migrateToLatest(db)
      if (await seedInitialData(db, config))
        app.log.info({ email: config.adminEmail }, 'seeded the first super admin')
    })
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }

  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailDir })
  const background = createBackgroundTasks(app.log)
  let push: PushService
  const notificationHub = createNotificationHub({ db: database.db, listen: database.listen, log: app.log })
  const sessionCache = createSessionCache({ listen: database.listen })
  try {
    push =
      deps.push ??
      createPushService({
        serviceAccount: config.firebaseServiceAccount,
        log: app.log,
        messaging: deps.firebaseMessaging,
      })
    await notificationHub.start()
    await sessionCache.start()
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }
  app.decorate('config', config)
  // Handlers' writes to what the guard reads make this process forget the sessions it checked.
  app.decorate('db', database.db.withPlugin(sessionCache.plugin))
  app.decorate('sessionCache', sessionCache)
  app.decorate('dbKind', database.kind)
  app.decorate('copyTo', database.copyTo)
  app.decorate('mailer', mailer)
  app.decorate('tokens', createTokenSigner(config.jwtSecret))
  app.decorate('background', background)
  app.decorate('storage', storage)
  app.decorate('notificationHub', notificationHub)
  app.decorate('push', push)
  installObservability(app, config, database, notificationHub)
  const pushScheduler = createPushScheduler({
    db: database.db,
    push,
    staffTopic: config.pushStaffTopic,
    background,
    log: app.log,
    onSending: (outcome) => app.metrics.pushSending(outcome),
  })
  app.decorate('pushScheduler', pushScheduler)
  app.decorateRequest('lang', 'en')

  const housekeeping = setInterval(() => {
    background.run('housekeeping', async () => {
      await pruneRateLimits(database.db)
      await pruneExpiredAuthRows(database.db)
      await pruneEndedEmbedTokens(database.db)
      await purgeExpiredDeletions(database.db)
    })
  }, HOUSEKEEPING_INTERVAL_MS)
  housekeeping.unref()
  // Every process looks, so downloads of a process that stopped are recorded failed while others run.
  const abandonedExports = setInterval(() => {
    background.run('abandoned-exports', async () => {
      const failed = await failAbandonedExportTickets(database.db)
      if (failed > 0) app.log.warn({ failed }, 'export downloads of a stopped process recorded as failed')
    })
  }, config.exportLeaseSeconds * 1000)
  abandonedExports.unref()
  const pgliteHousekeepingRun = () =>
    background.run('pglite-housekeeping', async () => {
      const tables = await pgliteHousekeeping(database.db)
      if (tables.length > 0) app.log.debug({ tables }, 'vacuumed and analysed')
    })
  const pgliteTimer =
    database.kind === 'pglite'
      ? setInterval(pgliteHousekeepingRun, PGLITE_HOUSEKEEPING_INTERVAL_MS)
      : undefined
  pgliteTimer?.unref()
  if (database.kind === 'pglite') pgliteHousekeepingRun()
  app.addHook('onReady', async () => pushScheduler.wake())
  // The rest of a first start's demo data, made while the server answers (demoInBackground.ts).
  const demoData = demoDataJob(
    { db: database.db, bulkLoad: database.bulkLoad, storage, log: app.log },
    // PGlite's one connection serves a request's statements one by one between the job's parts: a
    // pause after each lets a whole request through instead of one statement per part.
    { pauseBetweenPartsMs: database.kind === 'pglite' ? PGLITE_DEMO_PAUSE_MS : 0 },
  )
  app.decorate('demoData', demoData)
  app.addHook('onListen', async () => demoData.start())
  // Open event streams would keep the server from closing: end them before it stops listening.
  app.addHook('preClose', () => notificationHub.close())
  app.addHook('onClose', async () => {
    clearInterval(housekeeping)
    clearInterval(abandonedExports)
    clearInterval(pgliteTimer)
    pushScheduler.close()
    await demoData.stop()
    await sessionCache.close()
    await background.drain()
    if (!deps.mailer) mailer.close()
    if (!deps.push) await push.close()
    if (ownsDatabase) await database.close()
  })

  // An empty JSON body counts as no body, so calls that carry nothing but a JSON content type pass.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined)
    return parseJson(request, body as string, done)
  })

  app.addHook('onRequest', async (request) => {
    // Other tools' calls (the checkout's redemptions) name their language the standard way.
    request.lang = languageOf(request.headers.lang ?? request.headers['accept-language'])
  })
  const contract = deps.contract ?? loadContract()
  installValidators(app)
  installErrorHandler(app)
  // Before the guard, so that its refusals reach an embedding page as answers it can read.
  installEmbedCors(app, contract)
  installGuard(app)

  refuseResponseOnlyBodies(app, contract)
  await registerDocs(app, contract)
  await registerContractRoutes(app, contract)
  if (app.storage.kind === 'local') await registerStorageRoutes(app, app.storage as LocalStorage)
  registerOps(app, config.dataDir, database.dumpDataDir)
  await registerWidgets(app, config.widgetsDir)
  await registerSpa(app, config.publicDir)
  await app.ready()
  return app
}
