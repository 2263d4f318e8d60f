import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_IDS, FEATURES } from '../../src/domain/permissions'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type Role = {
  _id: string
  name: string
  status: string
  fullAccess: boolean
  permissions: Record<string, string[]>
  numberOfUsers: number
  numberOfFeatures: number
  message?: string
}

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
})
afterAll(() => server?.close())

const api = <T = Role>(
  method: string,
  path: string,
  body?: unknown,
  options: { lang?: string; as?: string } = {},
) => call<T>(server.baseUrl, method, `/api${path}`, { token: options.as ?? token, body, lang: options.lang })
const roleCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('the permission catalogue', () => {
  it('serves every feature with the levels it has, and the matrix columns', async () => {
    const response = await api<{ data: { feature: string; actions: string[] }[]; actions: string[] }>(
      'GET',
      '/admin/permissions',
    )
    expect(response.status).toBe(200)
    expect(response.body.actions).toEqual(['access', 'export', 'create', 'update', 'delete', 'approve'])
    expect(response.body.data.map((entry) => entry.feature)).toEqual(FEATURE_IDS)
    expect(response.body.data.find((entry) => entry.feature === 'orders')?.actions).toEqual([
      'access',
      'update',
    ])
    expect(response.body.data.find((entry) => entry.feature === 'reviewApproval')?.actions).toEqual([
      'access',
      'approve',
    ])
    expect(
      response.body.data.find((entry) => entry.feature === 'internalUserAccessHistory')?.actions,
    ).toEqual(FEATURES.internalUserAccessHistory)
  })
})

describe('creating roles', () => {
  it('creates a role (201) with access implied by any other level', async () => {
    const response = await api('POST', '/admin/roles', {
      name: '  Order team  ',
      permissions: { orders: ['update'], newsArticles: ['access', 'create'] },
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      name: 'Order team',
      status: 'active',
      fullAccess: false,
      permissions: { orders: ['access', 'update'], newsArticles: ['access', 'create'] },
      numberOfUsers: 0,
      numberOfFeatures: 2,
    })
    const read = await api('GET', `/admin/roles/${response.body._id}`)
    expect(read.body).toEqual(response.body)
  })

  it('gives a full-access role every level of every feature', async () => {
    const response = await api('POST', '/admin/roles', { name: 'Deputy admin', fullAccess: true })
    expect(response.status).toBe(201)
    expect(response.body.numberOfFeatures).toBe(FEATURE_IDS.length)
    expect(response.body.permissions.coupons).toEqual(['access', 'create', 'update', 'delete'])
  })

  it('refuses bad input with a clear message in the caller language, and keeps nothing', async () => {
    const before = await roleCount()
    const empty = await api('POST', '/admin/roles', { name: 'Empty', permissions: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('permissions: The permission is required.')
    expect((await api('POST', '/admin/roles', { name: 'Empty' }, { lang: 'th' })).body.message).toBe(
      'permissions: กรุณาเลือกสิทธิ์การใช้งาน',
    )
    const blank = await api('POST', '/admin/roles', { name: '   ', fullAccess: true })
    expect(blank.body.message).toBe('name: Please fill in this field.')
    const level = await api('POST', '/admin/roles', { name: 'X', permissions: { orders: ['delete'] } })
    expect(level.status).toBe(400)
    expect(level.body.message).toBe('permissions.orders[0]: must be one of: access, update')
    const feature = await api('POST', '/admin/roles', { name: 'X', permissions: { spaceships: ['access'] } })
    expect(feature.body.message).toBe('permissions.spaceships: is not an accepted field')
    const duplicate = await api('POST', '/admin/roles', { name: 'ORDER TEAM', fullAccess: true })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.message).toBe('A role named ORDER TEAM already exists.')
    expect(await roleCount()).toBe(before)
  })
})

describe('listing roles', () => {
  it('pages newest first with user and feature counts, searches names and filters by status', async () => {
    for (const name of ['Warehouse A', 'Warehouse B', 'Warehouse C'])
      await api('POST', '/admin/roles', { name, permissions: { inventory: ['access'] } })
    await api('POST', '/admin/roles', {
      name: 'Warehouse old',
      status: 'inactive',
      permissions: { inventory: ['access'] },
    })

    const first = await api<{ data: Role[]; total: number; page: number; limit: number }>(
      'GET',
      '/admin/roles?search=ware&limit=5',
    )
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 4, page: 1, limit: 5 })
    expect(first.body.data.map((role) => role.name)).toEqual([
      'Warehouse old',
      'Warehouse C',
      'Warehouse B',
      'Warehouse A',
    ])
    const active = await api<{ data: Role[]; total: number }>('GET', '/admin/roles?search=Ware&status=active')
    expect(active.body.total).toBe(3)
    const second = await api<{ data: Role[]; total: number }>(
      'GET',
      '/admin/roles?search=ware&limit=10&page=2',
    )
    expect(second.body.data).toEqual([])

    const all = await api<{ data: Role[] }>('GET', '/admin/roles?limit=100')
    const admin = all.body.data.find((role) => role.name === 'Super admin')
    expect(admin).toMatchObject({ numberOfUsers: 1, fullAccess: true, numberOfFeatures: FEATURE_IDS.length })

    expect((await api('GET', '/admin/roles?limit=7')).body.message).toBe(
      'limit: must be one of: 5, 10, 35, 50, 100',
    )
    expect((await api('GET', `/admin/roles?search=${'x'.repeat(256)}`)).status).toBe(400)
  })

  it('answers the active roles to any member and every role to those with roles access', async () => {
    const staff = await createStaff(server.db)
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const active = await api<{ data: { name: string; status: string }[] }>(
      'GET',
      '/admin/roles/active',
      undefined,
      {
        as: jwtAccessToken,
      },
    )
    expect(active.status).toBe(200)
    expect(active.body.data.every((role) => role.status === 'active')).toBe(true)
    expect(active.body.data.map((role) => role.name)).not.toContain('Warehouse old')
    expect((await api('GET', '/admin/roles/list/all', undefined, { as: jwtAccessToken })).status).toBe(403)
    const all = await api<{ data: { name: string }[] }>('GET', '/admin/roles/list/all')
    expect(all.body.data.map((role) => role.name)).toContain('Warehouse old')
  })
})

