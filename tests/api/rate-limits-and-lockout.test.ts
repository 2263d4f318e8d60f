import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { startTestServer, type TestServer } from '../support/test-server'

describe('failed sign-ins lock the e-mail for 15 minutes', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  const attempt = (username: string, password: string, lang?: 'en' | 'th') =>
    apiClient(server.baseUrl, { lang }).POST('/auth/admin/login', { body: { username, password } })

  it('locks a known e-mail after 5 failures, even against the right password', async () => {
    const staff = await createStaff(server.db)
    for (let i = 0; i < 5; i++) expect((await attempt(staff.email, 'Wrong#Pass1')).response.status).toBe(401)
    const locked = await attempt(staff.email, staff.password)
    expect(locked.response.status).toBe(429)
    expect(locked.error?.message).toBe(
      'Too many failed sign-in attempts. This account is locked; please try again in 15 minutes or reset your password.',
    )
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    const thai = await attempt(staff.email, staff.password, 'th')
    expect(thai.error?.message).toMatch(/^เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป/)
  })

  it('locks an unknown e-mail the same way', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('ghost@example.com', 'Wrong#Pass1')).response.status).toBe(401)
    expect((await attempt('ghost@example.com', 'Wrong#Pass1')).response.status).toBe(429)
  })

  it('lifts the lock when its period is over, and a success clears the count', async () => {
    const staff = await createStaff(server.db)
    for (let i = 0; i < 5; i++) await attempt(staff.email, 'Wrong#Pass1')
    expect((await attempt(staff.email, staff.password)).response.status).toBe(429)
    await server.db
      .updateTable('rate_limits')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', `login-fail:${staff.email}`)
      .execute()
    expect((await attempt(staff.email, staff.password)).response.status).toBe(200)
    for (let i = 0; i < 4; i++) await attempt(staff.email, 'Wrong#Pass1')
    expect((await attempt(staff.email, staff.password)).response.status).toBe(200)
  })

  it('keeps the counters in the database, where every server instance sees them', async () => {
    const staff = await createStaff(server.db)
    expect((await attempt(staff.email, 'Wrong#Pass1')).response.status).toBe(401)
    const rows = await server.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', `login-fail:${staff.email}`)
      .execute()
    expect(rows.length).toBeGreaterThan(0)
  })
})

describe('per-address limits on the authentication endpoints', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ config: { authRateLimitPerMinute: 3 } })
  })
  afterAll(() => server?.close())

  it('answers 429 with Retry-After past the limit, per endpoint', async () => {
    const api = apiClient(server.baseUrl)
    const verify = () =>
      api.POST('/auth/admin/verifyOtp', { body: { email: 'a@example.com', code: '123456' } })
    for (let i = 0; i < 3; i++) expect((await verify()).response.status).toBe(400)
    const limited = await verify()
    expect(limited.response.status).toBe(429)
    expect(limited.error?.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0)

    const other = await api.POST('/auth/admin/login', {
      body: { username: server.config.adminEmail, password: server.config.adminPassword },
    })
    expect(other.response.status).toBe(200)
  })

  it('counts requests before looking at tokens, so token guessing is limited too', async () => {
    // Raw calls: a garbage token and no body, so only the limit can tell the calls apart.
    for (let i = 0; i < 3; i++)
      expect((await call(server.baseUrl, 'POST', '/api/auth/admin/2fa', { token: 'x' })).status).toBe(401)
    expect((await call(server.baseUrl, 'POST', '/api/auth/admin/2fa', { token: 'x' })).status).toBe(429)
  })

  it('tells the caller its budget in RateLimit headers on every answer of a limited operation', async () => {
    const sendOtp = (email: string) =>
      apiClient(server.baseUrl).POST('/auth/admin/sendOtp', { body: { email } })
    const budget = ({ response }: { response: Response }) => ({
      limit: response.headers.get('ratelimit-limit'),
      remaining: response.headers.get('ratelimit-remaining'),
      reset: Number(response.headers.get('ratelimit-reset')),
    })
    const sent = await sendOtp('budget-1@example.com')
    expect(sent.response.status).toBe(204)
    expect(budget(sent)).toMatchObject({ limit: '3', remaining: '2' })
    expect(budget(sent).reset).toBeGreaterThanOrEqual(1)
    expect(budget(sent).reset).toBeLessThanOrEqual(60)
    const refused = await sendOtp('not an e-mail')
    expect(refused.response.status).toBe(400)
    expect(budget(refused)).toMatchObject({ limit: '3', remaining: '1' })
    expect(budget(await sendOtp('budget-2@example.com'))).toMatchObject({ remaining: '0' })
    const limited = await sendOtp('budget-3@example.com')
    expect(limited.response.status).toBe(429)
    expect(budget(limited)).toMatchObject({ limit: '3', remaining: '0' })
    expect(Number(limited.response.headers.get('retry-after'))).toBe(budget(limited).reset)
  })

  it('gives the health check a budget of its own, apart from the public and sign-in ones', async () => {
    const api = apiClient(server.baseUrl)
    for (let i = 0; i < 5; i++) {
      const health = await api.GET('/health')
      expect(health.response.status).toBe(200)
      expect(health.response.headers.get('ratelimit-limit')).toBe(
        String(server.config.rateLimits.perMinute.probe),
      )
    }
  })
})
