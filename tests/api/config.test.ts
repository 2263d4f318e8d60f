import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_PASSWORD, loadConfig } from '../../server/config'

const dataDirs: string[] = []
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-config-'))
  dataDirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('configuration from the environment', () => {
  it('has safe defaults for a first start', () => {
    // A secret of its own, so that this test writes nothing into ./data.
    const config = loadConfig({ JWT_SECRET: 's'.repeat(40) })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      databasePoolMax: Math.max(10, os.availableParallelism() * 2),
      pgliteDir: path.resolve('data', 'pglite'),
      accessTokenTtlSeconds: 900,
      sessionTtlHours: 12,
      adminEmail: 'admin@example.com',
      adminPassword: DEMO_ADMIN_PASSWORD,
      smtpUrl: null,
      mailDir: path.resolve('data', 'mail'),
      logLevel: 'info',
      slowRequestMs: 500,
      publicDir: path.resolve('dist'),
      authRateLimitPerMinute: 30,
      rateLimits: {
        perMinute: { standard: 600, public: 300, probe: 1200, export: 20, search: 120, upload: 60 },
        syncIntervalMs: 1000,
        windowMs: 60_000,
      },
      embedOrigins: [],
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/bo',
      DATABASE_URL: 'postgres://db/app',
      DATABASE_POOL_MAX: '24',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '300',
      SESSION_TTL_HOURS: '8',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Other@Pass1',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'BO <bo@example.com>',
      LOG_LEVEL: 'warn',
      SLOW_REQUEST_MS: '250',
      PUBLIC_DIR: '/srv/www',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '50',
      RATE_LIMIT_PROBES_PER_MINUTE: '70',
      RATE_LIMIT_EXPORTS_PER_MINUTE: '3',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '30',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10',
      RATE_LIMIT_SYNC_MS: '500',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/bo',
      mailDir: '/srv/bo/mail',
      databaseUrl: 'postgres://db/app',
      databasePoolMax: 24,
      accessTokenTtlSeconds: 300,
      sessionTtlHours: 8,
      adminEmail: 'boss@example.com',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      slowRequestMs: 250,
      publicDir: '/srv/www',
      trustProxy: true,
      rateLimits: {
        perMinute: { standard: 100, public: 50, probe: 70, export: 3, search: 30, upload: 10 },
        syncIntervalMs: 500,
      },
    })
  })

  it('signs tokens outside production with a random secret made once in DATA_DIR, for its owner only', () => {
    const dataDir = newDataDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.jwtSecret).not.toBe('dev-only-secret-change-me-in-production-0123456789')
    expect(config.jwtSecret).toMatch(/^[\w-]{64}$/)
    const file = path.join(dataDir, 'jwt-secret')
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    // Kept across restarts, so sessions survive them; another installation has another secret.
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).jwtSecret).toBe(config.jwtSecret)
    expect(loadConfig({ DATA_DIR: newDataDir() }).jwtSecret).not.toBe(config.jwtSecret)
  })

  it('uses JWT_SECRET when it is set, and then keeps no secret file', () => {
    const dataDir = newDataDir()
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(40) }).jwtSecret).toBe('k'.repeat(40))
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false)
  })

  it('refuses a secret file that holds no real secret, rather than signing with it', () => {
    const dataDir = newDataDir()
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o600 })
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret holds no secret.*delete it/)
  })

  it('refuses to start in production without a strong JWT_SECRET or on the demo password', () => {
    const dataDir = newDataDir()
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Real@Pass99', DATA_DIR: dataDir }),
    ).toThrow(/JWT_SECRET is not set/)
    // Production never falls back on a secret file, not even one a development run left behind.
    loadConfig({ DATA_DIR: dataDir })
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Real@Pass99', DATA_DIR: dataDir }),
    ).toThrow(/JWT_SECRET is not set/)
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/ADMIN_PASSWORD/)
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', ADMIN_PASSWORD: 'Real@Pass99' }),
    ).toThrow(/32 characters/)
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'Real@Pass99' }).env,
    ).toBe('production')
  })

  it('reads EMBED_ORIGINS as the origins a browser sends, and refuses anything else', () => {
    const secret = { JWT_SECRET: 's'.repeat(40) }
    const { embedOrigins } = loadConfig({
      ...secret,
      EMBED_ORIGINS: ' https://Tool.example.com/ , http://kiosk.example.com:8443,https://tool.example.com,',
    })
    expect(embedOrigins).toEqual(['https://tool.example.com', 'http://kiosk.example.com:8443'])
    for (const value of ['tool.example.com', 'https://tool.example.com/page', 'ftp://tool.example.com', '*'])
      expect(() => loadConfig({ ...secret, EMBED_ORIGINS: value }), value).toThrow(/EMBED_ORIGINS/)
  })

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
