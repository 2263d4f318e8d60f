import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Grant, isAllowed } from '../../src/domain/permissions'
import type { AuthContext, OperationConfig } from '../appContext'
import { AppError } from '../lib/errors'
import { hit } from '../lib/rateLimit'
import type { SessionKind } from '../modules/auth/auth.tables'
import { authenticateServiceKey } from '../modules/coupons/couponServiceKeys.queries'
import { authorizeEmbedRead, isEmbedTokenShaped } from '../modules/embedTokens/embedTokenAccess'
import { authenticateByTicket, ticketOf } from '../modules/statistics/exportTickets'
import { callerGrants } from './callerGrants'
import { countCall, installRateLimitCounters, sendRateLimitHeaders } from './rateLimits'

const RATE_LIMIT_WINDOW_SECONDS = 60

const SESSION_KIND: Record<string, SessionKind> = {
  authenticated: 'access',
  twoFactorPending: 'pending2fa',
  passwordReset: 'verify',
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1] : null
}

/**
 * The caller of a request, from its token and its live session; with `withGrants`, also what the
 * caller's active roles grant, read in the same statement as the session (or kept from this process's
 * last reading of them until anything they depend on changes: server/modules/auth/sessionCache.ts).
 */
async function authenticate(
  request: FastifyRequest,
  kind: SessionKind,
  withGrants: boolean,
): Promise<{ auth: AuthContext; grants: Grant[] }> {
  const token = bearerToken(request)
  if (!token) throw new AppError(401, 'errors.sign_in_required')
  const { tokens, db, sessionCache } = request.server
  const claims = await tokens.verify(token)
  // A preview (view as a role) signs in wherever an access session does, with its own grants.
  if (!claims || !(claims.typ === kind || (kind === 'access' && claims.typ === 'preview')))
    throw new AppError(401, 'errors.session_expired')
  const session = await sessionCache.find(db, claims.sid, withGrants)
  if (!session || session.kind !== claims.typ || session.user_id !== claims._id)
    throw new AppError(401, 'errors.session_expired')
  return {
    auth: {
      userId: session.user_id,
      sessionId: session.id,
      kind: session.kind,
      email: session.email,
      sessionExpiresAt: session.expires_at,
      ...(session.preview ? { preview: { id: session.preview.id, label: session.preview.label } } : {}),
    },
    grants: session.grants ?? [],
  }
}

/**
 * A preview session is read-only: every write of the contract is refused to its token, whatever its
 * permissions and whatever kind of caller the operation expects (public and service-key operations
 * too), before anything else is looked at. Told apart by its token's own type, so no read pays for it.
 */
async function refusePreviewWrite(request: FastifyRequest, operation: OperationConfig): Promise<void> {
  if (!operation.previewRefused) return
  const bearer = bearerToken(request)
  if (bearer === null || isEmbedTokenShaped(bearer)) return
  const claims = await request.server.tokens.verify(bearer)
  if (claims?.typ === 'preview') throw new AppError(403, 'errors.preview_read_only')
}

async function authorize(request: FastifyRequest, operation: OperationConfig): Promise<void> {
  const { permission } = operation
  await refusePreviewWrite(request, operation)
  if (permission === 'public') return
  if (permission === 'serviceKey') {
    // Only a service key opens these operations; a staff session does not, nor does a key open any other.
    const key = bearerToken(request)
    if (key === null) throw new AppError(401, 'errors.sign_in_required')
    request.serviceKey = await authenticateServiceKey(request.server.db, key)
    return
  }
  const kind = typeof permission === 'string' ? SESSION_KIND[permission] : 'access'
  if (!kind) throw new Error(`Unknown x-permission ${JSON.stringify(permission)}`)
  const needsGrants = typeof permission !== 'string'
  // A widget's embed token stands in for a staff session on the reads its widgets make, and nowhere else.
  const bearer = bearerToken(request)
  if (bearer !== null && isEmbedTokenShaped(bearer)) return authorizeEmbedRead(request, operation, bearer)
  const ticket = operation.downloadTicket ? ticketOf(request) : null
  let grants: Grant[]
  if (ticket !== null) {
    const bearer = bearerToken(request) === null ? null : (await authenticate(request, kind, false)).auth
    request.auth = await authenticateByTicket(request, ticket, operation.operationId, bearer)
    grants = needsGrants ? await callerGrants(request) : []
  } else {
    const authenticated = await authenticate(request, kind, needsGrants)
    request.auth = authenticated.auth
    grants = authenticated.grants
  }
  if (typeof permission === 'string') return
  if ('anyOf' in permission) {
    if (!permission.anyOf.some(({ feature, action }) => isAllowed(grants, feature, action)))
      throw new AppError(403, 'errors.forbidden')
    return
  }
  const params = request.params as Record<string, string> | undefined
  if (permission.allowSelf && params?.[permission.allowSelf] === request.auth.userId) return
  if (!isAllowed(grants, permission.feature, permission.action)) throw new AppError(403, 'errors.forbidden')
}

/**
 * The sign-in, code and two-factor operations' exact per-address counts, in the database, before the
 * token is even looked at: guessing tokens or codes is limited from the first call, on every instance.
 */
async function countAuthCall(
  request: FastifyRequest,
  reply: FastifyReply,
  operationId: string,
): Promise<void> {
  const perMinute = request.server.config.authRateLimitPerMinute
  const key = `ip:${operationId}:${request.ip}`
  const limit = await hit(request.server.db, key, perMinute, RATE_LIMIT_WINDOW_SECONDS)
  sendRateLimitHeaders(reply, perMinute, Math.max(0, perMinute - limit.count), limit.retryAfterSeconds)
  if (!limit.allowed)
    throw new AppError(
      429,
      'errors.too_many_requests',
      { seconds: limit.retryAfterSeconds },
      limit.retryAfterSeconds,
    )
}

/**
 * The one place where the contract's x-permission and every operation's rate limit are enforced,
 * before the body is even parsed: a caller without the right token learns nothing about the input.
 * An export's download may carry a single-use ticket instead of the token (x-download-ticket); the
 * permission is then checked for the ticket's staff member as for a token's. A widget's embed token may
 * make the reads its widgets need (x-embed-widgets), checked against the permission of its minter.
 */
export function installGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null)
  app.decorateRequest('embedAuth', null)
  app.decorateRequest('serviceKey', null)
  app.decorateRequest('exportTicket', null)
  installRateLimitCounters(app)
  app.addHook('onRequest', async (request, reply) => {
    const operation = request.routeOptions.config.operation
    if (!operation) return
    if (operation.rateLimit === 'auth') {
      await countAuthCall(request, reply, operation.operationId)
      return authorize(request, operation)
    }
    try {
      await authorize(request, operation)
    } catch (error) {
      // Refused callers count too (per address when no token held), and past the limit learn only that.
      countCall(request, reply, operation.rateLimit)
      throw error
    }
    countCall(request, reply, operation.rateLimit)
  })
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.operation?.bodyRequired && request.body == null)
      throw Object.assign(new Error('body is required'), {
        validation: [{ keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'object' } }],
        validationContext: 'body',
        statusCode: 400,
      })
  })
}
