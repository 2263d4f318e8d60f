import { generate } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff, type StaffMember, totpCode } from '../support/fixtures'
import { call } from '../support/http'
import { login, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let staff: StaffMember
let token: string
let api: ApiClient
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(async () => {
  staff = await createStaff(server.db)
  token = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
  api = apiClient(server.baseUrl, { token })
})

const updateProfile = (body: components['schemas']['UpdateProfileRequest'], client = api) =>
  client.PATCH('/admin/users/profile', { body })
const generateSecret = async () => dataOf(await api.POST('/admin/users/security/2fa/generate')).secret
const enable = (code: string) => api.POST('/admin/users/security/2fa/enable', { body: { code } })
const disable = (code: string) => api.POST('/admin/users/security/2fa/disable', { body: { code } })
const googleAuth = async () => (await api.GET('/admin/users/{id}', withId(staff.id))).data?.googleAuth
const codeAt = (secret: string, offsetSteps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })

describe('own details', () => {
  it('changes one’s own details without any permission, but not the e-mail, roles or status', async () => {
    const { data, response } = await updateProfile({
      firstName: 'ปิยะ',
      jobTitle: 'Warehouse lead',
      phoneNumber: '0899999999',
      gender: 'female',
      dateOfBirth: '1990-04-13',
    })
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      _id: staff.id,
      firstName: 'ปิยะ',
      jobType: 'Warehouse lead',
      phoneNumber: '0899999999',
      gender: 'female',
      dateOfBirth: '1990-04-13',
    })
    // Raw calls: fields the profile operation does not have.
    for (const field of [{ email: 'x@example.com' }, { roles: [] }, { status: 'active' }])
      expect(
        (await call(server.baseUrl, 'PATCH', '/api/admin/users/profile', { token, body: field })).status,
      ).toBe(400)
    expect((await updateProfile({ phoneNumber: 'abc' })).error?.message).toBe(
      'phoneNumber: Please fill in a correct phone number.',
    )
    const thai = apiClient(server.baseUrl, { token, lang: 'th' })
    expect((await updateProfile({ lastName: '' }, thai)).error?.message).toBe('lastName: กรุณากรอกข้อมูลในช่องนี้')
  })
})

describe('two-factor set-up', () => {
  it('shows a QR code and a secret, and switches on only after a valid code', async () => {
    const setup = await api.POST('/admin/users/security/2fa/generate')
    expect(setup.response.status).toBe(200)
    const { qrCode, secret } = dataOf(setup)
    expect(qrCode).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from(qrCode.split(',')[1], 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

    const wrong = await enable('000000')
    expect(wrong.response.status).toBe(400)
    expect(wrong.error?.message).toBe('The authenticator code is wrong. Please try again.')
    expect((await enable('12ab56')).response.status).toBe(400)
    expect(await googleAuth()).toBe(false)

    const on = await enable(await totpCode(secret))
    expect(on.response.status).toBe(200)
    expect(on.data).toMatchObject({ googleAuth: true })
    expect(await googleAuth()).toBe(true)

    // The next sign-in asks for a code from that secret.
    const pending = await login(server.baseUrl, staff.email, staff.password)
    expect(pending.googleAuth).toBe(true)
    const signedIn = await apiClient(server.baseUrl, { token: pending.jwtAccessToken }).POST(
      '/auth/admin/2fa',
      {
        body: { twoFactorAuthenticationCode: await codeAt(secret, 1) },
      },
    )
    expect(signedIn.response.status).toBe(200)

    // While it is on, a new secret would lock the member out of their app.
    expect((await api.POST('/admin/users/security/2fa/generate')).error?.message).toMatch(/already on/)
  })

  it('keeps the active secret until a new one is confirmed, and refuses enabling without a set-up', async () => {
    expect((await enable('123456')).error?.message).toBe(
      'Start the two-factor set-up first to get a QR code.',
    )
    const first = await generateSecret()
    const second = await generateSecret()
    expect(second).not.toBe(first)
    expect((await enable(await totpCode(first))).response.status).toBe(400)
    expect((await enable(await totpCode(second))).response.status).toBe(200)
  })

  it('switches off only with a valid, unused code', async () => {
    const secret = await generateSecret()
    await enable(await totpCode(secret))
    expect((await disable('999999')).response.status).toBe(400)
    const off = await disable(await codeAt(secret, 1))
    expect(off.response.status).toBe(200)
    expect(off.data).toMatchObject({ googleAuth: false })
    expect((await login(server.baseUrl, staff.email, staff.password)).googleAuth).toBe(false)
    expect((await disable(await codeAt(secret, 1))).error?.message).toBe('Two-factor verification is not on.')
  })

  it('stops guessing after five wrong codes (429)', async () => {
    await api.POST('/admin/users/security/2fa/generate')
    for (let i = 0; i < 5; i++) await enable('000000')
    const blocked = await enable('000000')
    expect(blocked.response.status).toBe(429)
  })

  it('needs a signed-in member', async () => {
    const { response } = await apiClient(server.baseUrl).POST('/admin/users/security/2fa/generate')
    expect(response.status).toBe(401)
  })
})
