import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { covers, type Grant, type Reach, reachOf } from '../../../src/domain/permissions'
import type { Database } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { grantsOfUser } from './roles.queries'

// The rule, as Saleor's staff management has it: staff manage only accounts and roles whose permissions
// all lie within their own, grant only what they hold, never change their own roles or status, and full
// access is managed by full access alone. Every operation that touches staff or roles asks this file.

type Db = Kysely<Database>

const grantOf = (row: { full_access: boolean; permissions: Grant['permissions'] | null }): Grant => ({
  fullAccess: row.full_access,
  permissions: row.permissions ?? {},
})

/**
 * What each account could do with every role it holds, active or not: an inactive role can be switched
 * on again, so it counts against the caller as if it were active.
 */
export async function reachOfAccounts(db: Db, userIds: readonly string[]): Promise<Map<string, Reach>> {
  if (userIds.length === 0) return new Map()
  const grants = new Map<string, Grant[]>(userIds.map((id) => [id, []]))
  const rows = await db
    .selectFrom('internal_user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.full_access', 'r.permissions'])
    .where('ur.user_id', 'in', [...userIds])
    .execute()
  for (const row of rows) grants.get(row.user_id)?.push(grantOf(row))
  return new Map([...grants].map(([id, list]) => [id, reachOf(list)]))
}

/** What each role grants, by id; unknown ids are left out. */
export async function reachOfRoles(db: Db, roleIds: readonly string[]): Promise<Map<string, Reach>> {
  if (roleIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'full_access', 'permissions'])
    .where('id', 'in', [...roleIds])
    .execute()
  return new Map(rows.map((row) => [row.id, reachOf([grantOf(row)])]))
}

function refuse(target: Reach, beyondKey: string): never {
  throw new AppError(403, target.fullAccess ? 'staffAccess.errors.full_access_only' : beyondKey)
}

/** The reach of the signed-in caller, read once per request, and the checks every staff change makes. */
export function staffReachOf(request: FastifyRequest) {
  const { db } = request.server
  const callerId = request.auth?.userId
  if (!callerId) throw new AppError(401, 'errors.sign_in_required')
  let caller: Promise<Reach> | undefined
  // Read through the executor at hand: inside a transaction on PGlite's single connection, a read on
  // `db` would wait for the transaction that waits for it.
  const callerReach = (executor: Db = db) => {
    caller ??= grantsOfUser(executor, callerId).then(reachOf)
    return caller
  }

  return {
    callerReach,

    /** Which of these accounts the caller may edit, deactivate, delete or set the password of. */
    async manageableAccounts(userIds: readonly string[]): Promise<Set<string>> {
      const [mine, accounts] = await Promise.all([callerReach(), reachOfAccounts(db, userIds)])
      return new Set(userIds.filter((id) => id === callerId || covers(mine, accounts.get(id) ?? reachOf([]))))
    },

    /** Which of these roles the caller may give to staff, edit or delete. */
    async manageableRoles(roleIds: readonly string[]): Promise<Set<string>> {
      const [mine, roles] = await Promise.all([callerReach(), reachOfRoles(db, roleIds)])
      return new Set(roleIds.filter((id) => covers(mine, roles.get(id) ?? reachOf([]))))
    },

    /** Refuses a change to an account that holds more than the caller (the caller's own is always theirs). */
    async assertAccount(trx: Db, userId: string): Promise<void> {
      if (userId === callerId) return
      const mine = await callerReach(trx)
      const accounts = await reachOfAccounts(trx, [userId])
      const target = accounts.get(userId) ?? reachOf([])
      if (!covers(mine, target)) refuse(target, 'staffAccess.errors.account_beyond_reach')
    },

    /** Refuses every account among these that holds more than the caller. */
    async assertAccounts(trx: Db, userIds: readonly string[]): Promise<void> {
      const mine = await callerReach(trx)
      const accounts = await reachOfAccounts(trx, userIds)
      for (const [id, target] of accounts)
        if (id !== callerId && !covers(mine, target))
          refuse(target, 'staffAccess.errors.account_beyond_reach')
    },

    /** Refuses giving, editing or deleting a role that grants more than the caller holds. */
    async assertRoles(trx: Db, roleIds: readonly string[]): Promise<void> {
      const mine = await callerReach(trx)
      const roles = await reachOfRoles(trx, roleIds)
      for (const target of roles.values())
        if (!covers(mine, target)) refuse(target, 'staffAccess.errors.role_beyond_reach')
    },

    /** Refuses a role written with permissions the caller does not hold. */
    async assertGrantable(trx: Db, target: Reach): Promise<void> {
      if (!covers(await callerReach(trx), target))
        refuse(target, 'staffAccess.errors.permissions_beyond_reach')
    },

    /** Nobody changes their own roles or status: that is how one would raise one's own access. */
    assertNotOwnAccess(userId: string, change: { rolesChanged: boolean; statusChanged: boolean }): void {
      if (userId === callerId && (change.rolesChanged || change.statusChanged))
        throw new AppError(403, 'staffAccess.errors.own_roles_or_status')
    },
  }
}

export type StaffReach = ReturnType<typeof staffReachOf>
