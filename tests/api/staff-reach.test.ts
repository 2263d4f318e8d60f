import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, withId } from '../support/apiClient'
import { createStaff, STAFF_PASSWORD } from '../support/fixtures'
import { pngOf } from '../support/images'
import { login, startTestServer, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

// Nobody grants what they do not hold: every operation that touches staff or roles, walked over each
// pair of (caller's permissions, target's permissions), is allowed exactly when the target lies within
// the caller's reach, and a refusal is a 403 with its reason that changes nothing.

type PermissionMap = components['schemas']['PermissionMap']

const STAFF_ADMIN: PermissionMap = {
  internalUsers: ['access', 'create', 'update', 'delete'],
  roles: ['access', 'create', 'update', 'delete'],
}
const CALLERS = {
  staffAdmin: { permissions: STAFF_ADMIN },
  staffAdminWithOrders: { permissions: { ...STAFF_ADMIN, orders: ['access', 'update'] } as PermissionMap },
  fullAccess: { fullAccess: true },
} as const
type CallerName = keyof typeof CALLERS

interface TargetSpec {
  fullAccess?: boolean
  permissions?: PermissionMap
  status?: 'active' | 'inactive'
}
const TARGETS: Record<string, TargetSpec | null> = {
  noRole: null,
  usersReader: { permissions: { internalUsers: ['access'] } },
  orders: { permissions: { orders: ['access', 'update'] } },
  inactiveCoupons: { permissions: { coupons: ['access'] }, status: 'inactive' },
  fullAccess: { fullAccess: true },
}
type TargetName = keyof typeof TARGETS

/** The rule written out by hand, not computed: which caller reaches which target. */
const WITHIN_REACH: Record<CallerName, TargetName[]> = {
  staffAdmin: ['noRole', 'usersReader'],
  staffAdminWithOrders: ['noRole', 'usersReader', 'orders'],
  fullAccess: ['noRole', 'usersReader', 'orders', 'inactiveCoupons', 'fullAccess'],
}

const MESSAGES = {
  account: 'You cannot change this account: it holds permissions you do not have.',
  role: 'You cannot give, change or delete this role: it grants permissions you do not have.',
  grant: 'You can only grant permissions that you hold yourself.',
  fullAccess: 'Only staff with full access can manage full-access accounts and roles.',
  own: 'You cannot change your own roles or status. Ask another staff member with the access to do it.',
}

let server: TestServer
const tokens = {} as Record<CallerName, string>
const callerIds = {} as Record<CallerName, string>

const clients = {} as Record<CallerName, ApiClient>

const unique = () => crypto.randomBytes(4).toString('hex')

beforeAll(async () => {
  server = await startTestServer()
  for (const [name, grant] of Object.entries(CALLERS) as [CallerName, TargetSpec][]) {
    const staff = await createStaff(server.db, { roles: [{ name: `Caller ${name} ${unique()}`, ...grant }] })
    callerIds[name] = staff.id
    tokens[name] = (await login(server.baseUrl, staff.email, STAFF_PASSWORD)).jwtAccessToken
    clients[name] = apiClient(server.baseUrl, { token: tokens[name] })
  }
})
afterAll(() => server?.close())

/** A fresh account holding the target's role (or none), so every cell starts from the same state. */
async function accountOf(target: TargetName) {
  const spec = TARGETS[target]
  return createStaff(server.db, { roles: spec ? [{ name: `Target ${target} ${unique()}`, ...spec }] : [] })
}

async function roleOf(target: Exclude<TargetName, 'noRole'>): Promise<string> {
  const spec = TARGETS[target] as TargetSpec
  const row = await server.db
    .insertInto('roles')
    .values({
      name: `Role ${target} ${unique()}`,
      full_access: spec.fullAccess ?? false,
      status: spec.status ?? 'active',
      permissions: JSON.stringify(spec.permissions ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const accountRow = (id: string) =>
  server.db
    .selectFrom('internal_users')
    .select(['email', 'status', 'password_hash', 'avatar_key'])
    .where('id', '=', id)
    .executeTakeFirst()
const rolesOfAccount = async (id: string) =>
  (
    await server.db.selectFrom('internal_user_roles').select('role_id').where('user_id', '=', id).execute()
  ).map((row) => row.role_id)
const roleRow = (id: string) =>
  server.db
    .selectFrom('roles')
    .select(['name', 'permissions', 'full_access'])
    .where('id', '=', id)
    .executeTakeFirst()

/** What every answer of the typed client carries: enough to tell an allowance from a refusal. */
type Answer = { error?: { message?: string }; response: Response }

function expectRefused(answer: Answer, target: TargetName, reason: keyof typeof MESSAGES) {
  expect(answer.response.status).toBe(403)
  expect(answer.error?.message).toBe(target === 'fullAccess' ? MESSAGES.fullAccess : MESSAGES[reason])
}

type AccountOperation = (as: CallerName, id: string) => Promise<Answer>
const ACCOUNT_OPERATIONS: Record<string, AccountOperation> = {
  'edit the e-mail of': (as, id) =>
    clients[as].PATCH('/admin/users/{id}', {
      ...withId(id),
      body: { email: `taken-${unique()}@example.com` },
    }),
  'set the password of': (as, id) =>
    clients[as].PUT('/admin/users/change-password/{id}', {
      ...withId(id),
      body: { password: 'Other#Pass456' },
    }),
  deactivate: (as, id) =>
    clients[as].PATCH('/admin/users/{id}', { ...withId(id), body: { status: 'inactive' } }),
  delete: (as, id) => clients[as].DELETE('/admin/users/{id}', withId(id)),
  'replace the avatar of': async (as, id) => {
    const { key } = await upload(server.baseUrl, tokens[as], 'avatar', 'face.png', pngOf(200, 200))
    return clients[as].PUT('/admin/users/upload-avatar/{id}', { ...withId(id), body: { avatar: key } })
  },
}

describe('changing another staff member’s account', () => {
  for (const caller of Object.keys(CALLERS) as CallerName[])
    for (const target of Object.keys(TARGETS) as TargetName[])
      for (const [operation, run] of Object.entries(ACCOUNT_OPERATIONS)) {
        const allowed = WITHIN_REACH[caller].includes(target)
        it(`${caller} may ${allowed ? '' : 'not '}${operation} an account holding ${target}`, async () => {
          const account = await accountOf(target)
          const before = await accountRow(account.id)
          const answer = await run(caller, account.id)
          if (allowed) {
            expect(answer.response.status, JSON.stringify(answer.error)).toBe(200)
            return
          }
          expectRefused(answer, target, 'account')
          expect(await accountRow(account.id)).toEqual(before)
        })
      }
})

describe('giving a role', () => {
  for (const caller of Object.keys(CALLERS) as CallerName[])
    for (const target of Object.keys(TARGETS).filter((name) => name !== 'noRole') as Exclude<
      TargetName,
      'noRole'
    >[]) {
      const allowed = WITHIN_REACH[caller].includes(target)
      it(`${caller} may ${allowed ? '' : 'not '}give a role granting ${target}, to an existing or a new account`, async () => {
        const role = await roleOf(target)
        const account = await accountOf('noRole')
        const assigned = await clients[caller].PATCH('/admin/users/{id}', {
          ...withId(account.id),
          body: { roles: [role] },
        })
        const created = await clients[caller].POST('/admin/users', {
          body: {
            firstName: 'Malee',
            lastName: 'Srisuk',
            jobTitle: 'Clerk',
            email: `new-${unique()}@example.com`,
            phoneNumber: '812345678',
            password: STAFF_PASSWORD,
            roles: [role],
            avatar: (await upload(server.baseUrl, tokens[caller], 'avatar', 'a.png', pngOf(200, 200))).key,
          },
        })
        if (allowed) {
          expect(assigned.response.status).toBe(200)
          expect(created.response.status, JSON.stringify(created.error)).toBe(201)
          return
        }
        expectRefused(assigned, target, 'role')
        expectRefused(created, target, 'role')
        expect(await rolesOfAccount(account.id)).toEqual([])
      })
    }
})

describe('writing roles', () => {
  for (const caller of Object.keys(CALLERS) as CallerName[])
    for (const target of Object.keys(TARGETS).filter((name) => name !== 'noRole') as Exclude<
      TargetName,
      'noRole'
    >[]) {
      const allowed = WITHIN_REACH[caller].includes(target)
      const spec = TARGETS[target] as TargetSpec
      it(`${caller} may ${allowed ? '' : 'not '}create, edit or delete a role granting ${target}`, async () => {
        const created = await clients[caller].POST('/admin/roles', {
          body: {
            name: `Made ${unique()}`,
            fullAccess: spec.fullAccess ?? false,
            permissions: spec.permissions ?? {},
          },
        })
        const role = await roleOf(target)
        const before = await roleRow(role)
        const renamed = await clients[caller].PATCH('/admin/roles/{id}', {
          ...withId(role),
          body: { name: `Renamed ${unique()}` },
        })
        const deleted = await clients[caller].DELETE('/admin/roles/{id}', withId(role))
        if (allowed) {
          expect(created.response.status, JSON.stringify(created.error)).toBe(201)
          expect(renamed.response.status).toBe(200)
          expect(deleted.response.status).toBe(200)
          return
        }
        expectRefused(created, target, 'grant')
        expectRefused(renamed, target, 'role')
        expectRefused(deleted, target, 'role')
        expect(await roleRow(role)).toEqual(before)
      })
    }

  it('refuses raising a role within reach to more than the caller holds, or to full access', async () => {
    const role = await roleOf('usersReader')
    const before = await roleRow(role)
    const wider = await clients.staffAdmin.PATCH('/admin/roles/{id}', {
      ...withId(role),
      body: { permissions: { internalUsers: ['access'], coupons: ['access'] } },
    })
    expectRefused(wider, 'usersReader', 'grant')
    const full = await clients.staffAdmin.PATCH('/admin/roles/{id}', {
      ...withId(role),
      body: { fullAccess: true },
    })
    expectRefused(full, 'fullAccess', 'grant')
    expect(await roleRow(role)).toEqual(before)
  })

  it('refuses moving a deleted role’s holders to a role beyond reach, or when a holder is beyond reach', async () => {
    const role = await roleOf('usersReader')
    const holder = await accountOf('noRole')
    await server.db.insertInto('internal_user_roles').values({ user_id: holder.id, role_id: role }).execute()
    const beyond = await roleOf('orders')
    const remove = (moveUsersTo: string) =>
      clients.staffAdmin.DELETE('/admin/roles/{id}', {
        params: { path: { id: role }, query: { moveUsersTo } },
      })
    const toBeyond = await remove(beyond)
    expectRefused(toBeyond, 'orders', 'role')

    const superior = await accountOf('orders')
    await server.db
      .insertInto('internal_user_roles')
      .values({ user_id: superior.id, role_id: role })
      .execute()
    const within = await roleOf('usersReader')
    const withSuperior = await remove(within)
    expectRefused(withSuperior, 'orders', 'account')
    expect(await roleRow(role)).toBeDefined()
    expect(await rolesOfAccount(holder.id)).toEqual([role])
  })
})

describe('one’s own account', () => {
  it('never changes one’s own roles or status, even with full access', async () => {
    const me = callerIds.fullAccess
    const rolesBefore = await rolesOfAccount(me)
    const extra = await roleOf('orders')
    const addRole = await clients.fullAccess.PATCH('/admin/users/{id}', {
      ...withId(me),
      body: { roles: [...rolesBefore, extra] },
    })
    expect(addRole.response.status).toBe(403)
    expect(addRole.error?.message).toBe(MESSAGES.own)
    const deactivate = await clients.fullAccess.PATCH('/admin/users/{id}', {
      ...withId(me),
      body: { status: 'inactive' },
    })
    expect(deactivate.response.status).toBe(403)
    expect(deactivate.error?.message).toBe(MESSAGES.own)
    expect(await rolesOfAccount(me)).toEqual(rolesBefore)
    expect((await accountRow(me))?.status).toBe('active')
  })

  it('edits one’s own details when the roles and status sent are the ones held', async () => {
    const me = callerIds.staffAdmin
    const { data, response } = await clients.staffAdmin.PATCH('/admin/users/{id}', {
      ...withId(me),
      body: { firstName: 'Pranee', status: 'active', roles: await rolesOfAccount(me) },
    })
    expect(response.status).toBe(200)
    expect(data?.firstName).toBe('Pranee')
    expect(data?.manageable).toBe(true)
  })
})

describe('what the screens are told they may offer', () => {
  it('marks accounts and roles beyond the caller’s reach, so their actions are not shown', async () => {
    const within = await accountOf('usersReader')
    const beyond = await accountOf('orders')
    const list = await clients.staffAdmin.GET('/admin/users', { params: { query: { limit: 100 } } })
    const flag = (id: string) => list.data?.data.find((user) => user._id === id)?.manageable
    expect(flag(within.id)).toBe(true)
    expect(flag(beyond.id)).toBe(false)
    expect((await clients.staffAdmin.GET('/admin/users/{id}', withId(beyond.id))).data?.manageable).toBe(
      false,
    )

    const reachable = await roleOf('usersReader')
    const unreachable = await roleOf('fullAccess')
    const options = await clients.staffAdmin.GET('/admin/roles/active')
    const assignable = (id: string) => options.data?.data.find((option) => option._id === id)?.assignable
    expect(assignable(reachable)).toBe(true)
    expect(assignable(unreachable)).toBe(false)
    expect((await clients.staffAdmin.GET('/admin/roles/{id}', withId(unreachable))).data?.manageable).toBe(
      false,
    )
  })
})
