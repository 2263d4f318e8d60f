import path from 'node:path'

export const DEMO_ADMIN_PASSWORD = 'Admin@12345'
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789'

export interface Config {
  env: string
  port: number
  host: string
  dataDir: string
  /** PostgreSQL server; when unset an embedded PGlite lives in `pgliteDir`. */
  databaseUrl: string | null
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
  publicDir: string
  trustProxy: boolean
  /** Requests per minute and client address on each authentication endpoint. */
  authRateLimitPerMinute: number
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

/** Reads the configuration from environment variables; pure so tests can build any configuration. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(text(env, 'DATA_DIR', './data'))
  const config: Config = {
    env: text(env, 'NODE_ENV', 'development'),
    port: integer(env, 'PORT', 3000, 0),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: text(env, 'JWT_SECRET', DEV_JWT_SECRET),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12),
    adminEmail: text(env, 'ADMIN_EMAIL', 'admin@example.com').toLowerCase(),
    adminPassword: text(env, 'ADMIN_PASSWORD', DEMO_ADMIN_PASSWORD),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: text(env, 'MAIL_FROM', 'Back-office <no-reply@localhost>'),
    mailDir: path.join(dataDir, 'mail'),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    publicDir: path.resolve(text(env, 'PUBLIC_DIR', 'dist')),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
  }
  if (config.env === 'production') assertProductionSafe(config)
  return config
}

function assertProductionSafe(config: Config): void {
  const problems: string[] = []
  if (config.jwtSecret === DEV_JWT_SECRET) problems.push('JWT_SECRET is the development default')
  else if (config.jwtSecret.length < 32) problems.push('JWT_SECRET is shorter than 32 characters')
  if (config.adminPassword === DEMO_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is the demo password')
  if (problems.length > 0)
    throw new Error(
      `Refusing to start with NODE_ENV=production: ${problems.join('; ')}. Set them in the environment.`,
    )
}

export const isDemoPassword = (config: Config): boolean => config.adminPassword === DEMO_ADMIN_PASSWORD
