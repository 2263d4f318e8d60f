import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, withId } from '../support/apiClient'
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

const me = (token: string, lang?: 'en' | 'th') =>
  apiClient(server.baseUrl, { token, lang }).GET('/admin/users/{id}', withId(adminId))

describe('access tokens tied to live sessions', () => {
  it('signs out with 204, records it, and the same token is refused at once', async () => {
    const token = await loginAsAdmin(server)
    expect((await me(token)).response.status).toBe(200)
    const out = await apiClient(server.baseUrl, { token }).POST('/auth/admin/sign-out', {
      body: { OS: 'Linux', IP: '1.2.3.4' },
    })
    expect(out.response.status).toBe(204)
    const after = await me(token)
    expect(after.response.status).toBe(401)
    expect(after.error).toEqual({
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
    // Raw call: a JSON content type with no body, which the typed client never sends.
    const out = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-out', {
      token,
      headers: { 'content-type': 'application/json' },
    })
    expect(out.status).toBe(204)
  })

  it('renews the token of a live session, and the renewed one works', async () => {
    const token = await loginAsAdmin(server)
    const { data, response } = await apiClient(server.baseUrl, { token }).POST('/auth/admin/refresh-token')
    expect(response.status).toBe(200)
    expect(data?.googleAuth).toBe(false)
    expect((await me(data?.jwtAccessToken as string)).response.status).toBe(200)
  })

  it('refuses a session past its absolute expiry', async () => {
    const token = await loginAsAdmin(server)
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .where('user_id', '=', adminId)
      .execute()
    expect((await me(token)).response.status).toBe(401)
  })

  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    expect((await apiClient(server.baseUrl).GET('/admin/users/{id}', withId(adminId))).response.status).toBe(
      401,
    )
    expect((await me('garbage')).response.status).toBe(401)
    const token = await loginAsAdmin(server)
    const [header, payload] = token.split('.')
    expect((await me(`${header}.${payload}.${'A'.repeat(43)}`)).response.status).toBe(401)
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'))
    expect((await me(forged)).response.status).toBe(401)
    const expired = await new SignJWT({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.config.jwtSecret))
    expect((await me(expired)).response.status).toBe(401)
  })

  it('says so in Thai', async () => {
    const response = await me('garbage', 'th')
    expect(response.error?.message).toBe('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง')
  })

  it('ends the sessions of a member who is made inactive', async () => {
    const staff = await createStaff(server.db)
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const own = () =>
      apiClient(server.baseUrl, { token: jwtAccessToken }).GET('/admin/users/{id}', withId(staff.id))
    expect((await own()).response.status).toBe(200)
    await server.db
      .updateTable('internal_users')
      .set({ status: 'inactive' })
      .where('id', '=', staff.id)
      .execute()
    expect((await own()).response.status).toBe(401)
  })
})
