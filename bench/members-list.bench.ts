// The member list on 200,000 members (BENCH_ROWS), loaded by the seed's own generator: the first page,
// a deep page and the last page, the type and tier filters, and searches by member id and by Thai and
// Latin names, each through the API and as the handler's queries run directly.
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import type { PageRequest } from '../server/lib/paging'
import {
  listMembers,
  type MemberListFilter,
  type MemberSort,
} from '../server/modules/users/memberList.queries'
import { loadCommerce, planCommerce } from '../server/seed/commerce/seedCommerce'
import { type ListCase, runListBench } from './support/listBench'

const LIMIT = 10

interface MemberQuery {
  filter: MemberListFilter
  page: number
  sort?: MemberSort
}

const pathOf = ({ filter, page, sort }: MemberQuery) => {
  const params = new URLSearchParams({ page: String(page), limit: String(LIMIT) })
  if (filter.type) params.set('memberType', filter.type)
  if (filter.tier) params.set('tier', filter.tier)
  if (filter.status) params.set('status', filter.status)
  if (filter.search) params.set('search', filter.search)
  if (sort) params.set('sort', sort)
  return `/admin/members?${params}`
}

/** What listMembers' handler runs. */
const handlerQueries = (db: Db, { filter, page, sort }: MemberQuery) => {
  const request: PageRequest = { page, limit: LIMIT, offset: (page - 1) * LIMIT }
  return listMembers(db, filter, request, sort ?? 'joinDate', sort === 'memberId' ? 'asc' : 'desc')
}

const listCase = (name: string, query: MemberQuery, compareWith?: string): ListCase => ({
  name,
  path: pathOf(query),
  sql: (db) => handlerQueries(db, query),
  compareWith,
})

/** A word that starts many of the loaded members' names in `column`, for a realistic search. */
async function commonPrefix(db: Db, column: 'first_name_th' | 'first_name_en'): Promise<string> {
  const { rows } = await sql<{ word: string }>`
    select left(${sql.ref(column)}, 3) as word from members where ${sql.ref(column)} is not null
    group by 1 order by count(*) desc limit 1`.execute(db)
  return rows[0]?.word ?? 'a'
}

await runListBench({
  name: 'members-list',
  title: 'Member list',
  rows: 200_000,
  async load(db, rows, bulkLoad) {
    const plan = await planCommerce(db, {
      seed: 1,
      asOf: new Date(),
      counts: { orders: 0, members: rows, products: 0 },
    })
    await loadCommerce(bulkLoad, plan)
  },
  async cases({ db }) {
    const all: MemberListFilter = {
      type: null,
      tier: null,
      status: null,
      start: null,
      end: null,
      search: null,
    }
    const { n } = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const lastPage = Math.max(1, Math.ceil(Number(n) / LIMIT))
    const deepPage = Math.max(1, Math.floor(lastPage / 2))
    const { member_code: someCode } = await db
      .selectFrom('members')
      .select('member_code')
      .orderBy('created_at', 'desc')
      .offset(Math.min(12_345, Number(n) - 1))
      .limit(1)
      .executeTakeFirstOrThrow()
    return [
      listCase('first page', { filter: all, page: 1 }),
      listCase(
        `middle page (${deepPage.toLocaleString('en')})`,
        { filter: all, page: deepPage },
        'first page',
      ),
      listCase(`last page (${lastPage.toLocaleString('en')})`, { filter: all, page: lastPage }, 'first page'),
      listCase('last page by member id', { filter: all, page: lastPage, sort: 'memberId' }, 'first page'),
      listCase('type SCM_BUSINESS', { filter: { ...all, type: 'SCM_BUSINESS' }, page: 1 }, 'first page'),
      listCase('tier diamond', { filter: { ...all, tier: 'diamond' }, page: 1 }, 'first page'),
      listCase('search member id', { filter: { ...all, search: someCode }, page: 1 }, 'first page'),
      listCase(
        'search Thai name',
        { filter: { ...all, search: await commonPrefix(db, 'first_name_th') }, page: 1 },
        'first page',
      ),
      listCase(
        'search Latin name',
        { filter: { ...all, search: await commonPrefix(db, 'first_name_en') }, page: 1 },
        'first page',
      ),
    ]
  },
})
