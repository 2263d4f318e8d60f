import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'

// Any number will do as long as only this guard uses it.
const FULL_ACCESS_LOCK = 7_412_001

/**
 * Serialises the writes that can take full access away (deleting or demoting staff, changing or
 * deleting roles) for the rest of the transaction: two of them racing could otherwise each see the
 * other's full-access member still there and together leave nobody able to manage staff.
 */
export async function lockFullAccessChanges(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${FULL_ACCESS_LOCK})`.execute(trx)
}

/** Refuses (and so rolls back) a change that would leave no active member holding an active full-access role. */
export async function assertFullAccessRemains(trx: Db): Promise<void> {
  const holder = await trx
    .selectFrom('internal_users as u')
    .innerJoin('internal_user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.status', '=', 'active')
    .where('r.status', '=', 'active')
    .where('r.full_access', '=', true)
    .limit(1)
    .executeTakeFirst()
  if (!holder) throw new AppError(400, 'staffAccess.errors.last_full_access')
}
