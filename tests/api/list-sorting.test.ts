import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
})
afterAll(() => server?.close())

const users = async (query: QueryOf<'/admin/users'>) =>
  dataOf(await admin.GET('/admin/users', { params: { query } }))
const roles = async (query: QueryOf<'/admin/roles'>) =>
  dataOf(await admin.GET('/admin/roles', { params: { query } }))
const signIns = async (query: QueryOf<'/internal-user-history'>) =>
  dataOf(await admin.GET('/internal-user-history', { params: { query } }))
const exports = async (query: QueryOf<'/data-export-history'>) =>
  dataOf(await admin.GET('/data-export-history', { params: { query } }))

const sorted = (values: string[], order: 'asc' | 'desc') =>
  [...values].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))

describe('sorting the internal users', () => {
  it('sorts by e-mail and by name either way, and by last modified when no column is asked for', async () => {
    const names = [
      ['Chai', 'Wong'],
      ['anan', 'Srisuk'],
      ['Boon', 'Mee'],
    ]
    for (const [index, [firstName, lastName]] of names.entries()) {
      const staff = await createStaff(server.db, { email: `sortcheck-${'zxy'[index]}@example.com` })
      await server.db
        .updateTable('internal_users')
        .set({ first_name: firstName, last_name: lastName })
        .where('id', '=', staff.id)
        .execute()
    }
    const emails = ['sortcheck-x@example.com', 'sortcheck-y@example.com', 'sortcheck-z@example.com']
    for (const order of ['asc', 'desc'] as const) {
      const byEmail = await admin.GET('/admin/users', {
        params: { query: { search: 'sortcheck', sort: 'email', order } },
      })
      expect(byEmail.response.status).toBe(200)
      expect(byEmail.data?.data.map((user) => user.email)).toEqual(sorted(emails, order))
      const byName = await users({ search: 'sortcheck', sort: 'name', order })
      // Case does not matter: 'anan' comes before 'Boon'.
      expect(byName.data.map((user) => user.firstName)).toEqual(
        order === 'asc' ? ['anan', 'Boon', 'Chai'] : ['Chai', 'Boon', 'anan'],
      )
    }
    const byDefault = await users({ search: 'sortcheck' })
    const times = byDefault.data.map((user) => user.updatedAt)
    expect(times).toEqual(sorted(times, 'desc'))
    // A name sort without an order reads A to Z.
    const nameFirst = await users({ search: 'sortcheck', sort: 'name' })
    expect(nameFirst.data[0].firstName).toBe('anan')
  })

  it('refuses a column that cannot be sorted, in the caller language', async () => {
    // Raw calls: a column and an order the contract does not have.
    const english = await call<{ message: string }>(server.baseUrl, 'GET', '/api/admin/users?sort=password', {
      token,
    })
    expect(english.status).toBe(400)
    expect(english.body.message).toMatch(/sort/)
    const thai = await call(server.baseUrl, 'GET', '/api/admin/users?order=up', { token, lang: 'th' })
    expect(thai.status).toBe(400)
  })
})

describe('sorting the roles', () => {
  it('sorts by name either way, and newest first by default', async () => {
    for (const name of ['Sortcheck beta', 'Sortcheck alpha', 'Sortcheck gamma'])
      await createStaff(server.db, { roles: [{ name }] })
    const names = ['Sortcheck alpha', 'Sortcheck beta', 'Sortcheck gamma']
    for (const order of ['asc', 'desc'] as const) {
      const { data, response } = await admin.GET('/admin/roles', {
        params: { query: { search: 'sortcheck', sort: 'name', order } },
      })
      expect(response.status).toBe(200)
      expect(data?.data.map((role) => role.name)).toEqual(sorted(names, order))
    }
    const byDefault = await roles({ search: 'sortcheck' })
    expect(byDefault.data.map((role) => role.name)).toEqual([
      'Sortcheck gamma',
      'Sortcheck alpha',
      'Sortcheck beta',
    ])
    const oldest = await roles({ search: 'sortcheck', sort: 'createdAt', order: 'asc' })
    expect(oldest.data.map((role) => role.name)).toEqual([
      'Sortcheck beta',
      'Sortcheck alpha',
      'Sortcheck gamma',
    ])
  })
})

describe('sorting the histories', () => {
  it('lists staff sign-ins oldest first, and a cursor goes on in that order', async () => {
    const staff = await createStaff(server.db)
    for (let index = 0; index < 4; index++) await login(server.baseUrl, staff.email, staff.password)
    const search = staff.email
    const first = await admin.GET('/internal-user-history', {
      params: { query: { search, sort: 'date', order: 'asc', limit: 5 } },
    })
    expect(first.response.status).toBe(200)
    const times = first.data?.data.map((entry) => entry.createdAt) ?? []
    expect(times).toHaveLength(4)
    expect(times).toEqual(sorted(times, 'asc'))
    const newest = await signIns({ search, order: 'desc', limit: 5 })
    expect(newest.data.map((entry) => entry.createdAt)).toEqual(sorted(times, 'desc'))

    // Keyset pages in ascending order: the second starts after the first.
    const all = await signIns({ sort: 'date', order: 'asc', limit: 5 })
    expect(all.nextCursor).toEqual(expect.any(String))
    const next = await admin.GET('/internal-user-history', {
      params: { query: { sort: 'date', order: 'asc', limit: 5, cursor: all.nextCursor ?? undefined } },
    })
    expect(next.response.status).toBe(200)
    const lastOfFirst = all.data[all.data.length - 1].createdAt
    for (const entry of next.data?.data ?? []) expect(entry.createdAt >= lastOfFirst).toBe(true)
  })

  it('lists exports oldest or newest first', async () => {
    for (let index = 0; index < 2; index++)
      expect((await admin.GET('/user-access-history/export', { parseAs: 'text' })).response.status).toBe(200)
    const oldest = await exports({ sort: 'exportedAt', order: 'asc' })
    const newest = await exports({ order: 'desc' })
    const times = oldest.data.map((entry) => entry.exportedAt)
    expect(times.length).toBeGreaterThanOrEqual(2)
    expect(times).toEqual(sorted(times, 'asc'))
    expect(newest.data.map((entry) => entry.exportedAt)).toEqual(sorted(times, 'desc'))
  })
})
