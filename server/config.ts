import path from 'node:path'
import { originOf } from '../src/domain/embedTokens'
import { defaultPoolMax } from './db/poolSize'
import { developmentSecret, MIN_SECRET_LENGTH } from './developmentSecret'
import { addressList, DEFAULT_METRICS_ALLOW } from './lib/addressAllowList'
import { type RateLimitConfig, rateLimitConfig } from './lib/rateLimitClasses'

export const DEMO_ADMIN_PASSWORD = 'Admin@12345'

export interface Config {
  env: string
  port: number
  host: string
  dataDir: string
  /** PostgreSQL server; when unset an embedded PGlite lives in `pgliteDir`. */
  databaseUrl: string | null
  /** The most connections this process opens to `databaseUrl`. */
  databasePoolMax: number
  pgliteDir: string
  jwtSecret: string
  accessTokenTtlSeconds: number
  sessionTtlHours: number
  adminEmail: string
  adminPassword: string
  smtpUrl: string | null
  mailFrom: string
  mailDir: string
  logLevel: string
  /** Requests slower than this are logged at warn level (others only at debug level). */
  slowRequestMs: number
  publicDir: string
  /** The widgets' custom-element bundle (`npm run build:widgets`), served under /widgets/. */
  widgetsDir: string
  trustProxy: boolean
  /** Addresses (IPs and CIDR ranges) that may read /metrics; everyone else gets a 404. */
  metricsAllow: readonly string[]
  /** How long a graceful shutdown lets requests in flight finish before it cuts them. */
  shutdownGraceSeconds: number
  /** Requests per minute and client address on each authentication endpoint. */
  authRateLimitPerMinute: number
  /** Calls a minute per session, API key or address for every other operation, by its x-rate-limit class. */
  rateLimits: RateLimitConfig
  /** Where uploaded files live: a folder served through signed URLs, or an S3 bucket. */
  storage: StorageConfig
  /** How long a signed upload (PUT) URL works. */
  uploadUrlTtlSeconds: number
  /** How long a signed download (GET) URL works at least; URLs are reused within that period. */
  downloadUrlTtlSeconds: number
  /**
   * How long a download under way may go unrenewed before any server process counts it failed: its
   * process renews it a few times within that period while it streams.
   */
  exportLeaseSeconds: number
  /** Demo roles, staff and access history on a first start; by default only in development. */
  seedDemoData: boolean
  /** Firebase service-account key (JSON or a file path); push notifications are off without it. */
  firebaseServiceAccount: string | null
  /** The Firebase Cloud Messaging topic staff devices subscribe to. */
  pushStaffTopic: string
  /**
   * The origins of other tools' pages that may embed the widgets (CORS and embed tokens); empty turns
   * embedding off.
   */
  embedOrigins: readonly string[]
}

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3'
      bucket: string
      region: string
      /** An S3-compatible server (MinIO, R2, ...); AWS itself when unset. */
      endpoint: string | null
      /** Without keys the AWS SDK looks in its usual places (environment, profile, instance role). */
      accessKeyId: string | null
      secretAccessKey: string | null
      forcePathStyle: boolean
    }

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}.`)
  return value
}

const text = (env: Env, name: string, fallback: string): string => {
  const value = env[name]?.trim()
  return value ? value : fallback
}

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const value = env[name]?.trim().toLowerCase()
  if (!value) return fallback
  return ['1', 'true', 'yes'].includes(value)
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const bucket = env.S3_BUCKET?.trim()
  const driver = text(env, 'STORAGE_DRIVER', bucket ? 's3' : 'local')
  if (driver === 'local')
    return { driver, dir: path.resolve(text(env, 'STORAGE_DIR', path.join(dataDir, 'storage'))) }
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not ${driver}.`)
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET.')
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  return {
    driver,
    bucket,
    region: text(env, 'S3_REGION', 'us-east-1'),
    endpoint: env.S3_ENDPOINT?.trim() || null,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  }
}

/** EMBED_ORIGINS: comma-separated origins, each exactly as a browser sends it (scheme, host, port). */
function embedOrigins(env: Env): string[] {
  const listed = (env.EMBED_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const origins = listed.map((item) => {
    const origin = originOf(item)
    if (!origin)
      throw new Error(`EMBED_ORIGINS holds ${item}, which is not an origin such as https://tool.example.com.`)
    return origin
  })
  return [...new Set(origins)]
}

/**
 * Reads the configuration from environment variables, so tests can build any configuration. Its one
 * side effect: without JWT_SECRET, outside production, the secret kept in DATA_DIR is read or made.
 */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(text(env, 'DATA_DIR', './data'))
  const config: Config = {
    env: text(env, 'NODE_ENV', 'development'),
    port: integer(env, 'PORT', 3000, 0),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', defaultPoolMax()),
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: text(env, 'JWT_SECRET', ''),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12),
    adminEmail: text(env, 'ADMIN_EMAIL', 'admin@example.com').toLowerCase(),
    adminPassword: text(env, 'ADMIN_PASSWORD', DEMO_ADMIN_PASSWORD),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: text(env, 'MAIL_FROM', 'Back-office <no-reply@localhost>'),
    mailDir: path.join(dataDir, 'mail'),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    slowRequestMs: integer(env, 'SLOW_REQUEST_MS', 500),
    publicDir: path.resolve(text(env, 'PUBLIC_DIR', 'dist')),
    widgetsDir: path.resolve(text(env, 'WIDGETS_DIR', 'dist-widgets')),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    metricsAllow: addressList(env, 'METRICS_ALLOW', DEFAULT_METRICS_ALLOW),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25, 0),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    rateLimits: rateLimitConfig((name, fallback) => integer(env, name, fallback)),
    storage: storageConfig(env, dataDir),
    uploadUrlTtlSeconds: integer(env, 'UPLOAD_URL_TTL_SECONDS', 15 * 60),
    downloadUrlTtlSeconds: integer(env, 'DOWNLOAD_URL_TTL_SECONDS', 60 * 60),
    exportLeaseSeconds: integer(env, 'EXPORT_LEASE_SECONDS', 30, 3),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', text(env, 'NODE_ENV', 'development') === 'development'),
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT?.trim() || null,
    pushStaffTopic: text(env, 'PUSH_STAFF_TOPIC', 'backoffice-staff'),
    embedOrigins: embedOrigins(env),
  }
  if (!/^[a-zA-Z0-9-_.~%]{1,900}$/.test(config.pushStaffTopic))
    throw new Error('PUSH_STAFF_TOPIC may only hold letters, digits and - _ . ~ %.')
  if (config.env === 'production') assertProductionSafe(config)
  else if (!config.jwtSecret) config.jwtSecret = developmentSecret(dataDir)
  return config
}

function assertProductionSafe(config: Config): void {
  const problems: string[] = []
  if (!config.jwtSecret) problems.push('JWT_SECRET is not set')
  else if (config.jwtSecret.length < MIN_SECRET_LENGTH)
    problems.push(`JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`)
  if (config.adminPassword === DEMO_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is the demo password')
  if (problems.length > 0)
    throw new Error(
      `Refusing to start with NODE_ENV=production: ${problems.join('; ')}. Set them in the environment.`,
    )
}

export const isDemoPassword = (config: Config): boolean => config.adminPassword === DEMO_ADMIN_PASSWORD

/** Where config's database is: a PostgreSQL server (DATABASE_URL) or PGlite's folder in the data directory. */
export function databaseTarget(config: Config) {
  return config.databaseUrl
    ? { url: config.databaseUrl, poolMax: config.databasePoolMax }
    : { pgliteDir: config.pgliteDir }
}
