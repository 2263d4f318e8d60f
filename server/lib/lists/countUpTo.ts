import { type QueryExecutorProvider, type SelectQueryBuilder, sql } from 'kysely'

/**
 * Totals over a free-text search stop here: the screen says "1,000+" rather than count every match.
 * Counting a common name visits one table page per match, so the cap is what a search costs: on
 * 1,000,000 orders a Latin first name ("Som") took 60–140 ms to count to 10,000 and about 10 ms to
 * 1,000 (PostgreSQL). Past a thousand matches, staff narrow the search rather than read on.
 */
export const SEARCH_COUNT_CAP = 1000

export interface ListTotal {
  total: number
  /** True when more rows match than `total`, which is then the cap. */
  capped: boolean
}

export const exactTotal = (total: number): ListTotal => ({ total, capped: false })

/**
 * Counts the rows of a filtered query, stopping after `cap` + 1: a vague search matching half a
 * million rows costs what a thousand do, and a narrow one is counted exactly. A null cap counts every
 * row: for an export, which reads them all anyway and shows its progress against the count.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, O>,
  cap: number | null = SEARCH_COUNT_CAP,
): Promise<ListTotal> {
  const selected = filtered.clearSelect().clearOrderBy().select(sql<number>`1`.as('one'))
  const matches = cap === null ? selected : selected.limit(cap + 1)
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${matches}) as matches`.execute(
    db,
  )
  const n = Number(rows[0]?.n ?? 0)
  return cap !== null && n > cap ? { total: cap, capped: true } : exactTotal(n)
}
