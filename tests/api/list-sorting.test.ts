import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

interface Page<T> {
  data: T[]
  total: number
  nextCursor?: string | null
  message?: string
}

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
})
afterAll(() => server?.close())

const list = <T>(path: string, lang?: string) =>
  call<Page<T>>(server.baseUrl, 'GET', `/api${path}`, { token, lang })

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
    type User = { email: string; firstName: string; updatedAt: string }
    const emails = ['sortcheck-x@example.com', 'sortcheck-y@example.com', 'sortcheck-z@example.com']
    for (const order of ['asc', 'desc'] as const) {
      const byEmail = await list<User>(`/admin/users?search=sortcheck&sort=email&order=${order}`)
      expect(byEmail.status).toBe(200)
      expect(byEmail.body.data.map((user) => user.email)).toEqual(sorted(emails, order))
      const byName = await list<User>(`/admin/users?search=sortcheck&sort=name&order=${order}`)
      // Case does not matter: 'anan' comes before 'Boon'.
      expect(byName.body.data.map((user) => user.firstName)).toEqual(
        order === 'asc' ? ['anan', 'Boon', 'Chai'] : ['Chai', 'Boon', 'anan'],
      )
    }
    const byDefault = await list<User>('/admin/users?search=sortcheck')
    const times = byDefault.body.data.map((user) => user.updatedAt)
    expect(times).toEqual(sorted(times, 'desc'))
    // A name sort without an order reads A to Z.
    const nameFirst = await list<User>('/admin/users?search=sortcheck&sort=name')
    expect(nameFirst.body.data[0].firstName).toBe('anan')
  })

  it('refuses a column that cannot be sorted, in the caller language', async () => {
    const english = await list('/admin/users?sort=password')
    expect(english.status).toBe(400)
    expect(english.body.message).toMatch(/sort/)
    expect((await list('/admin/users?order=up', 'th')).status).toBe(400)
  })
})

describe('sorting the roles', () => {
  it('sorts by name either way, and newest first by default', async () => {
    for (const name of ['Sortcheck beta', 'Sortcheck alpha', 'Sortcheck gamma'])
      await createStaff(server.db, { roles: [{ name }] })
    type Role = { name: string; createdAt: string }
    const names = ['Sortcheck alpha', 'Sortcheck beta', 'Sortcheck gamma']
    for (const order of ['asc', 'desc'] as const) {
      const response = await list<Role>(`/admin/roles?search=sortcheck&sort=name&order=${order}`)
      expect(response.status).toBe(200)
      expect(response.body.data.map((role) => role.name)).toEqual(sorted(names, order))
    }
    const byDefault = await list<Role>('/admin/roles?search=sortcheck')
    expect(byDefault.body.data.map((role) => role.name)).toEqual([
      'Sortcheck gamma',
      'Sortcheck alpha',
      'Sortcheck beta',
    ])
    const oldest = await list<Role>('/admin/roles?search=sortcheck&sort=createdAt&order=asc')
    expect(oldest.body.data.map((role) => role.name)).toEqual([
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
    type Entry = { createdAt: string; email: string | null }
    const search = encodeURIComponent(staff.email)
    const first = await list<Entry>(`/internal-user-history?search=${search}&sort=date&order=asc&limit=5`)
    expect(first.status).toBe(200)
    const times = first.body.data.map((entry) => entry.createdAt)
    expect(times).toHaveLength(4)
    expect(times).toEqual(sorted(times, 'asc'))
    const newest = await list<Entry>(`/internal-user-history?search=${search}&order=desc&limit=5`)
    expect(newest.body.data.map((entry) => entry.createdAt)).toEqual(sorted(times, 'desc'))

    // Keyset pages in ascending order: the second starts after the first.
    const all = await list<Entry>('/internal-user-history?sort=date&order=asc&limit=5')
    expect(all.body.nextCursor).toEqual(expect.any(String))
    const next = await list<Entry>(
      `/internal-user-history?sort=date&order=asc&limit=5&cursor=${all.body.nextCursor}`,
    )
    expect(next.status).toBe(200)
    const lastOfFirst = all.body.data[all.body.data.length - 1].createdAt
    for (const entry of next.body.data) expect(entry.createdAt >= lastOfFirst).toBe(true)
  })

  it('lists exports oldest or newest first', async () => {
    for (let index = 0; index < 2; index++)
      expect((await call(server.baseUrl, 'GET', '/api/user-access-history/export', { token })).status).toBe(
        200,
      )
    type Entry = { exportedAt: string }
    const oldest = await list<Entry>('/data-export-history?sort=exportedAt&order=asc')
    const newest = await list<Entry>('/data-export-history?order=desc')
    const times = oldest.body.data.map((entry) => entry.exportedAt)
    expect(times.length).toBeGreaterThanOrEqual(2)
    expect(times).toEqual(sorted(times, 'asc'))
    expect(newest.body.data.map((entry) => entry.exportedAt)).toEqual(sorted(times, 'desc'))
  })
})
