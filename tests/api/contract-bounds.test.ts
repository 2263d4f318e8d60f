import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContract } from '../../server/contract'
import { createStaff, STAFF_PASSWORD, type StaffMember } from '../support/fixtures'
import { type ApiResponse, call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

// The bounds are read from the contract, so this proves the server refuses exactly one past them.
type Schema = { $ref?: string; properties?: Record<string, Schema>; [keyword: string]: unknown }
const contract = loadContract()
const schemas = (contract.components as { schemas: Record<string, Schema> }).schemas
const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(schemas[schema.$ref.split('/').pop() as string]) : schema
const propertyOf = (schema: string, ...names: string[]): Schema =>
  names.reduce(
    (node, name) => deref((deref(node).properties as Record<string, Schema>)[name]),
    schemas[schema],
  )
const parameterOf = (path: string, method: string, name: string): Schema => {
  const { parameters } = contract.paths[path][method] as unknown as {
    parameters: { name?: string; schema: Schema }[]
  }
  return deref(parameters.find((entry) => entry.name === name)?.schema as Schema)
}
const limitOf = (schema: Schema, keyword: 'maxLength' | 'maxItems' | 'maximum'): number => {
  const limit = deref(schema)[keyword]
  if (typeof limit !== 'number') throw new Error(`no ${keyword} in ${JSON.stringify(schema)}`)
  return limit
}

const PAST_MESSAGES = {
  maxLength: (limit: number) => `must be at most ${limit} characters long`,
  maxItems: (limit: number) => `must have at most ${limit} items`,
  maximum: (limit: number) => `must be at most ${limit}`,
}

let server: TestServer
let admin: string
let staff: StaffMember
let staffToken: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await loginAsAdmin(server)
  staff = await createStaff(server.db)
  staffToken = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
})
afterAll(() => server?.close())

// Raw calls: every request here sits at or past a bound of the contract.
const api = (method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
  call(server.baseUrl, method, `/api${path}`, { token: options.token ?? admin, body: options.body })
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString()
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
const digits = (length: number) => '1'.repeat(length)
const uuids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID())
const uniqueName = (length: number) => `${crypto.randomBytes(4).toString('hex')}${'r'.repeat(length - 8)}`
const strongPassword = (length: number) => `Aa1!${'a'.repeat(length - 4)}`

interface BoundCase {
  field: string
  keyword: keyof typeof PAST_MESSAGES
  limit: () => number
  /** A request with `size` (characters, items or the number itself) in the field. */
  send: (size: number) => Promise<ApiResponse<Record<string, unknown>>>
  /** The status at the bound, where the rest of the request is valid; else the bound just must not be the reason. */
  atBound?: number
}

