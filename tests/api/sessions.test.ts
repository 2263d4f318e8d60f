import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminId: string
beforeAll(async () => {
  server = await startTestServer()
  const admin = await server.db
    .selectFrom('internal_users')
    .select('id')
    .where('email', '=', server.config.adminEmail)
    .executeTakeFirstOrThrow()
  adminId = admin.id
})
afterAll(() => server?.close())

const me = (token: string, lang?: string) =>
  call(server.baseUrl, 'GET', `/api/admin/users/${adminId}`, { token, lang })

describe('access tokens tied to live sessions', () => {
  it('signs out with 204, records it, and the same token is refused at once', async () => {
    const token = await loginAsAdmin(server)
    expect((await me(token)).status).toBe(200)
    const out = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-out', {
      token,
      body: { OS: 'Linux', IP: '1.2.3.4' },
    })
    expect(out.status).toBe(204)
    const after = await me(token)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({
      statusCode: 401,
      message: 'Session Expired. Please sign in again.',
      error: 'Unauthorized',
    })
    const history = await server.db
      .selectFrom('access_history')
      .select(['event', 'reported_os', 'reported_ip'])
      .where('event', '=', 'sign-out')
      .executeTakeFirstOrThrow()
    expect(history).toEqual({ event: 'sign-out', reported_os: 'Linux', reported_ip: '1.2.3.4' })
  })

  it('signs out with a JSON content type and no body at all', async () => {
    const token = await loginAsAdmin(server)
    const out = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-out', {
      token,
      headers: { 'content-type': 'application/json' },
    })
    expect(out.status).toBe(204)
  })

  it('renews the token of a live session, and the renewed one works', async () => {
    const token = await loginAsAdmin(server)
    const renewed = await call<{ jwtAccessToken: string; googleAuth: boolean }>(
      server.baseUrl,
      'POST',
      '/api/auth/admin/refresh-token',
      { token },
    )
    expect(renewed.status).toBe(200)
    expect(renewed.body.googleAuth).toBe(false)
    expect((await me(renewed.body.jwtAccessToken)).status).toBe(200)
  })

  it('refuses a session past its absolute expiry', async () => {
    const token = await loginAsAdmin(server)
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .where('user_id', '=', adminId)
      .execute()
    expect((await me(token)).status).toBe(401)
  })

  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    expect((await call(server.baseUrl, 'GET', `/api/admin/users/${adminId}`)).status).toBe(401)
    expect((await me('garbage')).status).toBe(401)
    const token = await loginAsAdmin(server)
    const [header, payload] = token.split('.')
    expect((await me(`${header}.${payload}.${'A'.repeat(43)}`)).status).toBe(401)
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'))
    expect((await me(forged)).status).toBe(401)
    const expired = await new SignJWT({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.config.jwtSecret))
    expect((await me(expired)).status).toBe(401)
  })

  it('says so in Thai', async () => {
    const response = await me('garbage', 'th')
    expect(response.body.message).toBe('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง')
  })

  it('ends the sessions of a member who is made inactive', async () => {
    const staff = await createStaff(server.db)
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const own = () => call(server.baseUrl, 'GET', `/api/admin/users/${staff.id}`, { token: jwtAccessToken })
    expect((await own()).status).toBe(200)
    await server.db
      .updateTable('internal_users')
      .set({ status: 'inactive' })
      .where('id', '=', staff.id)
      .execute()
    expect((await own()).status).toBe(401)
  })
})
