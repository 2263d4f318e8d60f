import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, type QueryOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await loginAsAdmin(server)
})
afterAll(() => server?.close())

/** The typed client of the contract, as the caller with `token`. */
const client = (token: string, lang?: 'en' | 'th') => apiClient(server.baseUrl, { token, lang })

const search = async (query: QueryOf<'/admin/search'>, token = admin) => {
  const { data, error, response } = await client(token).GET('/admin/search', { params: { query } })
  if (!data) throw new Error(`search answered ${response.status}: ${JSON.stringify(error)}`)
  return data
}
const staffHits = async (q: string, token = admin) =>
  (await search({ q }, token)).groups.find((group) => group.type === 'internalUsers')?.items ?? []

/** A word no other test's records start with. */
const unique = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`
const THAI_LETTERS = 'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮ'
const uniqueThai = (prefix: string) =>
  `${prefix}${Array.from(crypto.randomBytes(6), (byte) => THAI_LETTERS[byte % THAI_LETTERS.length]).join('')}`

const staffWith = async (permissions: Record<string, string[]>) => {
  const member = await createStaff(server.db, { roles: [{ name: unique('Role '), permissions }] })
  return (await login(server.baseUrl, member.email, member.password)).jwtAccessToken
}

describe('record search (GET /admin/search)', () => {
  it('finds staff by the start of a first name, last name, full name or e-mail, ignoring case, with the e-mail that finds them in the list', async () => {
    const first = unique('Kanya')
    const last = unique('Srisuk')
    const email = `${unique('kan.')}@example.com`
    const member = await createStaff(server.db, {
      firstName: first,
      lastName: last,
      email,
      jobTitle: 'Warehouse lead',
    })
    const hit = {
      _id: member.id,
      title: `${first} ${last}`,
      subtitle: `${email} · Warehouse lead`,
      listSearch: email,
    }
    expect(await staffHits(first.slice(0, 9).toUpperCase())).toEqual([hit])
    expect(await staffHits(last.toLowerCase())).toEqual([hit])
    expect(await staffHits(`${first} ${last.slice(0, 8)}`)).toEqual([hit])
    expect(await staffHits(email.slice(0, 10))).toEqual([hit])
    expect(await staffHits(`  ${first}  `)).toEqual([hit])
    // The middle of a name is not its start.
    expect(await staffHits(first.slice(3))).toEqual([])
  })

  it('finds staff by a Thai name, and shows their e-mail alone without a job title', async () => {
    const first = uniqueThai('สมหญิง')
    const last = uniqueThai('ใจดี')
    const member = await createStaff(server.db, { firstName: first, lastName: last })
    const hit = {
      _id: member.id,
      title: `${first} ${last}`,
      subtitle: member.email,
      listSearch: member.email,
    }
    expect(await staffHits(first)).toEqual([hit])
    expect(await staffHits(`${first} ${last.slice(0, 5)}`)).toEqual([hit])
    expect(await staffHits(last)).toEqual([hit])
  })

  it('answers one group per type, at most `limit` records by full name, and whether more match', async () => {
    const prefix = unique('Pimchanok')
    const ids = []
    for (const last of ['Chai', 'Arun', 'Boon'])
      ids.push((await createStaff(server.db, { firstName: prefix, lastName: last })).id)
    const [chai, arun, boon] = ids
    const two = await search({ q: prefix, limit: 2 })
    expect(two.groups.map((group) => group.type)).toEqual([
      'internalUsers',
      'orders',
      'users',
      'inventory',
      'articles',
      'pushNotifications',
      'faq',
      'coupons',
    ])
    expect(two.groups[0]).toMatchObject({ type: 'internalUsers', more: true })
    expect(two.groups[0].items.map((item) => item._id)).toEqual([arun, boon])
    const three = await search({ q: prefix, limit: 3, types: ['internalUsers'] })
    expect(three.groups[0].items.map((item) => item._id)).toEqual([arun, boon, chai])
    expect(three.groups[0].more).toBe(false)
  })

  it('takes a search term as text: LIKE wildcards match only themselves', async () => {
    const first = unique('Wichai')
    await createStaff(server.db, { firstName: first })
    expect(await staffHits('%')).toEqual([])
    expect(await staffHits(`${first.slice(0, 2)}_${first.slice(3, 8)}`)).toEqual([])
  })

  it('answers the groups with no records for a blank term', async () => {
    expect(await search({ q: '   ' })).toEqual({
      groups: [
        { type: 'internalUsers', items: [], more: false },
        { type: 'orders', items: [], more: false },
        { type: 'users', items: [], more: false },
        { type: 'inventory', items: [], more: false },
        { type: 'articles', items: [], more: false },
        { type: 'pushNotifications', items: [], more: false },
        { type: 'faq', items: [], more: false },
        { type: 'coupons', items: [], more: false },
      ],
    })
  })

  it('skips, rather than refuses, the types the caller may not open', async () => {
    const first = unique('Nattapong')
    await createStaff(server.db, { firstName: first })
    const ordersOnly = await staffWith({ orders: ['access'] })
    expect(await search({ q: first }, ordersOnly)).toEqual({
      groups: [{ type: 'orders', items: [], more: false }],
    })
    expect(await search({ q: first, types: ['internalUsers'] }, ordersOnly)).toEqual({ groups: [] })
    const staffReader = await staffWith({ internalUsers: ['access'] })
    expect(await staffHits(first, staffReader)).toHaveLength(1)
  })

  it('refuses a caller without a token', async () => {
    const { response } = await apiClient(server.baseUrl).GET('/admin/search', {
      params: { query: { q: 'som' } },
    })
    expect(response.status).toBe(401)
  })

  it('refuses a term with a NUL character, in the caller’s language', async () => {
    const { error, response } = await client(admin, 'th').GET('/admin/search', {
      params: { query: { q: 'som\u0000chai' } },
    })
    expect(response.status).toBe(400)
    expect(error).toEqual({ statusCode: 400, message: 'q: ต้องไม่มีอักขระ NUL (\\u0000)', error: 'Bad Request' })
  })

  it('takes a term of 255 characters and refuses one of 256', async () => {
    expect((await search({ q: 'ก'.repeat(255) })).groups[0].items).toEqual([])
    const { error, response } = await client(admin).GET('/admin/search', {
      params: { query: { q: 'a'.repeat(256) } },
    })
    expect(response.status).toBe(400)
    expect(error?.message).toBe('q: must be at most 255 characters long')
  })

  it('refuses a missing term, an unknown type and a limit past its bounds', async () => {
    // Raw calls: queries the contract forbids.
    const get = (query: string) => call(server.baseUrl, 'GET', `/api/admin/search?${query}`, { token: admin })
    for (const query of ['', 'types=internalUsers', 'q=a&types=members', 'q=a&limit=21', 'q=a&limit=0']) {
      const answer = await get(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body, query).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    }
  })
})
