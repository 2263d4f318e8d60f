import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import {
  fullPermissionMap,
  intersectReach,
  normalizePermissions,
  type Reach,
  reachOf,
  withImpliedAccess,
} from '../../../src/domain/permissions'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { clientInfo } from '../../lib/clientInfo'
import { AppError } from '../../lib/errors'
import { findLiveSession, recordAccess, revokeSession } from '../auth/auth.queries'
import { signSessionToken } from '../auth/sessions'
import { grantsOfUser } from '../roles/roles.queries'
import { reachOfAccounts } from '../roles/staffReach'
import { findOwnPreview, insertPreview, staffToView } from './previewSessions.queries'

type Schemas = components['schemas']
type PreviewSession = Schemas['PreviewSession']

// A view as a role or a staff member: a read-only session of its own (kind 'preview'), whose grants the
// guard reads on every request as what it asked for within what its viewer holds at that moment, and
// which every write of the contract refuses (server/http/guard.ts, server/contract.ts: previewRefusedOf).

const toAnswer = (
  id: string,
  kind: PreviewSession['kind'],
  label: string,
  expiresAt: Date,
  shown: Reach,
): PreviewSession => ({
  _id: id,
  kind,
  label,
  expiresAt: expiresAt.toISOString(),
  fullAccess: shown.fullAccess,
  permissions: (shown.fullAccess ? fullPermissionMap() : shown.permissions) as PreviewSession['permissions'],
})

/** What the preview asks to show and whose view it is: the editor's set, or a staff member's grants. */
async function requestedView(
  request: OperationRequest<'startPreviewSession'>,
  viewer: Reach,
): Promise<{ requested: Reach; label: string; kind: PreviewSession['kind']; staffId: string | null }> {
  const { body } = request
  const { db } = request.server
  if (body.staffId !== undefined) {
    if (!viewer.fullAccess) throw new AppError(403, 'previewSessions.errors.staff_view_full_access_only')
    const staff = await staffToView(db, body.staffId)
    if (!staff) throw new AppError(404, 'previewSessions.errors.staff_not_found')
    const reach = (await reachOfAccounts(db, [staff.id])).get(staff.id) ?? {
      fullAccess: false,
      permissions: {},
    }
    return {
      requested: reach,
      label: `${staff.first_name} ${staff.last_name}`.trim() || staff.email,
      kind: 'staff',
      staffId: staff.id,
    }
  }
  if (!viewer.fullAccess && !(viewer.permissions.roles ?? []).some((a) => a === 'create' || a === 'update'))
    throw new AppError(403, 'errors.forbidden')
  const label = body.name?.trim()
  if (!label) throw new AppError(400, 'previewSessions.errors.name_required')
  const permissions = withImpliedAccess(normalizePermissions(body.permissions ?? {}))
  return {
    requested: { fullAccess: body.fullAccess === true, permissions },
    label,
    kind: 'role',
    staffId: null,
  }
}

async function startPreviewSession(
  request: OperationRequest<'startPreviewSession'>,
  reply: FastifyReply,
): Promise<Schemas['StartedPreviewSession']> {
  const auth = authOf(request)
  const app = request.server
  const viewer = reachOf(await grantsOfUser(app.db, auth.userId))
  const { requested, label, kind, staffId } = await requestedView(request, viewer)
  const client = clientInfo(request)
  const preview = await app.db.transaction().execute(async (trx) => {
    const row = await insertPreview(trx, {
      viewerId: auth.userId,
      viewerSessionId: auth.sessionId,
      roleId: request.body.roleId ?? null,
      staffId,
      label,
      fullAccess: requested.fullAccess,
      permissions: requested.fullAccess ? {} : requested.permissions,
      client,
    })
    await recordAccess(trx, { userId: auth.userId, event: 'view-as', client, viewedAs: label })
    return row
  })
  const token = await signSessionToken(app, {
    id: preview.id,
    userId: auth.userId,
    kind: 'preview',
    expiresAt: preview.expiresAt,
  })
  reply.code(201)
  return {
    ...toAnswer(preview.id, kind, label, preview.expiresAt, intersectReach(requested, viewer)),
    jwtAccessToken: token,
  }
}

async function getCurrentPreviewSession(
  request: OperationRequest<'getCurrentPreviewSession'>,
): Promise<PreviewSession> {
  const auth = authOf(request)
  if (!auth.preview) throw new AppError(404, 'previewSessions.errors.not_a_preview')
  const session = await findLiveSession(request.server.db, auth.sessionId, true)
  if (!session?.preview) throw new AppError(401, 'errors.session_expired')
  const own = await findOwnPreview(request.server.db, auth.sessionId, auth.userId)
  // The grants the guard reads for a preview: its set within what its viewer holds now.
  const shown = reachOf(session.grants ?? [])
  return toAnswer(
    session.preview.id,
    own?.staff_id ? 'staff' : 'role',
    session.preview.label,
    session.expires_at,
    shown,
  )
}

async function endPreviewSession(
  request: OperationRequest<'endPreviewSession'>,
): Promise<Schemas['DeleteResult']> {
  const auth = authOf(request)
  const { id } = request.params
  const preview = await findOwnPreview(request.server.db, id, auth.userId)
  if (!preview) throw new AppError(404, 'previewSessions.errors.not_found')
  await revokeSession(request.server.db, preview.session_id)
  return { _id: id }
}

export const previewSessionsHandlers = defineHandlers({
  startPreviewSession,
  getCurrentPreviewSession,
  endPreviewSession,
})