describe('changing roles', () => {
  it('applies a change to the members of the role on their next request', async () => {
    const staff = await createStaff(server.db, {
      roles: [{ name: 'Viewers', permissions: { orders: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const roleId = (
      await server.db.selectFrom('roles').select('id').where('name', '=', 'Viewers').executeTakeFirstOrThrow()
    ).id
    expect((await api('GET', '/admin/roles', undefined, { as: jwtAccessToken })).status).toBe(403)

    const changed = await api('PATCH', `/admin/roles/${roleId}`, { permissions: { roles: ['access'] } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ permissions: { roles: ['access'] }, numberOfUsers: 1 })
    expect((await api('GET', '/admin/roles', undefined, { as: jwtAccessToken })).status).toBe(200)

    await api('PATCH', `/admin/roles/${roleId}`, { status: 'inactive' })
    expect((await api('GET', '/admin/roles', undefined, { as: jwtAccessToken })).status).toBe(403)
  })

  it('refuses a rename onto another name and an empty matrix', async () => {
    const role = (await api('POST', '/admin/roles', { name: 'Rename me', permissions: { faq: ['access'] } }))
      .body
    expect((await api('PATCH', `/admin/roles/${role._id}`, { name: 'order team' })).status).toBe(400)
    const empty = await api('PATCH', `/admin/roles/${role._id}`, { permissions: {} })
    expect(empty.body.message).toBe('permissions: The permission is required.')
    expect((await api('GET', `/admin/roles/${role._id}`)).body).toMatchObject({
      name: 'Rename me',
      permissions: { faq: ['access'] },
    })
    expect((await api('PATCH', `/admin/roles/${role._id}`, { name: 'Renamed' })).body.name).toBe('Renamed')
    expect(
      (await api('PATCH', '/admin/roles/00000000-0000-4000-8000-000000000000', { name: 'x' })).status,
    ).toBe(404)
  })

  it('refuses taking full access away from its last active holder', async () => {
    const superAdmin = (
      await server.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Super admin')
        .executeTakeFirstOrThrow()
    ).id
    const demote = await api('PATCH', `/admin/roles/${superAdmin}`, {
      fullAccess: false,
      permissions: { faq: ['access'] },
    })
    expect(demote.status).toBe(400)
    expect(demote.body.message).toMatch(/^This would leave no active staff member with full access/)
    expect((await api('PATCH', `/admin/roles/${superAdmin}`, { status: 'inactive' })).status).toBe(400)
    expect((await api('GET', `/admin/roles/${superAdmin}`)).body).toMatchObject({
      fullAccess: true,
      status: 'active',
    })
  })
})

describe('deleting roles', () => {
  it('deletes an unused role, and refuses a held one unless its members move', async () => {
    const unused = (await api('POST', '/admin/roles', { name: 'Unused', permissions: { faq: ['access'] } }))
      .body
    expect(await api('DELETE', `/admin/roles/${unused._id}`)).toMatchObject({
      status: 200,
      body: { _id: unused._id },
    })
    expect((await api('GET', `/admin/roles/${unused._id}`)).status).toBe(404)

    const held = await createStaff(server.db, { roles: [{ name: 'Held', permissions: { faq: ['access'] } }] })
    const heldId = (
      await server.db.selectFrom('roles').select('id').where('name', '=', 'Held').executeTakeFirstOrThrow()
    ).id
    const refused = await api('DELETE', `/admin/roles/${heldId}`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      '1 staff members hold this role. Choose a role to move them to before deleting it.',
    )
    expect((await api('DELETE', `/admin/roles/${heldId}?moveUsersTo=${heldId}`)).status).toBe(400)
    expect(
      (await api('DELETE', `/admin/roles/${heldId}?moveUsersTo=00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(400)

    const target = (
      await api('POST', '/admin/roles', { name: 'Target', permissions: { faq: ['access', 'update'] } })
    ).body
    const moved = await api('DELETE', `/admin/roles/${heldId}?moveUsersTo=${target._id}`)
    expect(moved.status).toBe(200)
    const roles = await server.db
      .selectFrom('internal_user_roles')
      .select('role_id')
      .where('user_id', '=', held.id)
      .execute()
    expect(roles).toEqual([{ role_id: target._id }])
  })

  it('refuses deleting the last full-access role even when its members move', async () => {
    const superAdmin = (
      await server.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Super admin')
        .executeTakeFirstOrThrow()
    ).id
    const other = (await api('POST', '/admin/roles', { name: 'Limited', permissions: { faq: ['access'] } }))
      .body
    // 'Deputy admin' has full access but nobody holds it, so it does not count.
    const response = await api('DELETE', `/admin/roles/${superAdmin}?moveUsersTo=${other._id}`)
    expect(response.status).toBe(400)
    expect((await api('GET', `/admin/roles/${superAdmin}`)).body.numberOfUsers).toBe(1)
  })
})
