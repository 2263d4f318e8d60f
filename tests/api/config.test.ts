import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN_PASSWORD, loadConfig } from '../../server/config'

describe('configuration from the environment', () => {
  it('has safe defaults for a first start', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      pgliteDir: path.resolve('data', 'pglite'),
      accessTokenTtlSeconds: 900,
      sessionTtlHours: 12,
      adminEmail: 'admin@example.com',
      adminPassword: DEMO_ADMIN_PASSWORD,
      smtpUrl: null,
      mailDir: path.resolve('data', 'mail'),
      logLevel: 'info',
      publicDir: path.resolve('dist'),
      authRateLimitPerMinute: 30,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/bo',
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '300',
      SESSION_TTL_HOURS: '8',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Other@Pass1',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'BO <bo@example.com>',
      LOG_LEVEL: 'warn',
      PUBLIC_DIR: '/srv/www',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/bo',
      mailDir: '/srv/bo/mail',
      databaseUrl: 'postgres://db/app',
      accessTokenTtlSeconds: 300,
      sessionTtlHours: 8,
      adminEmail: 'boss@example.com',
      smtpUrl: 'smtp://mail:25',
      publicDir: '/srv/www',
      trustProxy: true,
    })
  })

  it('refuses to start in production on the default secret or the demo password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Real@Pass99' })).toThrow(/JWT_SECRET/)
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/ADMIN_PASSWORD/)
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', ADMIN_PASSWORD: 'Real@Pass99' }),
    ).toThrow(/32 characters/)
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'Real@Pass99' }).env,
    ).toBe('production')
  })

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
