import { type RawBuilder, sql } from 'kysely'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import type { CategoryKind } from './categoryKinds'

// Both kinds live in tables of one shape, so the queries name their table through the kind; the
// picture column exists only where the kind has pictures.

export type CategoryStatus = 'active' | 'inactive'
export type CategorySort = 'createdAt' | 'name' | 'status' | 'itemCount'

export interface CategoryRow {
  id: string
  name: string
  status: CategoryStatus
  item_count: number
  image_key: string | null
  created_at: Date
  updated_at: Date
  version: number
}

export interface CategoryFilter {
  search: string | null
  status?: CategoryStatus
}

const tableOf = (kind: CategoryKind) => sql.table(kind.table)
const imageOf = (kind: CategoryKind) => (kind.hasImage ? sql`image_key` : sql`null::text`)
const columnsOf = (kind: CategoryKind) =>
  sql`id, name, status, item_count, ${imageOf(kind)} as image_key, created_at, updated_at, version`

const SORT_COLUMNS: Record<CategorySort, RawBuilder<unknown>[]> = {
  createdAt: [sql`created_at`],
  name: [sql`lower(name)`],
  status: [sql`status`, sql`created_at`],
  itemCount: [sql`item_count`, sql`created_at`],
}

function whereOf(filter: CategoryFilter) {
  const conditions = [sql`true`]
  if (filter.status) conditions.push(sql`status = ${filter.status}`)
  if (filter.search) conditions.push(sql`lower(name) like ${prefixPattern(filter.search)}`)
  return sql.join(conditions, sql` and `)
}

/** A page of one kind's categories; categories are few, so the count is a plain count. */
export async function listCategories(
  db: Db,
  kind: CategoryKind,
  filter: CategoryFilter,
  page: PageRequest,
  sort: CategorySort,
  order: SortOrder,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = whereOf(filter)
  const orderBy = sql.join(
    SORT_COLUMNS[sort].map((column) => sql`${column} ${sql.raw(order)}`),
    sql`, `,
  )
  const { rows } = await sql<CategoryRow>`
    select ${columnsOf(kind)} from ${tableOf(kind)} where ${where}
    order by ${orderBy}, id asc limit ${page.limit} offset ${page.offset}`.execute(db)
  const counted = await sql<{ total: number }>`
    select count(*)::int as total from ${tableOf(kind)} where ${where}`.execute(db)
  return { rows, total: counted.rows[0]?.total ?? 0 }
}

/** One category of the kind; `lock` holds its row until the transaction ends. */
export async function findCategory(
  db: Db,
  kind: CategoryKind,
  id: string,
  lock = false,
): Promise<CategoryRow | undefined> {
  const { rows } = await sql<CategoryRow>`
    select ${columnsOf(kind)} from ${tableOf(kind)} where id = ${id} ${lock ? sql`for update` : sql``}`.execute(
    db,
  )
  return rows[0]
}

/** Every category of the kind by name, or only the active ones. */
export async function categoryOptions(
  db: Db,
  kind: CategoryKind,
  activeOnly = false,
): Promise<CategoryRow[]> {
  const { rows } = await sql<CategoryRow>`
    select ${columnsOf(kind)} from ${tableOf(kind)}
    ${activeOnly ? sql`where status = 'active'` : sql``} order by lower(name), id`.execute(db)
  return rows
}

export async function categoryNameTaken(
  db: Db,
  kind: CategoryKind,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const { rows } = await sql`
    select 1 from ${tableOf(kind)} where lower(name) = ${name.toLowerCase()}
    ${exceptId ? sql`and id <> ${exceptId}` : sql``}`.execute(db)
  return rows.length > 0
}

export interface CategoryValues {
  name: string
  status: CategoryStatus
  image_key: string | null
}

export async function insertCategory(db: Db, kind: CategoryKind, values: CategoryValues): Promise<string> {
  const { rows } = await (kind.hasImage
    ? sql<{ id: string }>`insert into ${tableOf(kind)} (name, status, image_key)
        values (${values.name}, ${values.status}, ${values.image_key}) returning id`
    : sql<{ id: string }>`insert into ${tableOf(kind)} (name, status)
        values (${values.name}, ${values.status}) returning id`
  ).execute(db)
  const [row] = rows
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function updateCategory(
  db: Db,
  kind: CategoryKind,
  id: string,
  values: CategoryValues,
): Promise<void> {
  await sql`update ${tableOf(kind)} set name = ${values.name}, status = ${values.status},
    ${kind.hasImage ? sql`image_key = ${values.image_key},` : sql``}
    version = version + 1, updated_at = now() where id = ${id}`.execute(db)
}

/**
 * Files every item of `from` under `to` (the items' triggers move the counts), and keeps the move in
 * each item's history.
 */
export async function moveCategoryItems(
  db: Db,
  kind: CategoryKind,
  from: CategoryRow,
  to: CategoryRow,
  actor: { id: string; name: string },
): Promise<void> {
  const changes = JSON.stringify({ category: { from: from.name, to: to.name } })
  await sql`insert into content_history (record_type, record_id, actor_id, actor_name, action, changes)
    select ${kind.itemRecordType}, id, ${actor.id}, ${actor.name}, 'move', ${changes}::jsonb
    from ${sql.table(kind.itemTable)} where category_id = ${from.id}`.execute(db)
  await sql`update ${sql.table(kind.itemTable)} set category_id = ${to.id}, updated_at = now(),
    version = version + 1 where category_id = ${from.id}`.execute(db)
}

export async function deleteCategory(db: Db, kind: CategoryKind, id: string): Promise<void> {
  await sql`delete from ${tableOf(kind)} where id = ${id}`.execute(db)
}
