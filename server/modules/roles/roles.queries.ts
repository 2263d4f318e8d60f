import { type Expression, type Kysely, sql } from 'kysely'
import { defaultOrderOf, type RoleSort } from '../../../src/domain/listSort'
import type { Grant, PermissionMap } from '../../../src/domain/permissions'
import type { Database } from '../../db/schema'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import type { ListOrder } from '../internalUsers/internalUsers.queries'

/** The grants of a user's active roles, as a query: run alone, or inside the guard's session lookup. */
export function activeGrantsQuery(db: Kysely<Database>, userId: string | Expression<string>) {
  return db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.full_access', 'r.permissions'])
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'active')
}

export const grantOf = (row: { full_access: boolean; permissions: PermissionMap | null }): Grant => ({
  fullAccess: row.full_access,
  permissions: row.permissions ?? {},
})

/** What the active roles of a user grant, read on every request so a role change applies at once. */
export async function grantsOfUser(db: Kysely<Database>, userId: string): Promise<Grant[]> {
  const rows = await activeGrantsQuery(db, userId).execute()
  return rows.map(grantOf)
}

export async function rolesOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name', 'r.full_access'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .execute()
}

export type RoleStatus = 'active' | 'inactive'

export interface RoleFilter {
  search: string | null
  status?: RoleStatus
}

const ROLE_COLUMNS = [
  'r.id',
  'r.name',
  'r.status',
  'r.full_access',
  'r.permissions',
  'r.created_at',
  'r.updated_at',
] as const

// Counted on internal_user_roles_role_idx alone.
const usersOfRole = sql<number>`(select count(*) from internal_user_roles ur where ur.role_id = r.id)`

function filteredRoles(db: Kysely<Database>, filter: RoleFilter) {
  let query = db.selectFrom('roles as r')
  if (filter.status) query = query.where('r.status', '=', filter.status)
  if (filter.search) query = query.where(sql<string>`lower(r.name)`, 'like', prefixPattern(filter.search))
  return query
}

const ROLE_SORT_COLUMNS = {
  name: [sql`lower(r.name)`],
  status: [sql.ref('r.status'), sql.ref('r.created_at')],
  createdAt: [sql.ref('r.created_at')],
} as const

/**
 * A page of roles, newest first unless another column is asked for (roles_created_at_idx /
 * roles_status_created_at_idx for the default), with their user counts. Ties go by id.
 */
export async function listRoles(
  db: Kysely<Database>,
  filter: RoleFilter,
  page: PageRequest,
  { sort = 'createdAt', order = defaultOrderOf(sort) }: ListOrder<RoleSort> = {},
) {
  const query = filteredRoles(db, filter)
  let sorted = query.select([...ROLE_COLUMNS, usersOfRole.as('users')])
  for (const column of ROLE_SORT_COLUMNS[sort]) sorted = sorted.orderBy(sql`${column} ${sql.raw(order)}`)
  const rows = await sorted.orderBy('r.id', 'asc').limit(page.limit).offset(page.offset).execute()
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total }
}

export async function findRole(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('roles as r')
    .select([...ROLE_COLUMNS, usersOfRole.as('users')])
    .where('r.id', '=', id)
    .executeTakeFirst()
}

export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>

/** Role names for pickers, by name: the active ones (to give to staff) or all of them. */
export async function roleOptions(db: Kysely<Database>, status?: RoleStatus) {
  let query = db.selectFrom('roles').select(['id', 'name', 'status'])
  if (status) query = query.where('status', '=', status)
  return query.orderBy(sql`lower(name)`).execute()
}

export async function roleNameTaken(db: Kysely<Database>, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
  if (exceptId) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The ids among `ids` that are no role. */
export async function unknownRoleIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute()
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}

export async function insertRole(
  db: Kysely<Database>,
  role: { name: string; status: RoleStatus; fullAccess: boolean; permissions: PermissionMap },
): Promise<string> {
  const row = await db
    .insertInto('roles')
    .values({
      name: role.name,
      status: role.status,
      full_access: role.fullAccess,
      permissions: JSON.stringify(role.permissions),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRole(
  db: Kysely<Database>,
  id: string,
  role: { name: string; status: RoleStatus; fullAccess: boolean; permissions: PermissionMap },
): Promise<void> {
  await db
    .updateTable('roles')
    .set({
      name: role.name,
      status: role.status,
      full_access: role.fullAccess,
      permissions: JSON.stringify(role.permissions),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute()
}

/** Gives every holder of `from` the role `to` (those who have it already keep one copy). */
export async function moveRoleUsers(db: Kysely<Database>, from: string, to: string): Promise<void> {
  await db
    .insertInto('internal_user_roles')
    .columns(['user_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('internal_user_roles')
        .select(['user_id', eb.val(to).as('role_id')])
        .where('role_id', '=', from),
    )
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute()
}

export async function deleteRole(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('roles').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The staff members holding a role. */
export async function holdersOfRole(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('internal_user_roles')
    .select('user_id')
    .where('role_id', '=', roleId)
    .execute()
  return rows.map((row) => row.user_id)
}

/** Roles of several staff members at once, for a page of the staff list. */
export async function rolesOfUsers(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, { id: string; name: string; full_access: boolean }[]>()
  const rows = await db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name', 'r.full_access'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute()
  const byUser = new Map<string, { id: string; name: string; full_access: boolean }[]>()
  for (const { user_id, ...role } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), role])
  return byUser
}
