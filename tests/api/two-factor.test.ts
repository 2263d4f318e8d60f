import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiClient, withId } from '../support/apiClient'
import { createStaff, type StaffMember, totpCode } from '../support/fixtures'
import { login, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let staff: StaffMember
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(async () => {
  // A fresh member per test, so the replay marker and failure counters of one test do not leak into another.
  staff = await createStaff(server.db, { twoFactor: true })
})

const secret = () => staff.totpSecret as string
const twoFactor = (token: string, code: string, lang?: 'en' | 'th') =>
  apiClient(server.baseUrl, { token, lang }).POST('/auth/admin/2fa', {
    body: { twoFactorAuthenticationCode: code, OS: 'macOS' },
  })
const ownRecord = (token: string) =>
  apiClient(server.baseUrl, { token }).GET('/admin/users/{id}', withId(staff.id))

describe('sign-in with an authenticator code', () => {
  it('answers a pending token first, then the access token for the right code', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    expect(pending.googleAuth).toBe(true)

    const { data, response } = await twoFactor(pending.jwtAccessToken, await totpCode(secret()))
    expect(response.status).toBe(200)
    expect(data?.googleAuth).toBe(false)

    const me = await ownRecord(data?.jwtAccessToken as string)
    expect(me.response.status).toBe(200)
    expect(me.data?.googleAuth).toBe(true)

    const history = await server.db
      .selectFrom('access_history')
      .select(['event', 'reported_os'])
      .where('user_id', '=', staff.id)
      .execute()
    expect(history).toEqual([{ event: 'sign-in', reported_os: 'macOS' }])
  })

  it('does not sign in before the second factor: no history, and the pending token is no access token', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    expect((await ownRecord(pending.jwtAccessToken)).response.status).toBe(401)
    const refresh = await apiClient(server.baseUrl, { token: pending.jwtAccessToken }).POST(
      '/auth/admin/refresh-token',
    )
    expect(refresh.response.status).toBe(401)
    const history = await server.db
      .selectFrom('access_history')
      .select('id')
      .where('user_id', '=', staff.id)
      .execute()
    expect(history).toHaveLength(0)
  })

  it('accepts the code of the previous period (clock drift of one step)', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    const { response } = await twoFactor(pending.jwtAccessToken, await totpCode(secret(), -1))
    expect(response.status).toBe(200)
  })

  it('refuses a code used twice, with a clear message', async () => {
    const code = await totpCode(secret())
    const first = await login(server.baseUrl, staff.email, staff.password)
    expect((await twoFactor(first.jwtAccessToken, code)).response.status).toBe(200)

    const second = await login(server.baseUrl, staff.email, staff.password)
    const replay = await twoFactor(second.jwtAccessToken, code)
    expect(replay.response.status).toBe(400)
    expect(replay.error?.message).toBe(
      'This code has already been used. Please wait for the next code in your authenticator app.',
    )
    const thai = await twoFactor(second.jwtAccessToken, code, 'th')
    expect(thai.error?.message).toBe('รหัสนี้ถูกใช้ไปแล้ว กรุณารอรหัสถัดไปในแอปยืนยันตัวตน')
  })

  it('uses a pending token once', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    expect((await twoFactor(pending.jwtAccessToken, await totpCode(secret()))).response.status).toBe(200)
    const again = await twoFactor(pending.jwtAccessToken, await totpCode(secret(), 1))
    expect(again.response.status).toBe(401)
  })

  it('refuses a wrong code', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    const right = await totpCode(secret())
    const wrong = right === '000000' ? '111111' : '000000'
    const { error, response } = await twoFactor(pending.jwtAccessToken, wrong)
    expect(response.status).toBe(400)
    expect(error?.message).toBe('The authenticator code is wrong. Please try again.')
  })

  const SIX_DIGITS = { en: 'must be exactly 6 digits', th: 'ต้องเป็นตัวเลข 6 หลัก' }
  // Past the contract's bound of 6 characters, refused before the digits are looked at.
  const AT_MOST_SIX = { en: 'must be at most 6 characters long', th: 'ต้องมีไม่เกิน 6 ตัวอักษร' }
  it.each([
    ['7 digits', '1234567', AT_MOST_SIX],
    ['5 digits', '12345', SIX_DIGITS],
    ['letters', '12a456', SIX_DIGITS],
    ['spaces', '123 56', SIX_DIGITS],
  ])('refuses a code of %s with 400', async (_name, code, message) => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    const { error, response } = await twoFactor(pending.jwtAccessToken, code)
    expect(response.status).toBe(400)
    expect(error?.message).toBe(`twoFactorAuthenticationCode: ${message.en}`)
    const thai = await twoFactor(pending.jwtAccessToken, code, 'th')
    expect(thai.error?.message).toBe(`twoFactorAuthenticationCode: ${message.th}`)
  })

  it('refuses an access token, a missing token and a garbage token', async () => {
    const plain = await createStaff(server.db)
    const access = await login(server.baseUrl, plain.email, plain.password)
    const code = await totpCode(secret())
    expect((await twoFactor(access.jwtAccessToken, code)).response.status).toBe(401)
    expect((await twoFactor('not.a.token', code)).response.status).toBe(401)
    const missing = await apiClient(server.baseUrl).POST('/auth/admin/2fa', {
      body: { twoFactorAuthenticationCode: code },
    })
    expect(missing.response.status).toBe(401)
    expect(missing.error).toEqual({ statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' })
  })

  it('refuses an expired pending token', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', staff.id)
      .execute()
    expect((await twoFactor(pending.jwtAccessToken, await totpCode(secret()))).response.status).toBe(401)
  })

  it('stops guessing after 5 wrong codes with 429', async () => {
    const pending = await login(server.baseUrl, staff.email, staff.password)
    const right = await totpCode(secret())
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect((await twoFactor(pending.jwtAccessToken, wrong)).response.status).toBe(400)
    const blocked = await twoFactor(pending.jwtAccessToken, right)
    expect(blocked.response.status).toBe(429)
    expect(blocked.error?.message).toMatch(/^Too many wrong authenticator codes\. Please wait \d+ seconds/)
  })
})