const cases: Record<string, BoundCase> = {
  'login username (e-mail 255)': {
    field: 'username',
    keyword: 'maxLength',
    limit: () => limitOf(schemas.Email, 'maxLength'),
    send: (size) => api('POST', '/auth/admin/login', { body: { username: emailOf(size), password: 'x' } }),
    atBound: 401,
  },
  'sendOtp email (e-mail 255)': {
    field: 'email',
    keyword: 'maxLength',
    limit: () => limitOf(schemas.Email, 'maxLength'),
    send: (size) => api('POST', '/auth/admin/sendOtp', { body: { email: emailOf(size) } }),
    atBound: 204,
  },
  'verifyOtp code (code 6)': {
    field: 'code',
    keyword: 'maxLength',
    limit: () => limitOf(schemas.SixDigitCode, 'maxLength'),
    send: (size) =>
      api('POST', '/auth/admin/verifyOtp', { body: { email: 'nobody@example.com', code: digits(size) } }),
  },
  'updateInternalUser phoneNumber (phone 15)': {
    field: 'phoneNumber',
    keyword: 'maxLength',
    limit: () => limitOf(propertyOf('UpdateInternalUserRequest', 'phoneNumber'), 'maxLength'),
    send: (size) => api('PATCH', `/admin/users/${staff.id}`, { body: { phoneNumber: digits(size) } }),
    atBound: 200,
  },
  'updateInternalUser firstName (text 255)': {
    field: 'firstName',
    keyword: 'maxLength',
    limit: () => limitOf(propertyOf('UpdateInternalUserRequest', 'firstName'), 'maxLength'),
    send: (size) => api('PATCH', `/admin/users/${staff.id}`, { body: { firstName: 'a'.repeat(size) } }),
    atBound: 200,
  },
  'updateInternalUser roles (50 roles)': {
    field: 'roles',
    keyword: 'maxItems',
    limit: () => limitOf(propertyOf('UpdateInternalUserRequest', 'roles'), 'maxItems'),
    send: (size) => api('PATCH', `/admin/users/${staff.id}`, { body: { roles: uuids(size) } }),
  },
  'listInternalUsers search (search 255)': {
    field: 'search',
    keyword: 'maxLength',
    limit: () => limitOf(parameterOf('/admin/users', 'get', 'search'), 'maxLength'),
    send: (size) => api('GET', `/admin/users?${query({ search: 's'.repeat(size) })}`),
    atBound: 200,
  },
  'listInternalUsers page': {
    field: 'page',
    keyword: 'maximum',
    limit: () => limitOf(parameterOf('/admin/users', 'get', 'page'), 'maximum'),
    send: (size) => api('GET', `/admin/users?${query({ page: size })}`),
    atBound: 200,
  },
  'searchRecords q (search 255)': {
    field: 'q',
    keyword: 'maxLength',
    limit: () => limitOf(parameterOf('/admin/search', 'get', 'q'), 'maxLength'),
    send: (size) => api('GET', `/admin/search?${query({ q: 'ส'.repeat(size) })}`),
    atBound: 200,
  },
  'searchRecords limit': {
    field: 'limit',
    keyword: 'maximum',
    limit: () => limitOf(parameterOf('/admin/search', 'get', 'limit'), 'maximum'),
    send: (size) => api('GET', `/admin/search?${query({ q: 'som', limit: size })}`),
    atBound: 200,
  },
  'listNotifications pageSize': {
    field: 'pageSize',
    keyword: 'maximum',
    limit: () => limitOf(parameterOf('/admin/notifications', 'get', 'pageSize'), 'maximum'),
    send: (size) => api('GET', `/admin/notifications?${query({ pageSize: size })}`),
    atBound: 200,
  },
  'markNotificationsRead id (100 ids)': {
    field: 'id',
    keyword: 'maxItems',
    limit: () => limitOf(propertyOf('MarkNotificationsReadRequest', 'id'), 'maxItems'),
    send: (size) => api('PUT', '/admin/notifications/read', { body: { id: uuids(size) } }),
    atBound: 404,
  },
  'createRole name (text 255)': {
    field: 'name',
    keyword: 'maxLength',
    limit: () => limitOf(propertyOf('CreateRoleRequest', 'name'), 'maxLength'),
    send: (size) =>
      api('POST', '/admin/roles', { body: { name: uniqueName(size), permissions: { home: ['access'] } } }),
    atBound: 201,
  },
  "createRole permissions.home (the feature's 2 levels)": {
    field: 'permissions.home',
    keyword: 'maxItems',
    limit: () => limitOf(propertyOf('CreateRoleRequest', 'permissions', 'home'), 'maxItems'),
    send: (size) =>
      api('POST', '/admin/roles', {
        body: { name: uniqueName(20), permissions: { home: ['access', 'export', 'access'].slice(0, size) } },
      }),
    atBound: 201,
  },
  'exportInternalUserAccessHistory timeZone': {
    field: 'timeZone',
    keyword: 'maxLength',
    limit: () => limitOf(schemas.TimeZone, 'maxLength'),
    send: (size) => api('GET', `/internal-user-history/export?${query({ timeZone: 'Z'.repeat(size) })}`),
  },
  'listInternalUserAccessHistory cursor': {
    field: 'cursor',
    keyword: 'maxLength',
    limit: () => limitOf(schemas.Cursor, 'maxLength'),
    send: (size) => api('GET', `/internal-user-history?${query({ cursor: 'c'.repeat(size) })}`),
  },
  'getUploadSignedUrl fileName': {
    field: 'fileName',
    keyword: 'maxLength',
    limit: () => limitOf(parameterOf('/upload/upload-signed-url', 'get', 'fileName'), 'maxLength'),
    send: (size) =>
      api(
        'GET',
        `/upload/upload-signed-url?${query({ fileName: `${'f'.repeat(size - 4)}.png`, moduleName: 'avatar' })}`,
      ),
    atBound: 200,
  },
  'subscribeNotificationTopic tokenFirebase': {
    field: 'tokenFirebase',
    keyword: 'maxLength',
    limit: () => limitOf(propertyOf('NotificationSubscription', 'tokenFirebase'), 'maxLength'),
    send: (size) =>
      api('PUT', '/admin/notifications/subscribe/topic', {
        body: { tokenFirebase: 't'.repeat(size), topic: server.config.pushStaffTopic },
      }),
    atBound: 204,
  },
  'changeInternalUserPassword password (text 255)': {
    field: 'password',
    keyword: 'maxLength',
    limit: () => limitOf(propertyOf('ChangePasswordRequest', 'password'), 'maxLength'),
    send: (size) =>
      api('PUT', `/admin/users/change-password/${staff.id}`, {
        token: staffToken,
        body: { password: strongPassword(size), currentPassword: STAFF_PASSWORD },
      }),
  },
}

describe('the server refuses one past each bound of the contract, and takes the bound itself', () => {
  it.each(Object.entries(cases))('%s', async (_name, boundCase) => {
    const limit = boundCase.limit()
    const past = await boundCase.send(limit + 1)
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(`${boundCase.field}: ${PAST_MESSAGES[boundCase.keyword](limit)}`)

    const atBound = await boundCase.send(limit)
    if (boundCase.atBound) expect(atBound.status, JSON.stringify(atBound.body)).toBe(boundCase.atBound)
    expect(String(atBound.body.message ?? '')).not.toContain(PAST_MESSAGES[boundCase.keyword](limit))
  })
})
