import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { authOf } from '../../http/authOf'
import { AppError } from '../../lib/errors'
import { assertFullAccessRemains, lockFullAccessChanges } from '../roles/fullAccessGuard'
import { staffReachOf } from '../roles/staffReach'
import {
  deleteInternalUser as deleteUserRow,
  findInternalUser,
  revokeSessionsExcept,
  updateInternalUser as updateUserRow,
} from './internalUsers.queries'

// The writes of one staff account that a screen makes one at a time and a bulk action many at a time:
// each runs in the transaction it is given, under the same rules either way.

export async function userOr404(db: Db, id: string) {
  const user = await findInternalUser(db, id)
  if (!user) throw new AppError(404, 'errors.user_not_found')
  return user
}

/** Deletes one staff account in one transaction (the caller's, in a bulk action); answers its avatar. */
export function removeStaff(request: FastifyRequest, db: Db, id: string): Promise<string | null> {
  if (id === authOf(request).userId) throw new AppError(400, 'staffAccess.errors.cannot_delete_self')
  const reach = staffReachOf(request)
  return inTransaction(db, async (trx) => {
    await lockFullAccessChanges(trx)
    const found = await userOr404(trx, id)
    await reach.assertAccount(trx, id)
    await deleteUserRow(trx, id)
    await assertFullAccessRemains(trx)
    return found.avatar_key
  })
}

/**
 * Turns one staff account on or off, as its editor would: never one's own, within the caller's reach,
 * its sessions ended when turned off, and an active full-access account always left.
 */
export function writeStaffStatus(request: FastifyRequest, db: Db, id: string, status: 'active' | 'inactive') {
  const reach = staffReachOf(request)
  return inTransaction(db, async (trx) => {
    if (status !== 'active') await lockFullAccessChanges(trx)
    const before = await userOr404(trx, id)
    if (before.status === status) return
    reach.assertNotOwnAccess(id, { rolesChanged: false, statusChanged: true })
    await reach.assertAccount(trx, id)
    await updateUserRow(trx, id, { status })
    if (status === 'active') return
    await revokeSessionsExcept(trx, id, null)
    await assertFullAccessRemains(trx)
  })
}
