import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, type QueryOf, withId } from '../support/apiClient'
import { createStaff, STAFF_PASSWORD } from '../support/fixtures'
import { call } from '../support/http'
import { gifOf, jpegOf, pngOf } from '../support/images'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'
import { rawRequest, upload } from '../support/uploads'

type CreateRequest = components['schemas']['CreateInternalUserRequest']

let server: TestServer
let token: string
let admin: ApiClient
let adminId: string
let orderRole: string
let editorRole: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
  adminId = (
    await server.db
      .selectFrom('internal_users')
      .select('id')
      .where('email', '=', server.config.adminEmail)
      .executeTakeFirstOrThrow()
  ).id
  const role = async (name: string, permissions: components['schemas']['PermissionMap']) =>
    dataOf(await admin.POST('/admin/roles', { body: { name, permissions } }))._id
  orderRole = await role('Order team', { orders: ['access', 'update'] })
  editorRole = await role('Content editor', { faq: ['access', 'create', 'update', 'delete'] })
})
afterAll(() => server?.close())

/** The typed client as another caller. */
const as = (session: string) => apiClient(server.baseUrl, { token: session })
/** A raw call as the admin, for bodies and queries the contract forbids. */
const raw = (method: string, path: string, body?: unknown) =>
  call<{ message?: string }>(server.baseUrl, method, `/api${path}`, { token, body })
const avatar = async (bytes: Buffer = pngOf(200, 200), name = 'me.png', as = token) =>
  (await upload(server.baseUrl, as, 'avatar', name, bytes)).key
const userCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('internal_users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

let serial = 0
async function form(overrides: Partial<CreateRequest> = {}): Promise<CreateRequest> {
  serial++
  return {
    firstName: 'สมหญิง',
    lastName: "O'Neil-Srisuk",
    jobTitle: 'Order coordinator (night shift)',
    email: `new.staff${serial}@example.com`,
    phoneCode: '66',
    phoneNumber: '0812345678',
    password: 'Pass#word1',
    roles: [orderRole],
    avatar: await avatar(),
    ...overrides,
  }
}

describe('creating internal users', () => {
  it('creates a member (201) who can sign in with the roles given', async () => {
    const body = await form({ email: '  New.Person@Example.com ', roles: [orderRole, editorRole, orderRole] })
    const { data, response } = await admin.POST('/admin/users', { body })
    expect(response.status).toBe(201)
    expect(data).toMatchObject({
      firstName: 'สมหญิง',
      email: 'new.person@example.com',
      jobType: 'Order coordinator (night shift)',
      phoneCode: '66',
      phoneNumber: '0812345678',
      status: 'active',
      googleAuth: false,
      fullAccess: false,
      permissions: { orders: ['access', 'update'], faq: ['access', 'create', 'update', 'delete'] },
    })
    expect(data?.roles.map((role) => role.name).sort()).toEqual(['Content editor', 'Order team'])
    expect(data?.avatarUrl).toMatch(/^\/api\/storage\/avatar\//)
    const image = await rawRequest(server.baseUrl, 'GET', data?.avatarUrl as string)
    expect(image.status).toBe(200)

    const session = await login(server.baseUrl, 'new.person@example.com', 'Pass#word1')
    expect((await as(session.jwtAccessToken).GET('/admin/users')).response.status).toBe(403)
  })

  const refusals: [string, Partial<CreateRequest>, string][] = [
    ['firstName', { firstName: '  ' }, 'firstName: Please fill in this field.'],
    ['firstName', { firstName: 'R2-D2' }, 'firstName: Please fill in a correct first name.'],
    ['lastName', { lastName: '' }, 'lastName: Please fill in this field.'],
    ['jobTitle', { jobTitle: '' }, 'jobTitle: Please fill in this field.'],
    ['email', { email: 'not-an-email' }, 'email: Please fill in a correct e-mail.'],
    ['email', { email: 'ADMIN@example.com' }, 'email: This e-mail is already in use.'],
    ['phoneNumber', { phoneNumber: '081-234' }, 'phoneNumber: Please fill in a correct phone number.'],
    // Past the contract's bound of 15 (spec section 5), refused before the handler's own rule.
    ['phoneNumber', { phoneNumber: '1234567890123456' }, 'phoneNumber: must be at most 15 characters long'],
    ['password', { password: '' }, 'password: Password cannot be empty.'],
    [
      'password',
      { password: 'password1' },
      'password: At least 8 characters, with a letter, a digit and a special character.',
    ],
    ['roles', { roles: [] }, 'roles: Roles cannot be empty.'],
    [
      'roles',
      { roles: ['00000000-0000-4000-8000-000000000000'] },
      'These roles do not exist: 00000000-0000-4000-8000-000000000000.',
    ],
    ['avatar', { avatar: '' }, 'avatar: Avatar should not be empty.'],
    [
      'avatar',
      { avatar: 'avatar/202401/00000000-0000-4000-8000-000000000000.png' },
      'The uploaded file was not found. Please upload it again.',
    ],
    ['avatar', { avatar: '../../etc/passwd' }, 'This file key is not valid.'],
  ]
  it.each(refusals)(
    'refuses a bad %s with a clear message and creates nothing',
    async (_field, override, message) => {
      const before = await userCount()
      const { error, response } = await admin.POST('/admin/users', { body: await form(override) })
      expect(response.status).toBe(400)
      expect(error?.message).toBe(message)
      expect(await userCount()).toBe(before)
    },
  )

  // Raw calls: a dial code outside the contract's list and a field it does not have.
  it.each([
    ['phoneCode', { phoneCode: '1' }, 'phoneCode: must be one of: 855, 856, 60, 95, 65, 66, 84'],
    ['extra field', { isAdmin: true }, 'isAdmin: is not an accepted field'],
  ])('refuses a bad %s with a clear message and creates nothing', async (_field, override, message) => {
    const before = await userCount()
    const response = await raw('POST', '/admin/users', { ...(await form()), ...override })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
    expect(await userCount()).toBe(before)
  })

  it('answers in Thai when asked', async () => {
    const { error } = await apiClient(server.baseUrl, { token, lang: 'th' }).POST('/admin/users', {
      body: await form({ roles: [] }),
    })
    expect(error?.message).toBe('roles: บทบาทต้องไม่ว่าง')
  })

  it('takes only a real JPEG or PNG avatar uploaded for avatars', async () => {
    const productImage = (await upload(server.baseUrl, token, 'product', 'p.png', pngOf(700, 700))).key
    const wrongModule = await admin.POST('/admin/users', { body: await form({ avatar: productImage }) })
    expect(wrongModule.error?.message).toBe('This file was uploaded for product, not for avatar.')
    const gif = await upload(server.baseUrl, token, 'article', 'a.gif', gifOf(700, 700))
    expect(
      (await admin.POST('/admin/users', { body: await form({ avatar: gif.key }) })).response.status,
    ).toBe(400)
    const jpeg = await avatar(jpegOf(64, 64), 'me.jpeg')
    expect((await admin.POST('/admin/users', { body: await form({ avatar: jpeg }) })).response.status).toBe(
      201,
    )
  })
})

describe('listing internal users', () => {
  it('pages last modified first with roles, status, 2FA and sign-in, and searches and filters', async () => {
    const list = async (query: QueryOf<'/admin/users'>) =>
      dataOf(await admin.GET('/admin/users', { params: { query } }))
    const twoFactor = await createStaff(server.db, { email: 'findme.kanya@example.com', twoFactor: true })
    await createStaff(server.db, { email: 'findme.inactive@example.com', status: 'inactive' })
    const found = await admin.GET('/admin/users', { params: { query: { search: 'findme', limit: 10 } } })
    expect(found.response.status).toBe(200)
    expect(found.data).toMatchObject({ total: 2, page: 1, limit: 10 })
    expect(found.data?.data[0]).toMatchObject({ email: 'findme.inactive@example.com', status: 'inactive' })
    expect(found.data?.data.find((user) => user._id === twoFactor.id)?.googleAuth).toBe(true)
    expect(found.data?.data[0]).not.toHaveProperty('permissions')

    expect((await list({ search: 'somchai jai' })).total).toBeGreaterThanOrEqual(2)
    expect((await list({ search: 'findme', status: 'inactive' })).total).toBe(1)
    const byRole = await list({ role: editorRole, limit: 100 })
    expect(byRole.data.every((user) => user.roles.some((role) => role._id === editorRole))).toBe(true)
    expect((await list({ search: '%' })).total).toBe(0)

    const first = (await list({ search: 'admin@' })).data[0]
    expect(first).toMatchObject({ _id: adminId, fullAccess: true, roles: [{ name: 'Super admin' }] })
    // Raw call: a status the contract does not have.
    expect((await raw('GET', '/admin/users?status=gone')).status).toBe(400)
  })
})

describe('changing and deleting internal users', () => {
  it('changes the fields sent (200) and replaces the roles', async () => {
    const created = dataOf(await admin.POST('/admin/users', { body: await form() }))
    const update = (body: components['schemas']['UpdateInternalUserRequest']) =>
      admin.PATCH('/admin/users/{id}', { ...withId(created._id), body })
    const { data, response } = await update({
      firstName: 'Malee',
      roles: [editorRole],
      phoneCode: '856',
      citizenship: 'LA',
    })
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ firstName: 'Malee', lastName: "O'Neil-Srisuk", phoneCode: '856' })
    expect(data?.roles).toEqual([{ _id: editorRole, name: 'Content editor' }])
    expect((await update({ roles: [] })).error?.message).toBe('roles: Roles cannot be empty.')
    expect((await update({ email: server.config.adminEmail })).response.status).toBe(400)
    expect((await update({ dateOfBirth: '2999-01-01' })).response.status).toBe(400)
    // Raw call: the password is no field of this operation.
    expect((await raw('PATCH', `/admin/users/${created._id}`, { password: 'New#pass1' })).status).toBe(400)
  })

  it('ends the sessions of a member made inactive', async () => {
    const staff = await createStaff(server.db)
    const session = await login(server.baseUrl, staff.email, staff.password)
    const patched = await admin.PATCH('/admin/users/{id}', {
      ...withId(staff.id),
      body: { status: 'inactive' },
    })
    expect(patched.response.status).toBe(200)
    await admin.PATCH('/admin/users/{id}', { ...withId(staff.id), body: { status: 'active' } })
    const own = await as(session.jwtAccessToken).GET('/admin/users/{id}', withId(staff.id))
    expect(own.response.status).toBe(401)
  })

  it('deletes a member (200) and keeps their access history', async () => {
    const staff = await createStaff(server.db)
    await login(server.baseUrl, staff.email, staff.password)
    const { data, response } = await admin.DELETE('/admin/users/{id}', withId(staff.id))
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ _id: staff.id })
    expect((await admin.GET('/admin/users/{id}', withId(staff.id))).response.status).toBe(404)
    const history = await server.db
      .selectFrom('access_history')
      .select('id')
      .where('user_id', '=', staff.id)
      .execute()
    expect(history.length).toBe(1)
    expect((await admin.DELETE('/admin/users/{id}', withId(staff.id))).response.status).toBe(404)
  })

  it('keeps staff from locking themselves out', async () => {
    expect((await admin.DELETE('/admin/users/{id}', withId(adminId))).error?.message).toBe(
      'You cannot delete your own account.',
    )
    expect(
      (await admin.PATCH('/admin/users/{id}', { ...withId(adminId), body: { status: 'inactive' } })).response
        .status,
    ).toBe(403)

    // A manager of staff without full access cannot remove or demote a full-access member at all.
    const manager = await createStaff(server.db, {
      roles: [{ name: 'Staff managers', permissions: { internalUsers: ['access', 'update', 'delete'] } }],
    })
    const session = as((await login(server.baseUrl, manager.email, manager.password)).jwtAccessToken)
    const removal = await session.DELETE('/admin/users/{id}', withId(adminId))
    expect(removal.response.status).toBe(403)
    expect(removal.error?.message).toBe(
      'Only staff with full access can manage full-access accounts and roles.',
    )
    const demotion = await session.PATCH('/admin/users/{id}', {
      ...withId(adminId),
      body: { roles: [orderRole] },
    })
    expect(demotion.response.status).toBe(403)
    expect((await admin.GET('/admin/users/{id}', withId(adminId))).data?.fullAccess).toBe(true)

    // With a second full-access member, the first may go.
    const deputy = await createStaff(server.db, { roles: [{ name: 'Deputy', fullAccess: true }] })
    expect(
      (await admin.PATCH('/admin/users/{id}', { ...withId(deputy.id), body: { roles: [orderRole] } }))
        .response.status,
    ).toBe(200)
  })

  it('answers 403 to a member without the permission and changes nothing', async () => {
    const staff = await createStaff(server.db)
    const session = as((await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken)
    const before = await userCount()
    const body = await form()
    const attempts = [
      ['POST /admin/users', () => session.POST('/admin/users', { body })],
      [
        'PATCH the admin',
        () => session.PATCH('/admin/users/{id}', { ...withId(adminId), body: { firstName: 'Hacked' } }),
      ],
      ['DELETE the admin', () => session.DELETE('/admin/users/{id}', withId(adminId))],
      [
        'PATCH own roles',
        () => session.PATCH('/admin/users/{id}', { ...withId(staff.id), body: { roles: [editorRole] } }),
      ],
    ] as const
    for (const [name, attempt] of attempts) expect((await attempt()).response.status, name).toBe(403)
    expect(await userCount()).toBe(before)
    expect((await admin.GET('/admin/users/{id}', withId(adminId))).data?.firstName).toBe('Super')
  })
})

