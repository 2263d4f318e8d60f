import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import {
  type Grant,
  intersectReach,
  type PermissionMap,
  type Reach,
  reachOf,
} from '../../../src/domain/permissions'
import type { Db } from '../../db/database'
import { type ClientInfo, deviceColumn } from '../../lib/clientInfo'
import { activeGrantsQuery, grantOf } from '../roles/roles.queries'
import type { SessionKind } from './auth.tables'

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('internal_users')
    .select(['id', 'email', 'password_hash', 'status', 'first_name', 'last_name', 'totp_enabled'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()
}

export async function findTotpState(db: Db, userId: string) {
  return db
    .selectFrom('internal_users')
    .select(['totp_secret', 'totp_enabled', 'totp_last_step', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

const liveSession = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('internal_users as u', 'u.id', 's.user_id')
    .leftJoin('preview_sessions as p', 'p.session_id', 's.id')
    .select([
      's.id',
      's.user_id',
      's.kind',
      's.expires_at',
      'u.email',
      'p.session_id as preview_id',
      'p.label as preview_label',
      'p.full_access as preview_full_access',
      'p.permissions as preview_permissions',
    ])
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'active')
    // A preview lives while the session of the staff member who opened it does (sign-out, password change).
    .where((eb) =>
      eb.or([
        eb.and([eb('s.kind', '<>', 'preview'), eb('p.session_id', 'is', null)]),
        eb.and([
          eb('s.kind', '=', 'preview'),
          eb.exists(
            eb
              .selectFrom('sessions as v')
              .select('v.id')
              .whereRef('v.id', '=', 'p.viewer_session_id')
              .where('v.revoked_at', 'is', null)
              .where('v.expires_at', '>', sql<Date>`now()`),
          ),
        ]),
      ]),
    )

type LiveRow = {
  preview_id: string | null
  preview_label: string | null
  preview_full_access: boolean | null
  preview_permissions: PermissionMap | null
}

/** What a preview session shows: set for a preview, null for any other session. */
export interface PreviewOfSession {
  id: string
  label: string
  /** What the preview was asked to show, before its intersection with the viewer's own grants. */
  requested: Reach
}

function previewOf(row: LiveRow): PreviewOfSession | null {
  if (row.preview_id === null) return null
  return {
    id: row.preview_id,
    label: row.preview_label ?? '',
    requested: { fullAccess: row.preview_full_access === true, permissions: row.preview_permissions ?? {} },
  }
}

/** A preview's grants: what it asked for, within what its viewer holds now. */
export const previewGrants = (preview: PreviewOfSession, viewerGrants: readonly Grant[]): Grant[] => [
  intersectReach(preview.requested, reachOf(viewerGrants)),
]

/**
 * A session that is not revoked, not expired, and whose user is still active; with `withGrants`, also
 * what the user's active roles grant (null otherwise), in the same statement: the guard reads both on
 * every request that needs a permission, and one round trip costs about half of two (on PGlite most
 * of a statement's cost is fixed). A preview session's grants are those of its preview within its
 * viewer's own, so a preview never shows more than its viewer may see.
 */
export async function findLiveSession(db: Db, sessionId: string, withGrants = false) {
  if (!withGrants) {
    const row = await liveSession(db, sessionId).executeTakeFirst()
    return row && { ...row, preview: previewOf(row), grants: null }
  }
  const row = await liveSession(db, sessionId)
    .select((eb) => jsonArrayFrom(activeGrantsQuery(db, eb.ref('s.user_id'))).as('grants'))
    .executeTakeFirst()
  if (!row) return undefined
  const preview = previewOf(row)
  const grants = row.grants.map(grantOf)
  return { ...row, preview, grants: preview ? previewGrants(preview, grants) : grants }
}

export async function createSession(
  db: Db,
  input: { userId: string; kind: SessionKind; ttlSeconds: number; client: ClientInfo },
): Promise<{ id: string; expiresAt: Date }> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      kind: input.kind,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.ttlSeconds})`,
      os: input.client.os,
      device: deviceColumn(input.client.device),
      ip: input.client.ip,
      reported_os: input.client.reportedOs,
      reported_ip: input.client.reportedIp,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { id: row.id, expiresAt: row.expires_at }
}

/** Ends a live session; false when it was already ended, so a single-use session is used once. */
export async function revokeSession(db: Db, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function recordAccess(
  db: Db,
  input: { userId: string; event: 'sign-in' | 'sign-out' | 'view-as'; client: ClientInfo; viewedAs?: string },
): Promise<void> {
  await db
    .insertInto('access_history')
    .values({
      actor_kind: 'internal',
      user_id: input.userId,
      event: input.event,
      viewed_as: input.viewedAs ?? null,
      os: input.client.os,
      device: deviceColumn(input.client.device),
      ip: input.client.ip,
      reported_os: input.client.reportedOs,
      reported_ip: input.client.reportedIp,
    })
    .execute()
}

export async function markSignedIn(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('internal_users')
    .set({ last_sign_in_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute()
}

/** Records the time step of an accepted authenticator code; false when that step or a later one was used. */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('internal_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Stores a new recovery code; the previous unused ones stop working. */
export async function replaceRecoveryCode(
  db: Db,
  input: { userId: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .deleteFrom('recovery_codes')
    .where('user_id', '=', input.userId)
    .where('used_at', 'is', null)
    .execute()
  await db
    .insertInto('recovery_codes')
    .values({
      user_id: input.userId,
      code_hash: input.codeHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.ttlSeconds})`,
    })
    .execute()
}

/** The newest unused code of a user, judged against the database clock. */
export async function latestRecoveryCode(db: Db, userId: string) {
  return db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function countRecoveryGuess(db: Db, codeId: string): Promise<number> {
  const row = await db
    .updateTable('recovery_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .returning('attempts')
    .executeTakeFirstOrThrow()
  return row.attempts
}

export async function useRecoveryCode(db: Db, codeId: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('internal_users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute()
}

export async function pruneExpiredAuthRows(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute()
  await db
    .deleteFrom('recovery_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute()
}
