import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '../../server/lib/lists/countUpTo'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { insertOrders } from '../support/orders'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

// A list stops counting a vague search at the cap; its export reads every row, and its progress is
// shown against the rows it will write, so the export's count is exact.
let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
})
afterAll(() => server?.close())

const MATCHES = SEARCH_COUNT_CAP + 25

describe('an export of a search matching more rows than a list counts', () => {
  it('expects every row of the access history it will write', async () => {
    await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
      select 'internal', (select id from internal_users order by created_at limit 1), 'sign-in', 'Linux',
        '{"browser": "Firefox 128", "type": "desktop", "model": null}', '10.66.' || (n % 250) || '.1',
        '2021-03-01T00:00:00Z'::timestamptz + n * interval '1 second'
      from generate_series(1, ${MATCHES}::int) n`.execute(server.db)
    const query = { search: '10.66.' }
    const list = dataOf(
      await admin.GET('/internal-user-history', { params: { query: { ...query, limit: 5 } } }),
    )
    expect(list).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true })
    const ticket = dataOf(await admin.POST('/internal-user-history/export-ticket', { params: { query } }))
    expect(ticket.rows).toBe(MATCHES)
  })

  it('expects every order of the tab it will write', async () => {
    await insertOrders(server.db, {
      count: MATCHES,
      prefix: 'XCNT',
      status: 'to_ship',
      from: '2022-01-01T00:00:00Z',
      stepMinutes: 1,
    })
    const query = { status: 'to_ship' as const, search: 'xcnt' }
    const list = dataOf(await admin.GET('/admin/orders', { params: { query: { ...query, limit: 5 } } }))
    expect(list).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true })
    const ticket = dataOf(await admin.POST('/admin/orders/export-ticket', { params: { query } }))
    expect(ticket.rows).toBe(MATCHES)
  })
})
