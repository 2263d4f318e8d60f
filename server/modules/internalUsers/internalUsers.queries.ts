import { sql } from 'kysely'
import { defaultOrderOf, type InternalUserSort, type SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import type { UserStatus } from './internalUsers.tables'

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'job_title',
  'phone_code',
  'phone_number',
  'citizenship',
  'gender',
  'date_of_birth',
  'status',
  'avatar_key',
  'totp_enabled',
  'last_sign_in_at',
  'created_at',
  'updated_at',
] as const

export async function findInternalUser(db: Db, id: string) {
  return db.selectFrom('internal_users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export type InternalUserRecord = NonNullable<Awaited<ReturnType<typeof findInternalUser>>>

export interface InternalUserFilter {
  search: string | null
  status?: UserStatus
  roleId?: string
}

export interface ListOrder<S extends string> {
  sort?: S
  order?: SortOrder
}

/**
 * The staff whose first name, last name, full name or e-mail starts with the term, each compared
 * lower-cased so the expression indexes of migration 0003 answer it.
 */
export function matchingStaffIds(db: Db, term: string) {
  const pattern = prefixPattern(term)
  return db
    .selectFrom('internal_users as s')
    .select('s.id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(s.first_name)`, 'like', pattern),
        eb(sql<string>`lower(s.last_name)`, 'like', pattern),
        eb(sql<string>`lower(s.first_name || ' ' || s.last_name)`, 'like', pattern),
        eb(sql<string>`lower(s.email)`, 'like', pattern),
      ]),
    )
}

/** Up to `count` staff matching the start of the term (as the list's search does), by full name. */
export async function searchStaff(db: Db, term: string, count: number) {
  return db
    .selectFrom('internal_users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.job_title'])
    .where('u.id', 'in', matchingStaffIds(db, term))
    .orderBy(sql`lower(u.first_name || ' ' || u.last_name)`)
    .orderBy('u.id')
    .limit(count)
    .execute()
}

function filteredUsers(db: Db, filter: InternalUserFilter) {
  let query = db.selectFrom('internal_users as u')
  if (filter.status) query = query.where('u.status', '=', filter.status)
  if (filter.roleId) {
    const roleId = filter.roleId
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('internal_user_roles as ur')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('ur.role_id', '=', roleId),
      ),
    )
  }
  if (filter.search) query = query.where('u.id', 'in', matchingStaffIds(db, filter.search))
  return query
}

// Names and e-mails compare lower-cased, as the expression indexes of migration 0003 hold them.
const USER_SORT_COLUMNS = {
  name: [sql`lower(u.first_name)`, sql`lower(u.last_name)`],
  email: [sql`lower(u.email)`],
  status: [sql.ref('u.status'), sql.ref('u.updated_at')],
  lastSignIn: [sql.ref('u.last_sign_in_at')],
  updatedAt: [sql.ref('u.updated_at')],
} as const

/**
 * A page of staff, last modified first unless another column is asked for
 * (internal_users_updated_at_idx / _status_updated_at_idx for the default). Ties go by id.
 */
export async function listInternalUsers(
  db: Db,
  filter: InternalUserFilter,
  page: PageRequest,
  { sort = 'updatedAt', order = defaultOrderOf(sort) }: ListOrder<InternalUserSort> = {},
) {
  const query = filteredUsers(db, filter)
  // Staff who never signed in sort last either way.
  const nulls = order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
  let sorted = query.select(USER_COLUMNS.map((column) => `u.${column}` as const))
  for (const column of USER_SORT_COLUMNS[sort]) sorted = sorted.orderBy(sql`${column} ${nulls}`)
  const rows = await sorted.orderBy('u.id', 'asc').limit(page.limit).offset(page.offset).execute()
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total }
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('internal_users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
  if (exceptId) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export interface StaffDetails {
  first_name?: string
  last_name?: string
  job_title?: string
  email?: string
  phone_code?: string
  phone_number?: string
  citizenship?: string | null
  gender?: string | null
  date_of_birth?: string | null
  status?: UserStatus
  avatar_key?: string
}

export async function insertInternalUser(
  db: Db,
  user: Required<
    Pick<
      StaffDetails,
      | 'first_name'
      | 'last_name'
      | 'job_title'
      | 'email'
      | 'phone_code'
      | 'phone_number'
      | 'avatar_key'
      | 'status'
    >
  > &
    StaffDetails & { password_hash: string },
): Promise<string> {
  const row = await db.insertInto('internal_users').values(user).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateInternalUser(db: Db, id: string, details: StaffDetails): Promise<void> {
  await db
    .updateTable('internal_users')
    .set({ ...details, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

/** Replaces the roles of a staff member with `roleIds`. */
export async function setUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.deleteFrom('internal_user_roles').where('user_id', '=', userId).execute()
  if (roleIds.length > 0)
    await db
      .insertInto('internal_user_roles')
      .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute()
}

export async function deleteInternalUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('internal_users').where('id', '=', id).execute()
}

export async function passwordHashOf(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('internal_users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.password_hash
}

/** Ends the live sessions of a staff member, but for `keepSessionId` (the one making the change). */
export async function revokeSessionsExcept(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepSessionId) query = query.where('id', '<>', keepSessionId)
  await query.execute()
}
