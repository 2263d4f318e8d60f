import { type Expression, type RawBuilder, sql } from 'kysely'
import type { Language } from '../../src/domain/constants'
import type { Db } from '../db/database'
import { csvCell } from './csv'

// CSV written by the database: exports ask for one batch of lines as one text value, so no row
// becomes a JavaScript object on the way. Each builder here answers a cell already escaped as
// csvCell (server/lib/csv.ts) escapes it, or a whole line.

type Text = Expression<string | null>

/** What an export is written in: the reader's language (header, labels) and time zone (dates). */
export interface CsvLocale {
  lang: Language
  timeZone: string
}

/** A cell of text anyone could have typed (names, user agents, IPs): escaped by csv_cell (migration 0010); '' for null. */
export const csvCellSql = (value: Text): RawBuilder<string> => sql<string>`csv_cell(${value})`

/**
 * Cells that repeat from row to row (who, event, device, OS), joined by commas into one text, for a
 * lateral join (`left join lateral (...) as x on true`, then `x.cells`). The planner memoizes such a
 * subquery by the columns it reads, so a batch puts each distinct combination into words and escapes
 * it once, and every row adds only its own cells to it. The columns are read once, a level below (the
 * cells name them as `r.<column>`), so each is a single key of the cache however often a cell uses it.
 */
export const repeatingCellsSql = (db: Db, columns: readonly string[], cells: readonly Expression<string>[]) =>
  db
    .selectFrom(
      db
        .selectNoFrom(columns.map((column) => sql.ref(column).as(column.slice(column.lastIndexOf('.') + 1))))
        .offset(0)
        .as('r'),
    )
    .select(sql<string>`${sql.join(cells, sql` || ',' || `)}`.as('cells'))
    .offset(0)

/** A cell the server writes itself, never a formula nor holding a separator (dates, counts): '' for null. */
export const ownCellSql = (value: Expression<unknown>): RawBuilder<string> =>
  sql<string>`coalesce((${value})::text, '')`

/**
 * A cell naming a stored code in the reader's language ('sign-in' → 'Sign in'): the labels are escaped
 * once here, not once per row; a code without a label is an empty cell.
 */
export function labelCellSql(code: Text, labels: Readonly<Record<string, string>>): RawBuilder<string> {
  const cases = Object.entries(labels).map(
    ([value, label]) => sql`when ${value} then ${csvCell(label)}::text`,
  )
  return sql<string>`(case ${code} ${sql.join(cases, sql` `)} else '' end)`
}

/**
 * A translated text with `{{name}}` placeholders ('{{browser}} on {{hardware}}') filled in by SQL, in
 * one pass as the server's t() does: text in a value is never read as a placeholder.
 */
export function interpolatedSql(
  template: string,
  values: Readonly<Record<string, Text>>,
): RawBuilder<string> {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/)
  const pieces = parts.flatMap((part, index) => {
    if (index % 2 === 0) return part === '' ? [] : [sql`${part}::text`]
    const value = values[part]
    return [value ? sql`${value}` : sql`${`{{${part}}}`}::text`]
  })
  return sql<string>`(${sql.join(pieces.length > 0 ? pieces : [sql`''`], sql` || `)})`
}

/** One CSV line: cells already escaped, joined by commas and ended by CRLF. */
export const csvLineSql = (cells: readonly RawBuilder<string>[]): RawBuilder<string> =>
  sql<string>`${sql.join(cells, sql` || ',' || `)} || ${'\r\n'}::text`

/** A date and time as the file shows it, in the export's time zone ('2024-03-01 07:00:00'); '' for null. */
export const localTimeCellSql = (column: string, timeZone: string): RawBuilder<string> =>
  ownCellSql(sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`)
