import { generate } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStaff, type StaffMember, totpCode } from '../support/fixtures'
import { call } from '../support/http'
import { login, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let staff: StaffMember
let token: string
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(async () => {
  staff = await createStaff(server.db)
  token = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
})

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, lang?: string) =>
  call<T>(server.baseUrl, method, `/api${path}`, { token, body, lang })
const codeAt = (secret: string, offsetSteps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })

describe('own details', () => {
  it('changes one’s own details without any permission, but not the e-mail, roles or status', async () => {
    const response = await api('PATCH', '/admin/users/profile', {
      firstName: 'ปิยะ',
      jobTitle: 'Warehouse lead',
      phoneNumber: '0899999999',
      gender: 'female',
      dateOfBirth: '1990-04-13',
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      _id: staff.id,
      firstName: 'ปิยะ',
      jobType: 'Warehouse lead',
      phoneNumber: '0899999999',
      gender: 'female',
      dateOfBirth: '1990-04-13',
    })
    for (const field of [{ email: 'x@example.com' }, { roles: [] }, { status: 'active' }])
      expect((await api('PATCH', '/admin/users/profile', field)).status).toBe(400)
    expect((await api('PATCH', '/admin/users/profile', { phoneNumber: 'abc' })).body.message).toBe(
      'phoneNumber: Please fill in a correct phone number.',
    )
    expect((await api('PATCH', '/admin/users/profile', { lastName: '' }, 'th')).body.message).toBe(
      'lastName: กรุณากรอกข้อมูลในช่องนี้',
    )
  })
})

describe('two-factor set-up', () => {
  it('shows a QR code and a secret, and switches on only after a valid code', async () => {
    const setup = await api<{ qrCode: string; secret: string }>('POST', '/admin/users/security/2fa/generate')
    expect(setup.status).toBe(200)
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from(setup.body.qrCode.split(',')[1], 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/)

    const wrong = await api('POST', '/admin/users/security/2fa/enable', { code: '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('The authenticator code is wrong. Please try again.')
    expect((await api('POST', '/admin/users/security/2fa/enable', { code: '12ab56' })).status).toBe(400)
    expect((await api<{ googleAuth: boolean }>('GET', `/admin/users/${staff.id}`)).body.googleAuth).toBe(
      false,
    )

    const on = await api('POST', '/admin/users/security/2fa/enable', {
      code: await totpCode(setup.body.secret),
    })
    expect(on).toMatchObject({ status: 200, body: { googleAuth: true } })
    expect((await api<{ googleAuth: boolean }>('GET', `/admin/users/${staff.id}`)).body.googleAuth).toBe(true)

    // The next sign-in asks for a code from that secret.
    const pending = await login(server.baseUrl, staff.email, staff.password)
    expect(pending.googleAuth).toBe(true)
    const signedIn = await call(server.baseUrl, 'POST', '/api/auth/admin/2fa', {
      token: pending.jwtAccessToken,
      body: { twoFactorAuthenticationCode: await codeAt(setup.body.secret, 1) },
    })
    expect(signedIn.status).toBe(200)

    // While it is on, a new secret would lock the member out of their app.
    expect((await api('POST', '/admin/users/security/2fa/generate')).body.message).toMatch(/already on/)
  })

  it('keeps the active secret until a new one is confirmed, and refuses enabling without a set-up', async () => {
    expect((await api('POST', '/admin/users/security/2fa/enable', { code: '123456' })).body.message).toBe(
      'Start the two-factor set-up first to get a QR code.',
    )
    const first = (await api<{ secret: string }>('POST', '/admin/users/security/2fa/generate')).body.secret
    const second = (await api<{ secret: string }>('POST', '/admin/users/security/2fa/generate')).body.secret
    expect(second).not.toBe(first)
    expect(
      (await api('POST', '/admin/users/security/2fa/enable', { code: await totpCode(first) })).status,
    ).toBe(400)
    expect(
      (await api('POST', '/admin/users/security/2fa/enable', { code: await totpCode(second) })).status,
    ).toBe(200)
  })

  it('switches off only with a valid, unused code', async () => {
    const secret = (await api<{ secret: string }>('POST', '/admin/users/security/2fa/generate')).body.secret
    const enabling = await totpCode(secret)
    await api('POST', '/admin/users/security/2fa/enable', { code: enabling })
    expect((await api('POST', '/admin/users/security/2fa/disable', { code: '999999' })).status).toBe(400)
    const off = await api('POST', '/admin/users/security/2fa/disable', { code: await codeAt(secret, 1) })
    expect(off).toMatchObject({ status: 200, body: { googleAuth: false } })
    expect((await login(server.baseUrl, staff.email, staff.password)).googleAuth).toBe(false)
    expect(
      (await api('POST', '/admin/users/security/2fa/disable', { code: await codeAt(secret, 1) })).body
        .message,
    ).toBe('Two-factor verification is not on.')
  })

  it('stops guessing after five wrong codes (429)', async () => {
    await api('POST', '/admin/users/security/2fa/generate')
    for (let i = 0; i < 5; i++) await api('POST', '/admin/users/security/2fa/enable', { code: '000000' })
    const blocked = await api('POST', '/admin/users/security/2fa/enable', { code: '000000' })
    expect(blocked.status).toBe(429)
  })

  it('needs a signed-in member', async () => {
    const response = await call(server.baseUrl, 'POST', '/api/admin/users/security/2fa/generate')
    expect(response.status).toBe(401)
  })
})
