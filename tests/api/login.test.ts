import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { apiClient } from '../support/apiClient'
import { createStaff, type StaffMember } from '../support/fixtures'
import { call } from '../support/http'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let inactive: StaffMember
beforeAll(async () => {
  server = await startTestServer()
  inactive = await createStaff(server.db, { status: 'inactive' })
})
afterAll(() => server?.close())

const loginCall = (body: components['schemas']['LoginRequest'], lang?: 'en' | 'th') =>
  apiClient(server.baseUrl, { lang }).POST('/auth/admin/login', { body })
/** A raw call, for bodies and headers the contract forbids. */
const rawLogin = (body: unknown, lang?: string) =>
  call(server.baseUrl, 'POST', '/api/auth/admin/login', { body, lang })

describe('login with e-mail and password', () => {
  it('answers an access token without 2FA and records the sign-in', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
    const { data, response } = await apiClient(server.baseUrl, { headers: { 'user-agent': chrome } }).POST(
      '/auth/admin/login',
      {
        body: {
          username: server.config.adminEmail,
          password: server.config.adminPassword,
          OS: 'Windows',
          IP: '10.1.2.3',
        },
      },
    )
    expect(response.status).toBe(200)
    expect(data?.googleAuth).toBe(false)
    expect(data?.jwtAccessToken.split('.')).toHaveLength(3)
    expect(Object.keys(data ?? {}).sort()).toEqual(['googleAuth', 'jwtAccessToken'])

    const history = await server.db
      .selectFrom('access_history')
      .selectAll()
      .where('event', '=', 'sign-in')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(history).toMatchObject({
      actor_kind: 'internal',
      os: 'Windows 10',
      ip: '127.0.0.1',
      reported_os: 'Windows',
      reported_ip: '10.1.2.3',
    })
    expect(history.device).toEqual({
      browser: expect.stringMatching(/^Chrome \d+$/),
      type: 'desktop',
      model: null,
    })
    const admin = await server.db
      .selectFrom('internal_users')
      .select('last_sign_in_at')
      .where('email', '=', server.config.adminEmail)
      .executeTakeFirstOrThrow()
    expect(admin.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('accepts the e-mail in any letter case', async () => {
    const response = await loginCall({
      username: server.config.adminEmail.toUpperCase(),
      password: server.config.adminPassword,
    })
    expect(response.response.status).toBe(200)
  })

  it('refuses a wrong password with 401 Invalid credentials.', async () => {
    const { error, response } = await loginCall({
      username: server.config.adminEmail,
      password: 'Wrong#Pass1',
    })
    expect(response.status).toBe(401)
    expect(error).toEqual({ statusCode: 401, message: 'Invalid credentials.', error: 'Unauthorized' })
  })

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await loginCall({ username: server.config.adminEmail, password: 'Wrong#Pass1' })
    const unknown = await loginCall({ username: 'nobody@example.com', password: 'Wrong#Pass1' })
    expect(unknown.response.status).toBe(wrong.response.status)
    expect(unknown.error).toEqual(wrong.error)
  })

  it('answers an inactive user exactly like a wrong password, even with the right password', async () => {
    const { error, response } = await loginCall({ username: inactive.email, password: inactive.password })
    expect(response.status).toBe(401)
    expect(error).toEqual({ statusCode: 401, message: 'Invalid credentials.', error: 'Unauthorized' })
  })

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const time = async (username: string) => {
      const started = performance.now()
      await loginCall({ username, password: 'Wrong#Pass1' })
      return performance.now() - started
    }
    const wrong: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      wrong.push(await time(inactive.email))
      unknown.push(await time(`timing-unknown-${i}@example.com`))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]
    // Both pay for one argon2id verification; without the dummy hash the unknown case would be far faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4)
  })

  it('translates the credentials error into Thai', async () => {
    const { error, response } = await loginCall(
      { username: server.config.adminEmail, password: 'Wrong#Pass1' },
      'th',
    )
    expect(response.status).toBe(401)
    expect(error?.message).toBe('ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง')
  })
})

// Raw calls throughout: every request here is one the contract forbids.
describe('login input that does not fit the contract', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'a malformed e-mail',
      { username: 'admin.example.com', password: 'x' },
      'username: must be a valid e-mail address',
      'username: ต้องเป็นที่อยู่อีเมลที่ถูกต้อง',
    ],
    [
      'a 256-character username',
      { username: `${'a'.repeat(244)}@example.com`, password: 'x' },
      'username: must be at most 255 characters long',
      'username: ต้องมีไม่เกิน 255 ตัวอักษร',
    ],
    [
      'a missing password',
      { username: 'admin@example.com' },
      'password: is required',
      'password: จำเป็นต้องกรอก',
    ],
    ['a missing username', { password: 'x' }, 'username: is required', 'username: จำเป็นต้องกรอก'],
    [
      'an empty password',
      { username: 'admin@example.com', password: '' },
      'password: must not be empty',
      'password: ต้องไม่เว้นว่าง',
    ],
    [
      'an extra field',
      { username: 'admin@example.com', password: 'x', role: 'admin' },
      'role: is not an accepted field',
      'role: ไม่ใช่ช่องที่รับได้',
    ],
    [
      'a number as password',
      { username: 'admin@example.com', password: 12345678 },
      'password: must be text',
      'password: ต้องเป็นข้อความ',
    ],
    ['an array as body', [1, 2], 'request body: must be an object', 'ข้อมูลที่ส่งมา: ต้องเป็นออบเจ็กต์'],
  ]

  it.each(cases)('refuses %s with 400 and a message naming the field', async (_name, body, english, thai) => {
    const en = await rawLogin(body)
    expect(en.status).toBe(400)
    expect(en.body).toEqual({ statusCode: 400, message: english, error: 'Bad Request' })
    const th = await rawLogin(body, 'th')
    expect(th.status).toBe(400)
    expect(th.body.message).toBe(thai)
  })

  it('refuses a missing body', async () => {
    const response = await call(server.baseUrl, 'POST', '/api/auth/admin/login')
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('request body: must be an object')
  })

  it('refuses a body that is not JSON', async () => {
    const response = await call(server.baseUrl, 'POST', '/api/auth/admin/login', { rawBody: '{"username":' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    })
  })

  it('refuses a body that is not sent as JSON', async () => {
    const response = await call(server.baseUrl, 'POST', '/api/auth/admin/login', {
      rawBody: 'username=admin@example.com',
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.status).toBe(415)
    expect(response.body.error).toBe('Unsupported Media Type')
  })

  it('refuses an unknown language header', async () => {
    const response = await rawLogin({ username: 'admin@example.com', password: 'x' }, 'fr')
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('lang: must be one of: en, th')
  })
})
