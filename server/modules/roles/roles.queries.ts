import type { Kysely } from 'kysely'
import type { Grant } from '../../../src/domain/permissions'
import type { Database } from '../../db/schema'

/** What the active roles of a user grant, read on every request so a role change applies at once. */
export async function grantsOfUser(db: Kysely<Database>, userId: string): Promise<Grant[]> {
  const rows = await db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.full_access', 'r.permissions'])
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'active')
    .execute()
  return rows.map((row) => ({ fullAccess: row.full_access, permissions: row.permissions ?? {} }))
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
