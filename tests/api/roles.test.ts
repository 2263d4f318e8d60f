import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { FEATURE_IDS, FEATURES } from '../../src/domain/permissions'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CreateRole = components['schemas']['CreateRoleRequest']

let server: TestServer
let token: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
})
afterAll(() => server?.close())

/** A raw call as the admin, for bodies and queries the contract forbids. */
const raw = (method: string, path: string, body?: unknown) =>
  call<{ message?: string }>(server.baseUrl, method, `/api${path}`, { token, body })
const createRole = async (body: CreateRole) => dataOf(await admin.POST('/admin/roles', { body }))
const signedInStaff = async (options: Parameters<typeof createStaff>[1] = {}) => {
  const staff = await createStaff(server.db, options)
  const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
  return { staff, client: apiClient(server.baseUrl, { token: jwtAccessToken }) }
}
const roleIdNamed = async (name: string) =>
  (await server.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
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
    const { data, response } = await admin.GET('/admin/permissions')
    expect(response.status).toBe(200)
    expect(data?.actions).toEqual(['access', 'export', 'create', 'update', 'delete', 'approve'])
    expect(data?.data.map((entry) => entry.feature)).toEqual(FEATURE_IDS)
    expect(data?.data.find((entry) => entry.feature === 'orders')?.actions).toEqual(['access', 'update'])
    expect(data?.data.find((entry) => entry.feature === 'reviewApproval')?.actions).toEqual([
      'access',
      'approve',
    ])
    expect(data?.data.find((entry) => entry.feature === 'internalUserAccessHistory')?.actions).toEqual(
      FEATURES.internalUserAccessHistory,
    )
  })
})

describe('creating roles', () => {
  it('creates a role (201) with access implied by any other level', async () => {
    const { data, response } = await admin.POST('/admin/roles', {
      body: {
        name: '  Order team  ',
        permissions: { orders: ['update'], newsArticles: ['access', 'create'] },
      },
    })
    expect(response.status).toBe(201)
    expect(data).toMatchObject({
      name: 'Order team',
      status: 'active',
      fullAccess: false,
      permissions: { orders: ['access', 'update'], newsArticles: ['access', 'create'] },
      numberOfUsers: 0,
      numberOfFeatures: 2,
    })
    const read = await admin.GET('/admin/roles/{id}', withId(data?._id as string))
    expect(read.data).toEqual(data)
  })

  it('gives a full-access role every level of every feature', async () => {
    const { data, response } = await admin.POST('/admin/roles', {
      body: { name: 'Deputy admin', fullAccess: true },
    })
    expect(response.status).toBe(201)
    expect(data?.numberOfFeatures).toBe(FEATURE_IDS.length)
    expect(data?.permissions.coupons).toEqual(['access', 'create', 'update', 'delete'])
  })

  it('refuses bad input with a clear message in the caller language, and keeps nothing', async () => {
    await createRole({ name: 'Dispatch desk', permissions: { orders: ['access'] } })
    const before = await roleCount()
    const create = (body: CreateRole) => admin.POST('/admin/roles', { body })
    const empty = await create({ name: 'Empty', permissions: {} })
    expect(empty.response.status).toBe(400)
    expect(empty.error?.message).toBe('permissions: The permission is required.')
    const thai = await apiClient(server.baseUrl, { token, lang: 'th' }).POST('/admin/roles', {
      body: { name: 'Empty' },
    })
    expect(thai.error?.message).toBe('permissions: กรุณาเลือกสิทธิ์การใช้งาน')
    const blank = await create({ name: '   ', fullAccess: true })
    expect(blank.error?.message).toBe('name: Please fill in this field.')
    // Raw calls: a level the feature does not have, and a feature the contract does not know.
    const level = await raw('POST', '/admin/roles', { name: 'X', permissions: { orders: ['delete'] } })
    expect(level.status).toBe(400)
    expect(level.body.message).toBe('permissions.orders[0]: must be one of: access, update')
    const feature = await raw('POST', '/admin/roles', { name: 'X', permissions: { spaceships: ['access'] } })
    expect(feature.body.message).toBe('permissions.spaceships: is not an accepted field')
    const duplicate = await create({ name: 'DISPATCH DESK', fullAccess: true })
    expect(duplicate.response.status).toBe(400)
    expect(duplicate.error?.message).toBe('A role named DISPATCH DESK already exists.')
    expect(await roleCount()).toBe(before)
  })
})

