import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff, type StaffMember } from '../support/fixtures'
import { listMail, type ReceivedMail, readLatestMail } from '../support/mail'
import { login, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let staff: StaffMember
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(async () => {
  staff = await createStaff(server.db)
})

const NEW_PASSWORD = 'Fresh@Pass2025'

type Lang = 'en' | 'th'
const sendOtp = (email: string, lang?: Lang) =>
  apiClient(server.baseUrl, { lang }).POST('/auth/admin/sendOtp', { body: { email } })
const verifyOtp = (email: string, code: string, lang?: Lang) =>
  apiClient(server.baseUrl, { lang }).POST('/auth/admin/verifyOtp', { body: { email, code } })
const resetPassword = (token: string, email: string, password: string, lang?: Lang) =>
  apiClient(server.baseUrl, { token, lang }).PUT('/auth/admin/resetPassword', { body: { email, password } })
/** The staff member's own record, read with `token`. */
const ownRecord = (token: string) =>
  apiClient(server.baseUrl, { token }).GET('/admin/users/{id}', withId(staff.id))

async function requestCode(email: string, lang?: Lang): Promise<string> {
  const before = Date.now()
  expect((await sendOtp(email, lang)).response.status).toBe(204)
  const mail = await readLatestMail(server.mailDir, { after: before, to: email })
  expect(mail.to).toContain(email)
  return mail.code as string
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Lets a test ask for another code at once instead of waiting out the 120 s. */
const forgetResendWindow = (email: string) =>
  server.db.deleteFrom('rate_limits').where('key', '=', `otp-send:${email}`).execute()

/** Where the code stands in a mail's text and HTML: after its introduction, before the expiry note. */
function expectCodeAfterIntro(mail: ReceivedMail, intro: string, expiry: string): void {
  const code = mail.code as string
  for (const body of [mail.text, mail.html]) {
    expect(body.indexOf(intro)).toBeGreaterThan(-1)
    expect(body.indexOf(code)).toBeGreaterThan(body.indexOf(intro))
    expect(body.indexOf(expiry)).toBeGreaterThan(body.indexOf(code))
  }
}

describe('password recovery by e-mailed code', () => {
  it('mails a 6-digit code, introduced before it is shown, in English and in Thai when asked in Thai', async () => {
    const before = Date.now()
    expect((await sendOtp(staff.email)).response.status).toBe(204)
    const english = await readLatestMail(server.mailDir, { after: before, to: staff.email })
    expect(english.subject).toBe('Your password recovery code')
    expect(english.code).toMatch(/^\d{6}$/)
    expect(english.text).toContain('expires in 10 minutes')
    expect(english.html).toContain(english.code)
    expectCodeAfterIntro(english, 'Use this code to set a new back-office password:', 'expires in 10 minutes')

    await forgetResendWindow(staff.email)
    const thaiBefore = Date.now()
    expect((await sendOtp(staff.email, 'th')).response.status).toBe(204)
    const thai = await readLatestMail(server.mailDir, { after: thaiBefore, to: staff.email })
    expect(thai.subject).toBe('รหัสสำหรับกู้คืนรหัสผ่านของคุณ')
    expect(thai.text).toContain(thai.code)
    expectCodeAfterIntro(thai, 'ใช้รหัสนี้เพื่อตั้งรหัสผ่านใหม่สำหรับระบบหลังบ้าน:', 'รหัสนี้จะหมดอายุใน 10 นาที')
  })

  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const before = await listMail(server.mailDir)
    expect((await sendOtp('nobody-here@example.com')).response.status).toBe(204)
    await server.app.background.drain()
    expect(await listMail(server.mailDir)).toEqual(before)
  })

  it('refuses a resend inside 120 seconds, for known and unknown e-mails alike', async () => {
    for (const email of [staff.email, 'ghost@example.com']) {
      expect((await sendOtp(email)).response.status).toBe(204)
      const again = await sendOtp(email)
      expect(again.response.status).toBe(429)
      expect(again.error?.message).toMatch(/^A code was sent a moment ago\. Please wait (\d+) seconds/)
      expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(100)
      const thai = await sendOtp(email, 'th')
      expect(thai.error?.message).toMatch(/^เพิ่งส่งรหัสไปเมื่อสักครู่/)
    }
  })

  it('exchanges the right code for a verify token, once', async () => {
    const code = await requestCode(staff.email)
    const verified = await verifyOtp(staff.email, code)
    expect(verified.response.status).toBe(200)
    expect(verified.data).toMatchObject({ statusCode: 200, status: 'success' })
    expect(verified.data?.message).toBe('The code is verified. You can now set a new password.')
    const again = await verifyOtp(staff.email, code)
    expect(again.response.status).toBe(400)
  })

  it('refuses a wrong code, and answers an unknown e-mail the same way', async () => {
    const code = await requestCode(staff.email)
    const wrong = await verifyOtp(staff.email, otherCode(code))
    expect(wrong.response.status).toBe(400)
    expect(wrong.error?.message).toBe('The code is wrong. Please check it and try again.')
    const unknown = await verifyOtp('nobody-at-all@example.com', code)
    expect(unknown.error).toEqual(wrong.error)
    const thai = await verifyOtp(staff.email, otherCode(code), 'th')
    expect(thai.error?.message).toBe('รหัสไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง')
  })

  it('refuses an expired code', async () => {
    const code = await requestCode(staff.email)
    await server.db
      .updateTable('recovery_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', staff.id)
      .execute()
    const { error, response } = await verifyOtp(staff.email, code)
    expect(response.status).toBe(400)
    expect(error?.message).toBe('The code has expired. Please ask for a new one.')
  })

  it('refuses the right code after 5 wrong guesses', async () => {
    const code = await requestCode(staff.email)
    for (let i = 0; i < 5; i++)
      expect((await verifyOtp(staff.email, otherCode(code))).response.status).toBe(400)
    const { error, response } = await verifyOtp(staff.email, code)
    expect(response.status).toBe(400)
    expect(error?.message).toBe('Too many wrong attempts for this code. Please ask for a new one.')
    const attempts = await server.db
      .selectFrom('recovery_codes')
      .select('attempts')
      .where('user_id', '=', staff.id)
      .executeTakeFirstOrThrow()
    expect(attempts.attempts).toBe(5)
  })

  it('stores codes hashed and lets a new code replace the previous one', async () => {
    const first = await requestCode(staff.email)
    const stored = await server.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', staff.id)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0].code_hash).not.toContain(first)
    await forgetResendWindow(staff.email)
    const second = await requestCode(staff.email)
    if (first !== second) expect((await verifyOtp(staff.email, first)).response.status).toBe(400)
    expect((await verifyOtp(staff.email, second)).response.status).toBe(200)
  })

  it.each([
    // Past the contract's bound of 6 characters, refused before the digits are looked at.
    ['7 digits', '1234567', 'code: must be at most 6 characters long'],
    ['letters', 'abcdef', 'code: must be exactly 6 digits'],
  ])('refuses a code of %s with 400', async (_name, code, message) => {
    const { error, response } = await verifyOtp(staff.email, code)
    expect(response.status).toBe(400)
    expect(error?.message).toBe(message)
  })

  it('refuses a malformed e-mail when sending', async () => {
    const { error, response } = await sendOtp('not-an-email', 'th')
    expect(response.status).toBe(400)
    expect(error?.message).toBe('email: ต้องเป็นที่อยู่อีเมลที่ถูกต้อง')
  })
})

