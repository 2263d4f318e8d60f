import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminId: string
beforeAll(async () => {
  server = await startTestServer()
  adminId = (
    await server.db
      .selectFrom('internal_users')
      .select('id')
      .where('email', '=', server.config.adminEmail)
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => server?.close())

const getUser = (id: string, token?: string, lang?: 'en' | 'th') =>
  apiClient(server.baseUrl, { token, lang }).GET('/admin/users/{id}', withId(id))

describe('x-permission on getInternalUser', () => {
  it('answers the super admin with roles, 2FA state and no private fields', async () => {
    const token = await loginAsAdmin(server)
    const { data, response } = await getUser(adminId, token)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      _id: adminId,
      email: server.config.adminEmail,
      status: 'active',
      googleAuth: false,
      fullAccess: true,
      avatarUrl: null,
      roles: [{ name: 'Super admin' }],
    })
    expect(data?.lastSignInAt).toEqual(expect.any(String))
    const text = JSON.stringify(data)
    for (const secret of ['password', 'hash', 'totp', 'secret'])
      expect(text.toLowerCase()).not.toContain(secret)
  })

  it('lets a member without the permission read their own record, and nobody else’s (403)', async () => {
    const staff = await createStaff(server.db)
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const own = await getUser(staff.id, jwtAccessToken)
    expect(own.response.status).toBe(200)
    expect(own.data).toMatchObject({ fullAccess: false, roles: [] })
    const other = await getUser(adminId, jwtAccessToken)
    expect(other.response.status).toBe(403)
    expect(other.error).toEqual({
      statusCode: 403,
      message: 'You do not have permission to access this feature.',
      error: 'Forbidden',
    })
    expect((await getUser(adminId, jwtAccessToken, 'th')).error?.message).toBe('คุณไม่มีสิทธิ์เข้าถึงฟีเจอร์นี้')
  })

  it('grants the record to a role with internalUsers access, and applies a role change on the next request', async () => {
    const staff = await createStaff(server.db, {
      roles: [{ name: 'HR', permissions: { internalUsers: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    expect((await getUser(adminId, jwtAccessToken)).response.status).toBe(200)

    await server.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify({ orders: ['access'] }) })
      .where('name', '=', 'HR')
      .execute()
    expect((await getUser(adminId, jwtAccessToken)).response.status).toBe(403)

    await server.db.updateTable('roles').set({ full_access: true }).where('name', '=', 'HR').execute()
    expect((await getUser(adminId, jwtAccessToken)).response.status).toBe(200)

    await server.db.updateTable('roles').set({ status: 'inactive' }).where('name', '=', 'HR').execute()
    expect((await getUser(adminId, jwtAccessToken)).response.status).toBe(403)
  })

  it('answers 404 for an unknown id and 400 for an id that is no uuid', async () => {
    const token = await loginAsAdmin(server)
    const missing = await getUser('00000000-0000-4000-8000-000000000000', token)
    expect(missing.response.status).toBe(404)
    expect(missing.error).toEqual({
      statusCode: 404,
      message: 'This internal user does not exist.',
      error: 'Not Found',
    })
    const malformed = await getUser('not-a-uuid', token)
    expect(malformed.response.status).toBe(400)
    expect(malformed.error?.message).toBe('id: must be a valid id')
  })

  it('refuses a caller without a token before anything else (401)', async () => {
    const { response } = await getUser('not-a-uuid')
    expect(response.status).toBe(401)
  })
})
