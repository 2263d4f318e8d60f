import type { FastifyRequest } from 'fastify'
import type { Grant } from '../../src/domain/permissions'
import { findLiveSession } from '../modules/auth/auth.queries'
import { grantsOfUser } from '../modules/roles/roles.queries'

/**
 * What the caller of a request may do, for the checks a handler makes beyond its operation's own
 * permission (which records a search or a history shows): a preview's own grants (view as a role,
 * within its viewer's), or the staff member's roles' grants; none without a caller.
 */
export async function callerGrants(request: FastifyRequest): Promise<Grant[]> {
  const auth = request.auth
  if (!auth) return []
  if (!auth.preview) return grantsOfUser(request.server.db, auth.userId)
  return (await findLiveSession(request.server.db, auth.sessionId, true))?.grants ?? []
}
