// The staff access-history list on 1,000,000 rows (BENCH_ROWS): pages by number at the start, middle
// and end, a date range, searches by a staff name shared by many and by an IP prefix, and the totals
// the list shows, each through the API and as the handler's queries run directly.
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import { pageOf } from '../server/lib/paging'
import {
  type AccessHistoryFilter,
  countAccessHistory,
  listAccessHistory,
  withMatchingStaff,
} from '../server/modules/statistics/accessHistory.queries'
import { DEFAULT_PAGE_SIZE } from '../src/domain/constants'
import { type ListCase, runListBench } from './support/listBench'

const LIMIT = DEFAULT_PAGE_SIZE
const BENCH_STAFF = 500
// Every tenth bench staff member is a Somchai: a search for the name matches about a tenth of the history.
const FIRST_NAMES = [
  'Somchai',
  'Nattaya',
  'Arthit',
  'Kanya',
  'Pimchanok',
  'Wichai',
  'Siriporn',
  'Anan',
  'Malee',
  'Prasert',
]
const STAFF_SEARCH = 'somchai'
const IP_SEARCH = '10.20.'
const DAY_MS = 24 * 60 * 60 * 1000

/** Staff with shared first names, then a year of their sign-ins and sign-outs, a row every 31 seconds. */
async function load(db: Db, rows: number): Promise<void> {
  await sql`
    insert into internal_users (email, password_hash, first_name, last_name)
    select 'bench.staff.' || n || '@example.com', 'not-a-password',
      (${sql.val(FIRST_NAMES)}::text[])[1 + n % ${FIRST_NAMES.length}], 'Bench' || n
    from generate_series(1, ${BENCH_STAFF}::int) n`.execute(db)
  await sql`
    insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', u.ids[1 + n % array_length(u.ids, 1)],
      case when n % 2 = 0 then 'sign-in' else 'sign-out' end,
      (array['Windows 10', 'Mac OS 14.5', 'Android 14', 'iOS 17.5'])[1 + n % 4],
      (array['{"browser": "Chrome 126", "type": "desktop", "model": null}',
        '{"browser": "Safari 17", "type": "desktop", "model": null}',
        '{"browser": "Chrome 126", "type": "mobile", "model": "Samsung SM-S921B"}',
        '{"browser": "Mobile Safari 17", "type": "mobile", "model": "Apple iPhone"}'])[1 + n % 4]::jsonb,
      '10.' || (n % 256) || '.' || (n / 256 % 256) || '.' || (n % 7),
      now() - (n * interval '31 seconds')
    from generate_series(1, ${rows}::int) n, (select array_agg(id) as ids from internal_users) u`.execute(db)
}

interface ListQuery {
  page?: number
  search?: string
  startDate?: string
  endDate?: string
}

const pathOf = (query: ListQuery) => {
  const params = new URLSearchParams({ limit: String(LIMIT) })
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  return `/internal-user-history?${params}`
}

const filterOf = (query: ListQuery): AccessHistoryFilter => ({
  kind: 'internal',
  search: query.search ?? null,
  start: query.startDate ? new Date(query.startDate) : null,
  end: query.endDate ? new Date(query.endDate) : null,
})

// What listInternalUserAccessHistory runs for a page (its keyset-less path), and what the total alone costs.
const listPage = (query: ListQuery) => async (db: Db) =>
  listAccessHistory(
    db,
    await withMatchingStaff(db, filterOf(query)),
    pageOf({ page: query.page, limit: LIMIT }),
    null,
  )
const countOnly = (query: ListQuery) => async (db: Db) =>
  countAccessHistory(db, await withMatchingStaff(db, filterOf(query)))

const listCase = (name: string, query: ListQuery, compareWith?: string): ListCase => ({
  name,
  path: pathOf(query),
  sql: listPage(query),
  compareWith,
})

await runListBench({
  name: 'access-history-list',
  title: 'Staff access history list',
  rows: 1_000_000,
  load,
  async cases({ db }) {
    const pages = Math.ceil((await countAccessHistory(db, filterOf({}))).total / LIMIT)
    const now = Date.now()
    // A month, half a year back: whole days from the daily counts, partial ones at both ends.
    const range = {
      startDate: new Date(now - 200 * DAY_MS - 3_600_000).toISOString(),
      endDate: new Date(now - 170 * DAY_MS + 7_200_000).toISOString(),
    }
    return [
      listCase('first page', { page: 1 }),
      listCase(
        `middle page (${Math.ceil(pages / 2).toLocaleString('en')})`,
        { page: Math.ceil(pages / 2) },
        'first page',
      ),
      listCase(`last page (${pages.toLocaleString('en')})`, { page: pages }, 'first page'),
      listCase('date range (30 days)', { page: 1, ...range }, 'first page'),
      listCase(`search staff "${STAFF_SEARCH}"`, { page: 1, search: STAFF_SEARCH }, 'first page'),
      listCase(`search IP "${IP_SEARCH}"`, { page: 1, search: IP_SEARCH }, 'first page'),
      { name: 'count: whole history', path: null, sql: countOnly({}), compareWith: 'first page' },
      { name: 'count: date range', path: null, sql: countOnly(range), compareWith: 'first page' },
      {
        name: `count: staff "${STAFF_SEARCH}"`,
        path: null,
        sql: countOnly({ search: STAFF_SEARCH }),
        compareWith: 'first page',
      },
    ]
  },
})