describe('passwords and avatars', () => {
  it('lets a manager set a password, which ends every session of that member', async () => {
    const staff = await createStaff(server.db)
    const session = as((await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken)
    const setPassword = (password: string) =>
      admin.PUT('/admin/users/change-password/{id}', { ...withId(staff.id), body: { password } })
    expect((await setPassword('short')).error?.message).toBe(
      'password: At least 8 characters, with a letter, a digit and a special character.',
    )
    const { data, response } = await setPassword('Fresh#pass9')
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ message: 'Your password has been changed.' })
    expect((await session.GET('/admin/users/{id}', withId(staff.id))).response.status).toBe(401)
    await expect(login(server.baseUrl, staff.email, STAFF_PASSWORD)).rejects.toThrow(/401/)
    await login(server.baseUrl, staff.email, 'Fresh#pass9')
  })

  it('lets members change their own password with the current one, keeping this session only', async () => {
    const staff = await createStaff(server.db)
    const other = as((await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken)
    const current = as((await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken)
    const change = (id: string, body: components['schemas']['ChangePasswordRequest']) =>
      current.PUT('/admin/users/change-password/{id}', { ...withId(id), body })
    expect((await change(staff.id, { password: 'Mine#pass1' })).error?.message).toBe(
      'currentPassword: Please fill in this field.',
    )
    expect(
      (await change(staff.id, { password: 'Mine#pass1', currentPassword: 'wrong' })).response.status,
    ).toBe(400)
    const changed = await change(staff.id, { password: 'Mine#pass1', currentPassword: STAFF_PASSWORD })
    expect(changed.response.status).toBe(200)
    expect((await current.GET('/admin/users/{id}', withId(staff.id))).response.status).toBe(200)
    expect((await other.GET('/admin/users/{id}', withId(staff.id))).response.status).toBe(401)
    // Nobody else's password without the permission.
    expect((await change(adminId, { password: 'Mine#pass1' })).response.status).toBe(403)
  })

  it('attaches an uploaded avatar to oneself or, with the permission, to anyone', async () => {
    const staff = await createStaff(server.db)
    const token = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
    const session = as(token)
    const attach = (client: ApiClient, id: string, avatar: string) =>
      client.PUT('/admin/users/upload-avatar/{id}', { ...withId(id), body: { avatar } })
    const key = await avatar(jpegOf(120, 120), 'face.jpg', token)
    const own = await attach(session, staff.id, key)
    expect(own.response.status).toBe(200)
    expect(own.data?.avatarUrl).toContain(key)
    expect((await session.GET('/admin/users/{id}', withId(staff.id))).data?.avatarUrl).toBe(
      own.data?.avatarUrl,
    )
    expect((await attach(session, adminId, key)).response.status).toBe(403)

    expect((await attach(admin, staff.id, await avatar())).response.status).toBe(200)
    const mistyped = await upload(server.baseUrl, token, 'product', 'x.png', pngOf(700, 700))
    expect((await attach(admin, staff.id, mistyped.key)).response.status).toBe(400)
    // Raw call: a body without the field the contract requires.
    expect((await raw('PUT', `/admin/users/upload-avatar/${staff.id}`, {})).body.message).toBe(
      'avatar: is required',
    )
  })
})