describe('listing roles', () => {
  it('pages newest first with user and feature counts, searches names and filters by status', async () => {
    for (const name of ['Warehouse A', 'Warehouse B', 'Warehouse C'])
      await createRole({ name, permissions: { inventory: ['access'] } })
    await createRole({ name: 'Warehouse old', status: 'inactive', permissions: { inventory: ['access'] } })

    const first = await admin.GET('/admin/roles', { params: { query: { search: 'ware', limit: 5 } } })
    expect(first.response.status).toBe(200)
    expect(first.data).toMatchObject({ total: 4, page: 1, limit: 5 })
    expect(first.data?.data.map((role) => role.name)).toEqual([
      'Warehouse old',
      'Warehouse C',
      'Warehouse B',
      'Warehouse A',
    ])
    const active = await admin.GET('/admin/roles', {
      params: { query: { search: 'Ware', status: 'active' } },
    })
    expect(active.data?.total).toBe(3)
    const second = await admin.GET('/admin/roles', {
      params: { query: { search: 'ware', limit: 10, page: 2 } },
    })
    expect(second.data?.data).toEqual([])

    const all = await admin.GET('/admin/roles', { params: { query: { limit: 100 } } })
    const superAdmin = all.data?.data.find((role) => role.name === 'Super admin')
    expect(superAdmin).toMatchObject({
      numberOfUsers: 1,
      fullAccess: true,
      numberOfFeatures: FEATURE_IDS.length,
    })

    // Raw calls: a page size the contract does not offer, and a search past its bound.
    expect((await raw('GET', '/admin/roles?limit=7')).body.message).toBe(
      'limit: must be one of: 5, 10, 35, 50, 100',
    )
    expect((await raw('GET', `/admin/roles?search=${'x'.repeat(256)}`)).status).toBe(400)
  })

  it('answers the active roles to any member and every role to those with roles access', async () => {
    await createRole({ name: 'Retired desk', status: 'inactive', permissions: { faq: ['access'] } })
    const { client } = await signedInStaff()
    const active = await client.GET('/admin/roles/active')
    expect(active.response.status).toBe(200)
    expect(active.data?.data.every((role) => role.status === 'active')).toBe(true)
    expect(active.data?.data.map((role) => role.name)).not.toContain('Retired desk')
    expect((await client.GET('/admin/roles/list/all')).response.status).toBe(403)
    const all = await admin.GET('/admin/roles/list/all')
    expect(all.data?.data.map((role) => role.name)).toContain('Retired desk')
  })
})

