import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '../../server/lib/lists/countUpTo'
import { apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

/**
 * Its own server with a few days of one staff member's sign-ins, unevenly spread (a quiet day, a busy
 * one, some rows on the same microsecond), so pages cross day boundaries and ties.
 */
async function withHistory(server: TestServer) {
  const staff = await createStaff(server.db, { email: 'depth@example.com' })
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', ${staff.id}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
      '10.9.' || (n % 200) || '.' || (n % 7),
      case when n <= 3000 then '2023-03-01T00:00:00Z'::timestamptz + (n / 2) * interval '73 seconds'
           else '2023-03-05T23:59:59Z'::timestamptz + (n - 3000) * interval '1 second' end
    from generate_series(1, 3400) n`.execute(server.db)
  return apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
}

describe('pages at any depth', () => {
  const suite = suiteServer(withHistory)
  const page = async (query: QueryOf<'/internal-user-history'>) =>
    dataOf(await suite.prepared.GET('/internal-user-history', { params: { query } }))

  /** Every row of a filter in order, walked by cursor: what the numbered pages must agree with. */
  async function walk(query: QueryOf<'/internal-user-history'>): Promise<string[]> {
    const ids: string[] = []
    let cursor: string | undefined
    for (;;) {
      const next = await page({ ...query, limit: 100, cursor })
      ids.push(...next.data.map((row) => row._id))
      if (!next.nextCursor) return ids
      cursor = next.nextCursor
    }
  }

  const filters: QueryOf<'/internal-user-history'>[] = [
    { startDate: '2023-03-01T00:00:00.000Z', endDate: '2023-03-06T23:59:59.999Z' },
    { startDate: '2023-03-01T05:00:00.000Z', endDate: '2023-03-06T00:02:00.000Z' },
    { startDate: '2023-02-28T17:00:00.000Z', endDate: '2023-03-06T16:59:59.999Z', order: 'asc' },
  ]

  it('answers every numbered page with the rows the cursor walk finds there, in both orders', async () => {
    for (const filter of filters) {
      const all = await walk(filter)
      const { total } = await page({ ...filter, limit: 35 })
      expect(total, JSON.stringify(filter)).toBe(all.length)
      const lastPage = Math.ceil(total / 35)
      for (const number of [1, 2, 30, 31, Math.floor(lastPage / 2), lastPage - 1, lastPage]) {
        const answered = await page({ ...filter, limit: 35, page: number })
        expect(
          answered.data.map((row) => row._id),
          `page ${number} of ${JSON.stringify(filter)}`,
        ).toEqual(all.slice((number - 1) * 35, number * 35))
      }
    }
  })

  it('answers a page past the end with no rows and the true total', async () => {
    const filter = filters[0]
    const { total } = await page({ ...filter, limit: 100 })
    const past = await page({ ...filter, limit: 100, page: Math.ceil(total / 100) + 5 })
    expect(past).toMatchObject({ data: [], total, totalCapped: false, nextCursor: null })
  })

  it('counts a search up to the cap and says when more rows match', async () => {
    const narrow = await page({ search: '10.9.199.', limit: 5 })
    expect(narrow.totalCapped).toBe(false)
    expect(narrow.total).toBeGreaterThan(0)
    expect(narrow.total).toBeLessThan(SEARCH_COUNT_CAP)
    // More sign-ins than the cap, sharing an address prefix make the search vague.
    await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
      select 'internal', user_id, event, os, device, '10.77.' || (n % 250), created_at - n * interval '1 second'
      from access_history, generate_series(1, ${SEARCH_COUNT_CAP + 10}::int) n
      where ip like '10.9.%' limit ${SEARCH_COUNT_CAP + 10}`.execute(suite.server.db)
    const lastPage = SEARCH_COUNT_CAP / 100
    const vague = await page({ search: '10.77', limit: 100, page: lastPage })
    expect(vague).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true })
    expect(vague.data).toHaveLength(100)
    expect((await page({ search: '10.77', limit: 100, page: lastPage + 1 })).data).toEqual([])
  })
})
