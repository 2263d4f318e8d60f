import { type Expression, type SqlBool, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type MemberQuery = QueryOf<'/admin/members'>

const LIMIT = 10

/**
 * 1,000 members over two years, unevenly: a busy day, a quiet one, none on one day, some joining on
 * the same microsecond and some exactly at midnight UTC at the start of a month, so pages cross day
 * and month boundaries and ties.
 */
async function withMembers(server: TestServer) {
  await sql`
    insert into members (member_code, first_name_en, last_name_en, phone_code, phone_number, member_type,
      tier, status, country, citizenship, created_at)
    select 'MD-' || lpad(n::text, 5, '0'), 'Depth', 'Member', '66', '8' || lpad(n::text, 8, '0'),
      (array['SCM_MEMBER', 'SCM_BUSINESS'])[1 + n % 2],
      (array['bronze', 'silver', 'gold', 'platinum', 'diamond'])[1 + (n / 3) % 5],
      (array['active', 'active', 'inactive', 'terminate'])[1 + (n / 7) % 4],
      'TH', 'TH',
      case
        when n <= 600 then '2024-05-01T00:00:00Z'::timestamptz + (n / 3) * interval '7 minutes'
        when n <= 640 then '2024-05-03T00:00:00Z'::timestamptz + (n - 600) * interval '1 hour'
        when n <= 660 then '2024-06-01T00:00:00Z'::timestamptz
        else '2024-05-05T00:00:00Z'::timestamptz + (n - 660) * interval '2 days 3 hours 7.5 seconds'
      end
    from generate_series(1, 1000) n`.execute(server.db)
  return apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
}

const filters: MemberQuery[] = [
  {},
  { memberType: 'SCM_BUSINESS' },
  { tier: 'gold' },
  { status: 'inactive' },
  { memberType: 'SCM_MEMBER', tier: 'silver' },
  { memberType: 'SCM_BUSINESS', tier: 'diamond', status: 'active' },
  { tier: 'bronze', status: 'terminate' },
  { startDate: '2024-05-01T05:30:00.000Z', endDate: '2024-05-05T12:00:00.000Z' },
  { startDate: '2024-05-02T00:00:00.000Z', memberType: 'SCM_MEMBER' },
  { endDate: '2024-05-05T00:00:00.000Z', status: 'active', tier: 'platinum' },
  { startDate: '2024-05-03T02:00:00.000Z', endDate: '2024-05-03T20:00:00.000Z' },
]
const sorts: Pick<MemberQuery, 'sort' | 'order'>[] = [
  {},
  { sort: 'joinDate', order: 'asc' },
  { sort: 'memberId' },
  { sort: 'memberId', order: 'desc' },
]

describe('member pages at any depth', () => {
  const suite = suiteServer(withMembers)
  const page = async (query: MemberQuery) =>
    dataOf(await suite.prepared.GET('/admin/members', { params: { query } }))

  /** Every member of a filter, ordered plainly in the database: what the numbered pages must agree with. */
  async function plainly(query: MemberQuery): Promise<string[]> {
    const { db } = suite.server
    const column = query.sort === 'memberId' ? 'member_code' : 'created_at'
    const order = query.order ?? (query.sort === 'memberId' ? 'asc' : 'desc')
    const conditions: Expression<SqlBool>[] = []
    const rows = await db
      .selectFrom('members')
      .select('id')
      .where((eb) => {
        if (query.memberType && query.memberType !== 'ALL_TYPE')
          conditions.push(eb('member_type', '=', query.memberType))
        if (query.tier && query.tier !== 'Al') conditions.push(eb('tier', '=', query.tier))
        if (query.status) conditions.push(eb('status', '=', query.status))
        if (query.startDate) conditions.push(eb('created_at', '>=', new Date(query.startDate)))
        if (query.endDate) conditions.push(eb('created_at', '<=', new Date(query.endDate)))
        return eb.and(conditions)
      })
      .orderBy(column, order)
      .orderBy('id', order)
      .execute()
    return rows.map((row) => row.id)
  }

  it('answers first, middle, last and past-the-end pages as the plainly ordered rows, in every sort and filter', async () => {
    for (const filter of filters)
      for (const sort of sorts) {
        const query = { ...filter, ...sort, limit: LIMIT } as const
        const all = await plainly(query)
        expect(all.length, JSON.stringify(filter)).toBeGreaterThan(LIMIT)
        const lastPage = Math.ceil(all.length / LIMIT)
        for (const number of [1, 2, Math.floor(lastPage / 2), lastPage - 1, lastPage, lastPage + 3]) {
          const answered = await page({ ...query, page: number })
          const what = `page ${number} of ${JSON.stringify(query)}`
          expect(answered.total, what).toBe(all.length)
          expect(answered.totalCapped, what).toBe(false)
          expect(
            answered.data.map((row) => row._id),
            what,
          ).toEqual(all.slice((number - 1) * LIMIT, number * LIMIT))
        }
      }
  })

  it('keeps totals and deep pages right as members join, change type, tier and status, and leave', async () => {
    const { db } = suite.server
    await db
      .updateTable('members')
      .set({ tier: 'gold', status: 'inactive', version: sql`version + 1` })
      .where('member_code', 'like', 'MD-002%')
      .execute()
    await db
      .updateTable('members')
      .set({ member_type: 'SCM_BUSINESS' })
      .where('tier', '=', 'silver')
      .execute()
    await db.deleteFrom('members').where('member_code', 'like', 'MD-005%').execute()
    // Rolled back: the counters must not keep what never happened.
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('members').where('tier', '=', 'gold').execute()
        throw new Error('undo')
      })
      .catch(() => {})
    for (const filter of [
      {},
      { tier: 'gold' },
      { memberType: 'SCM_BUSINESS', status: 'inactive' },
    ] as const) {
      const all = await plainly(filter)
      const lastPage = Math.ceil(all.length / LIMIT)
      for (const number of [Math.floor(lastPage / 2), lastPage]) {
        const answered = await page({ ...filter, limit: LIMIT, page: number })
        expect(answered.total).toBe(all.length)
        expect(answered.data.map((row) => row._id)).toEqual(all.slice((number - 1) * LIMIT, number * LIMIT))
      }
    }
  })
})