describe('changing roles', () => {
  it('applies a change to the members of the role on their next request', async () => {
    const { client } = await signedInStaff({
      roles: [{ name: 'Viewers', permissions: { orders: ['access'] } }],
    })
    const roleId = await roleIdNamed('Viewers')
    expect((await client.GET('/admin/roles')).response.status).toBe(403)

    const changed = await admin.PATCH('/admin/roles/{id}', {
      ...withId(roleId),
      body: { permissions: { roles: ['access'] } },
    })
    expect(changed.response.status).toBe(200)
    expect(changed.data).toMatchObject({ permissions: { roles: ['access'] }, numberOfUsers: 1 })
    expect((await client.GET('/admin/roles')).response.status).toBe(200)

    await admin.PATCH('/admin/roles/{id}', { ...withId(roleId), body: { status: 'inactive' } })
    expect((await client.GET('/admin/roles')).response.status).toBe(403)
  })

  it('refuses a rename onto another name and an empty matrix', async () => {
    await createRole({ name: 'Packing team', permissions: { orders: ['access'] } })
    const role = await createRole({ name: 'Rename me', permissions: { faq: ['access'] } })
    const update = (body: components['schemas']['UpdateRoleRequest']) =>
      admin.PATCH('/admin/roles/{id}', { ...withId(role._id), body })
    expect((await update({ name: 'packing team' })).response.status).toBe(400)
    expect((await update({ permissions: {} })).error?.message).toBe(
      'permissions: The permission is required.',
    )
    expect((await admin.GET('/admin/roles/{id}', withId(role._id))).data).toMatchObject({
      name: 'Rename me',
      permissions: { faq: ['access'] },
    })
    expect((await update({ name: 'Renamed' })).data?.name).toBe('Renamed')
    const missing = await admin.PATCH('/admin/roles/{id}', {
      ...withId('00000000-0000-4000-8000-000000000000'),
      body: { name: 'x' },
    })
    expect(missing.response.status).toBe(404)
  })

  it('refuses taking full access away from its last active holder', async () => {
    const superAdmin = await roleIdNamed('Super admin')
    const demote = await admin.PATCH('/admin/roles/{id}', {
      ...withId(superAdmin),
      body: { fullAccess: false, permissions: { faq: ['access'] } },
    })
    expect(demote.response.status).toBe(400)
    expect(demote.error?.message).toMatch(/^This would leave no active staff member with full access/)
    const deactivate = await admin.PATCH('/admin/roles/{id}', {
      ...withId(superAdmin),
      body: { status: 'inactive' },
    })
    expect(deactivate.response.status).toBe(400)
    expect((await admin.GET('/admin/roles/{id}', withId(superAdmin))).data).toMatchObject({
      fullAccess: true,
      status: 'active',
    })
  })
})

describe('deleting roles', () => {
  it('deletes an unused role, and refuses a held one unless its members move', async () => {
    const unused = await createRole({ name: 'Unused', permissions: { faq: ['access'] } })
    const deleted = await admin.DELETE('/admin/roles/{id}', withId(unused._id))
    expect(deleted.response.status).toBe(200)
    expect(deleted.data).toMatchObject({ _id: unused._id })
    expect((await admin.GET('/admin/roles/{id}', withId(unused._id))).response.status).toBe(404)

    const held = await createStaff(server.db, { roles: [{ name: 'Held', permissions: { faq: ['access'] } }] })
    const heldId = await roleIdNamed('Held')
    const remove = (moveUsersTo?: string) =>
      admin.DELETE('/admin/roles/{id}', { params: { path: { id: heldId }, query: { moveUsersTo } } })
    const refused = await remove()
    expect(refused.response.status).toBe(400)
    expect(refused.error?.message).toBe(
      '1 staff members hold this role. Choose a role to move them to before deleting it.',
    )
    expect((await remove(heldId)).response.status).toBe(400)
    expect((await remove('00000000-0000-4000-8000-000000000000')).response.status).toBe(400)

    const target = await createRole({ name: 'Target', permissions: { faq: ['access', 'update'] } })
    expect((await remove(target._id)).response.status).toBe(200)
    const roles = await server.db
      .selectFrom('internal_user_roles')
      .select('role_id')
      .where('user_id', '=', held.id)
      .execute()
    expect(roles).toEqual([{ role_id: target._id }])
  })

  it('refuses deleting the last full-access role even when its members move', async () => {
    const superAdmin = await roleIdNamed('Super admin')
    const other = await createRole({ name: 'Limited', permissions: { faq: ['access'] } })
    // A full-access role nobody holds does not count.
    await createRole({ name: 'Unheld full access', fullAccess: true })
    const response = await admin.DELETE('/admin/roles/{id}', {
      params: { path: { id: superAdmin }, query: { moveUsersTo: other._id } },
    })
    expect(response.response.status).toBe(400)
    expect((await admin.GET('/admin/roles/{id}', withId(superAdmin))).data?.numberOfUsers).toBe(1)
  })
})
