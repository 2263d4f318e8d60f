import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, dataOf, type Lang, type QueryOf, withId } from '../support/apiClient'
import { createStaff, totpCode } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

/**
 * Values the contract's types allow but PostgreSQL (or JavaScript) cannot hold are refused where the
 * request comes in, with a 400 naming the field in the caller's language, and never reach a handler.
 */

let server: TestServer
let token: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
})
afterAll(() => server?.close())

type Answer = { statusCode: number; message: string; error: string; nextCursor?: string | null }

/** A raw call, for numbers and addresses past what the contract allows. */
const get = (path: string, lang?: string) =>
  call<Answer>(server.baseUrl, 'GET', `/api${path}`, { token, lang })
/** The lists and exports that take a search, a date range or a cursor, in the typed client. */
type Listing =
  | '/admin/users'
  | '/admin/roles'
  | '/internal-user-history'
  | '/user-access-history'
  | '/data-export-history'
  | '/internal-user-history/export'
  | '/user-access-history/export'
// Text, so a CSV export that is not refused reads as well as a page of a list.
const list = (path: Listing, query: { search?: string; startDate?: string; endDate?: string }, lang?: Lang) =>
  apiClient(server.baseUrl, { token, lang }).GET(path, { params: { query }, parseAs: 'text' })
const history = (path: '/internal-user-history' | '/user-access-history', query: QueryOf<typeof path>) =>
  admin.GET(path, { params: { query } })
const cursorAround = (at: string) =>
  Buffer.from(JSON.stringify([at, '6f1c2a5e-1b7a-4c1e-9a4b-2f0f3e1d2c3b'])).toString('base64url')

const NUL = 'must not contain a NUL character (\\u0000)'
const DATE_TIME =
  'must be a real date and time with its time zone, such as 2024-01-31T17:00:00Z, in the years 0001 to 9999'

describe('a NUL character in any string', () => {
  it.each([
    '/admin/users',
    '/admin/roles',
    '/internal-user-history',
    '/user-access-history',
    '/data-export-history',
    '/internal-user-history/export',
  ] as Listing[])('is refused in the search of %s', async (path) => {
    const { error, response } = await list(path, { search: 'som\u0000chai' })
    expect(response.status).toBe(400)
    expect(error).toEqual({ statusCode: 400, message: `search: ${NUL}`, error: 'Bad Request' })
  })

  it('is refused in Thai when asked in Thai', async () => {
    const { error, response } = await list('/admin/users', { search: '\u0000' }, 'th')
    expect(response.status).toBe(400)
    expect(error?.message).toBe('search: ต้องไม่มีอักขระ NUL (\\u0000)')
  })

  it('is refused in a role name, on create and on update', async () => {
    const created = await admin.POST('/admin/roles', { body: { name: 'Audit\u0000ors', fullAccess: true } })
    expect(created.response.status).toBe(400)
    expect(created.error?.message).toBe(`name: ${NUL}`)
    const role = dataOf(
      await admin.POST('/admin/roles', { body: { name: `Auditors ${Date.now()}`, fullAccess: true } }),
    )
    const updated = await admin.PATCH('/admin/roles/{id}', { ...withId(role._id), body: { name: 'x\u0000' } })
    expect(updated.response.status).toBe(400)
    expect(updated.error?.message).toBe(`name: ${NUL}`)
  })

  it('is refused in the OS and IP a browser reports at sign-in, at the second factor and at sign-out', async () => {
    const visitor = apiClient(server.baseUrl)
    const signIn = (client: { OS?: string; IP?: string }) =>
      visitor.POST('/auth/admin/login', {
        body: { username: server.config.adminEmail, password: server.config.adminPassword, ...client },
      })
    expect((await signIn({ OS: 'Lin\u0000ux', IP: '10.0.0.1' })).error?.message).toBe(`OS: ${NUL}`)
    // The contract gives IP a format, which a NUL character already breaks.
    expect((await signIn({ OS: 'Linux', IP: '10.0.0.1\u0000' })).error?.message).toBe(
      'IP: has the wrong format',
    )

    const staff = await createStaff(server.db, { twoFactor: true })
    const pending = await login(server.baseUrl, staff.email, staff.password)
    const secondFactor = await apiClient(server.baseUrl, { token: pending.jwtAccessToken }).POST(
      '/auth/admin/2fa',
      { body: { twoFactorAuthenticationCode: await totpCode(staff.totpSecret as string), OS: '\u0000' } },
    )
    expect(secondFactor.response.status).toBe(400)
    expect(secondFactor.error?.message).toBe(`OS: ${NUL}`)

    const own = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
    const signOut = await own.POST('/auth/admin/sign-out', { body: { OS: 'mac\u0000OS', IP: '10.0.0.2' } })
    expect(signOut.response.status).toBe(400)
    expect(signOut.error?.message).toBe(`OS: ${NUL}`)
  })
})