describe('setting the new password with the verify token', () => {
  async function verifyToken(): Promise<string> {
    const code = await requestCode(staff.email)
    return dataOf(await verifyOtp(staff.email, code)).jwtVerifyToken
  }

  it('changes the password, ends every session and lets the new password in', async () => {
    const earlier = await login(server.baseUrl, staff.email, staff.password)
    expect((await ownRecord(earlier.jwtAccessToken)).response.status).toBe(200)

    const token = await verifyToken()
    const reset = await resetPassword(token, staff.email.toUpperCase(), NEW_PASSWORD)
    expect(reset.response.status).toBe(204)

    expect((await ownRecord(earlier.jwtAccessToken)).response.status).toBe(401)
    expect((await resetPassword(token, staff.email, 'Another@Pass9')).response.status).toBe(401)
    await expect(login(server.baseUrl, staff.email, staff.password)).rejects.toThrow(/401/)
    const fresh = await login(server.baseUrl, staff.email, NEW_PASSWORD)
    expect((await ownRecord(fresh.jwtAccessToken)).response.status).toBe(200)
  })

  it('refuses a weak password with the validate_password text', async () => {
    const token = await verifyToken()
    const weak = await resetPassword(token, staff.email, 'alllowercase1!')
    expect(weak.response.status).toBe(400)
    expect(weak.error?.message).toBe(
      'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of @$!%*#?&.',
    )
    const thai = await resetPassword(token, staff.email, 'alllowercase1!', 'th')
    expect(thai.error?.message).toBe(
      'อย่างน้อย 8 ตัวอักษร ประกอบด้วยตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และอักขระพิเศษ @$!%*#?& อย่างน้อยหนึ่งตัว',
    )
    const short = await resetPassword(token, staff.email, 'Ab1@')
    expect(short.error?.message).toBe('password: must be at least 8 characters long')
  })

  it('refuses an e-mail that is not the verified account', async () => {
    const token = await verifyToken()
    const { error, response } = await resetPassword(token, 'someone-else@example.com', NEW_PASSWORD)
    expect(response.status).toBe(400)
    expect(error?.message).toBe('This e-mail does not belong to the verified account.')
  })

  it('does not take an access token, and the verify token is no access token', async () => {
    const access = await login(server.baseUrl, staff.email, staff.password)
    expect((await resetPassword(access.jwtAccessToken, staff.email, NEW_PASSWORD)).response.status).toBe(401)
    const token = await verifyToken()
    expect((await ownRecord(token)).response.status).toBe(401)
    expect((await apiClient(server.baseUrl, { token }).POST('/auth/admin/sign-out')).response.status).toBe(
      401,
    )
  })
})
