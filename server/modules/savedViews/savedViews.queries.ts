import type { Kysely } from 'kysely'
import type { ViewRecordKind, ViewState } from '../../../src/domain/savedViews'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface SavedViewRow {
  id: string
  list_key: string
  name: string
  state: ViewState
  owner_id: string
  owner_first_name: string
  owner_last_name: string
  shared_role_id: string | null
  shared_role_name: string | null
  created_at: Date
  updated_at: Date
  version: number
}

function viewsQuery(db: Db) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('internal_users as o', 'o.id', 'v.owner_id')
    .leftJoin('roles as r', 'r.id', 'v.shared_role_id')
    .select([
      'v.id',
      'v.list_key',
      'v.name',
      'v.state',
      'v.owner_id',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'v.shared_role_id',
      'r.name as shared_role_name',
      'v.created_at',
      'v.updated_at',
      'v.version',
    ])
}

/** The ids of the active roles the staff member holds: what a shared view is shared through. */
export async function activeRoleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'active')
    .execute()
  return rows.map((row) => row.id)
}

/** The views of these lists the staff member may use: their own, and those shared with their roles. */
export async function visibleViews(
  db: Db,
  userId: string,
  roleIds: readonly string[],
  listKeys: readonly string[],
): Promise<SavedViewRow[]> {
  if (listKeys.length === 0) return []
  return viewsQuery(db)
    .where('v.list_key', 'in', [...listKeys])
    .where((eb) =>
      roleIds.length > 0
        ? eb.or([eb('v.owner_id', '=', userId), eb('v.shared_role_id', 'in', [...roleIds])])
        : eb('v.owner_id', '=', userId),
    )
    .orderBy('v.list_key')
    .orderBy((eb) => eb.fn('lower', ['v.name']))
    .orderBy('v.id')
    .execute()
}

export async function findView(db: Db, id: string, forUpdate = false): Promise<SavedViewRow | undefined> {
  if (!UUID.test(id)) return undefined
  let query = viewsQuery(db).where('v.id', '=', id)
  if (forUpdate) query = query.forUpdate('v')
  return query.executeTakeFirst()
}

export async function countOwnViews(db: Db, userId: string, listKey: string): Promise<number> {
  const row = await db
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', userId)
    .where('list_key', '=', listKey)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** True when another view of the owner on that list already has this name (in any letter case). */
export async function nameTaken(
  db: Db,
  userId: string,
  listKey: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('saved_views')
    .select('id')
    .where('owner_id', '=', userId)
    .where('list_key', '=', listKey)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
  if (exceptId) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertView(
  db: Db,
  values: { listKey: string; name: string; state: ViewState; ownerId: string; sharedRoleId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('saved_views')
    .values({
      list_key: values.listKey,
      name: values.name,
      state: JSON.stringify(values.state),
      owner_id: values.ownerId,
      shared_role_id: values.sharedRoleId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateView(
  db: Db,
  id: string,
  values: { name: string; state: ViewState; sharedRoleId: string | null },
): Promise<void> {
  await db
    .updateTable('saved_views')
    .set((eb) => ({
      name: values.name,
      state: JSON.stringify(values.state),
      shared_role_id: values.sharedRoleId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute()
}

export async function deleteView(db: Db, id: string): Promise<void> {
  await db.deleteFrom('saved_views').where('id', '=', id).execute()
}

/** The staff member's default view per list. */
export async function defaultsOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('saved_view_defaults')
    .select(['list_key', 'view_id'])
    .where('user_id', '=', userId)
    .execute()
  return new Map(rows.map((row) => [row.list_key, row.view_id]))
}

export async function setDefault(db: Db, userId: string, listKey: string, viewId: string | null) {
  if (viewId === null) {
    await db
      .deleteFrom('saved_view_defaults')
      .where('user_id', '=', userId)
      .where('list_key', '=', listKey)
      .execute()
    return
  }
  await db
    .insertInto('saved_view_defaults')
    .values({ user_id: userId, list_key: listKey, view_id: viewId })
    .onConflict((oc) => oc.columns(['user_id', 'list_key']).doUpdateSet({ view_id: viewId }))
    .execute()
}

/** The ids of the records of one kind that still exist, among those named (one read per kind). */
export async function existingRecords(
  db: Db,
  kind: ViewRecordKind,
  ids: ReadonlySet<string>,
): Promise<Set<string>> {
  const wanted = [...ids].filter((id) => UUID.test(id))
  if (wanted.length === 0) return new Set()
  const table = RECORD_TABLES[kind]
  const rows = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute()
  return new Set(rows.map((row) => row.id.toLowerCase()))
}

const RECORD_TABLES = {
  role: 'roles',
  product: 'products',
  productCategory: 'product_categories',
  articleCategory: 'article_categories',
  faqCategory: 'faq_categories',
} as const satisfies Record<ViewRecordKind, keyof Database>