describe('half of a surrogate pair, which has no UTF-8 form', () => {
  it('is refused in a name as a NUL character is, never reaching the database, and said so', async () => {
    const created = await admin.POST('/admin/roles', {
      body: { name: 'Audit\udfff\ud800ors', fullAccess: true },
    })
    expect(created.response.status).toBe(400)
    expect(created.error?.message).toBe(
      'name: must not contain half of a surrogate pair (a lone \\uD800–\\uDFFF)',
    )
    // A query string cannot carry one (it has no percent-encoding); a body in Thai can.
    const inThai = await apiClient(server.baseUrl, { token, lang: 'th' }).POST('/admin/roles', {
      body: { name: 'Audit\ud800', fullAccess: true },
    })
    expect(inThai.error?.message).toBe('name: ต้องไม่มีอักขระตัวแทนครึ่งคู่ (\\uD800–\\uDFFF ที่ไม่มีคู่)')
    // Both halves together are one character, and welcome.
    expect((await list('/admin/roles', { search: 'Aud😀' })).response.status).toBe(200)
  })
})

describe('dates the contract writes but the database cannot hold', () => {
  it.each([
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['year 0000 once the offset is applied', '0001-01-01T00:00:00+01:00'],
    ['year 10000 once the offset is applied', '9999-12-31T23:59:59-10:00'],
    ['an offset JavaScript cannot read', '2024-01-01T10:00:00+05'],
    ['a day the month does not have', '2023-02-29T10:00:00Z'],
  ])('refuses %s in a history filter', async (_case, date) => {
    for (const path of [
      '/internal-user-history',
      '/data-export-history',
      '/user-access-history/export',
    ] as const) {
      const { error, response } = await list(path, { startDate: date })
      expect(response.status, path).toBe(400)
      expect(error?.message).toBe(`startDate: ${DATE_TIME}`)
    }
    expect((await list('/internal-user-history', { endDate: date })).error?.message).toBe(
      `endDate: ${DATE_TIME}`,
    )
  })

  it('keeps the first and last instants of years 0001 to 9999, and says what is wrong in Thai', async () => {
    const range = { startDate: '0001-01-01T00:00:00Z', endDate: '9999-12-31T23:59:59.999Z' }
    expect((await list('/internal-user-history', range)).response.status).toBe(200)
    expect((await list('/data-export-history', range)).response.status).toBe(200)
    const thai = await list('/internal-user-history', { startDate: '2016-12-31T23:59:60Z' }, 'th')
    expect(thai.error?.message).toBe(
      'startDate: ต้องเป็นวันที่และเวลาที่มีอยู่จริงพร้อมเขตเวลา เช่น 2024-01-31T17:00:00Z ระหว่างปี ค.ศ. 0001 ถึง 9999',
    )
  })

  it('refuses a date of birth in year 0000', async () => {
    const { error, response } = await admin.PATCH('/admin/users/profile', {
      body: { dateOfBirth: '0000-01-01' },
    })
    expect(response.status).toBe(400)
    expect(error?.message).toBe('dateOfBirth: must be a real date, YYYY-MM-DD, in the years 0001 to 9999')
  })
})

describe('hand-made cursors', () => {
  it.each([
    ['digits that are no time', '9999-99-99 99:99:99'],
    ['year 0000', '0000-01-01 00:00:00+00'],
    ['a day the month does not have', '2020-02-30 00:00:00+00'],
    ['a leap second', '2016-12-31 23:59:60+00'],
    ['an offset of 99 hours', '2020-01-01 00:00:00+99'],
  ])('are refused when they hold %s', async (_case, at) => {
    for (const path of ['/internal-user-history', '/user-access-history'] as const) {
      const { error, response } = await history(path, { cursor: cursorAround(at) })
      expect(response.status, path).toBe(400)
      expect(error?.message).toBe('cursor: must be the nextCursor of a previous page')
    }
  })

  it('still page on when the server made them', async () => {
    const first = dataOf(await history('/internal-user-history', { limit: 5 }))
    const cursor = first.nextCursor ?? cursorAround('2024-01-31 17:00:00.123456+07')
    expect((await history('/internal-user-history', { limit: 5, cursor })).response.status).toBe(200)
    const made = cursorAround('2024-01-31 17:00:00.123456+05:30')
    expect((await history('/internal-user-history', { cursor: made })).response.status).toBe(200)
  })
})

// Raw calls: page numbers past what a number holds and addresses no client would build.
describe('numbers and addresses at the edges', () => {
  it('answers the last page number and refuses one past it, or past what a number holds', async () => {
    expect((await get('/admin/users?page=1000000&limit=100')).status).toBe(200)
    expect((await get('/internal-user-history?page=1000000&limit=100')).status).toBe(200)
    for (const page of ['1000001', '1e400', '-1', '0', '1.5', 'NaN'])
      expect((await get(`/admin/users?page=${page}`)).status, page).toBe(400)
    expect((await get('/admin/notifications?pageSize=101')).body.message).toBe(
      'pageSize: must be at most 100',
    )
  })

  it('answers a malformed address or an overlong path parameter in the caller language', async () => {
    const malformed = await get('/admin/users/%E0%B8%', 'th')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ statusCode: 400, message: 'ที่อยู่ของคำขอนี้ไม่ถูกต้อง', error: 'Bad Request' })
    const overlong = await get(`/admin/roles/${'a'.repeat(101)}`)
    expect(overlong.status).toBe(414)
    expect(overlong.body).toEqual({
      statusCode: 414,
      message: 'A part of the address of this request is too long.',
      error: 'URI Too Long',
    })
  })
})
