import { sql } from 'kysely'
import type { PermissionMap } from '../../../src/domain/permissions'
import type { Db } from '../../db/database'
import type { ClientInfo } from '../../lib/clientInfo'
import { deviceColumn } from '../../lib/clientInfo'

/** At most this long, and never past the viewer's own session. */
export const PREVIEW_TTL_SECONDS = 15 * 60

export interface NewPreview {
  viewerId: string
  viewerSessionId: string
  roleId: string | null
  staffId: string | null
  label: string
  fullAccess: boolean
  permissions: PermissionMap
  client: ClientInfo
}

/** The preview's session (kind 'preview') and its facts; its end is the earlier of 15 minutes and the viewer's. */
export async function insertPreview(db: Db, input: NewPreview): Promise<{ id: string; expiresAt: Date }> {
  const session = await db
    .insertInto('sessions')
    .values({
      user_id: input.viewerId,
      kind: 'preview',
      expires_at: sql<Date>`least(now() + make_interval(secs => ${PREVIEW_TTL_SECONDS}),
        (select expires_at from sessions where id = ${input.viewerSessionId}))`,
      os: input.client.os,
      device: deviceColumn(input.client.device),
      ip: input.client.ip,
      reported_os: input.client.reportedOs,
      reported_ip: input.client.reportedIp,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  await db
    .insertInto('preview_sessions')
    .values({
      session_id: session.id,
      viewer_session_id: input.viewerSessionId,
      role_id: input.roleId,
      staff_id: input.staffId,
      label: input.label,
      full_access: input.fullAccess,
      permissions: JSON.stringify(input.permissions),
    })
    .execute()
  return { id: session.id, expiresAt: session.expires_at }
}

/** A preview with its session, whatever its state; only its viewer's own. */
export async function findOwnPreview(db: Db, previewId: string, viewerId: string) {
  return db
    .selectFrom('preview_sessions as p')
    .innerJoin('sessions as s', 's.id', 'p.session_id')
    .select(['p.session_id', 'p.staff_id', 'p.label', 's.expires_at', 's.revoked_at'])
    .where('p.session_id', '=', previewId)
    .where('s.user_id', '=', viewerId)
    .executeTakeFirst()
}

/** A staff member's name and status, for a view as them. */
export async function staffToView(db: Db, staffId: string) {
  return db
    .selectFrom('internal_users')
    .select(['id', 'first_name', 'last_name', 'email', 'status'])
    .where('id', '=', staffId)
    .executeTakeFirst()
}
