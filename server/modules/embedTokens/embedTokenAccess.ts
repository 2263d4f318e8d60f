import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { widgetsMayRead } from '../../../src/domain/embedTokens'
import { isAllowed } from '../../../src/domain/permissions'
import type { OperationConfig } from '../../appContext'
import { AppError } from '../../lib/errors'
import { EMBED_TOKEN_TYPE } from '../../lib/tokens'
import { embedTokenForRead } from './embedTokens.queries'

/**
 * Whether a bearer token claims to be an embed token. Only a routing decision, made without the key:
 * the claim is verified by authorizeEmbedRead, and a forged one is refused there like any bad token.
 */
export function isEmbedTokenShaped(token: string): boolean {
  try {
    return decodeJwt(token).typ === EMBED_TOKEN_TYPE
  } catch {
    return false
  }
}

/**
 * Lets a widget's read in by its embed token, or refuses it with the reason the widget's page needs:
 * the token must be genuine, in time and not revoked; the operation one its widgets read (never a
 * write: the contract allows x-embed-widgets on permission-guarded reads only); the call made from the
 * token's origin, which EMBED_ORIGINS must still list; and its minter active and still holding the
 * operation's permission.
 */
export async function authorizeEmbedRead(
  request: FastifyRequest,
  operation: OperationConfig,
  token: string,
): Promise<void> {
  const { tokens, db, config } = request.server
  const claims = await tokens.verifyEmbed(token)
  if (!claims) throw new AppError(401, 'embedTokens.errors.token_invalid')
  if (operation.embedWidgets.length === 0 || typeof operation.permission !== 'object')
    throw new AppError(403, 'embedTokens.errors.read_only')
  const row = await embedTokenForRead(db, claims.eid)
  if (!row) throw new AppError(401, 'embedTokens.errors.token_invalid')
  if (row.revoked_at) throw new AppError(401, 'embedTokens.errors.token_revoked')
  if (claims.expired || !row.live) throw new AppError(401, 'embedTokens.errors.token_expired')
  if (!widgetsMayRead(row.widgets, operation.embedWidgets))
    throw new AppError(403, 'embedTokens.errors.other_widget')
  if (request.headers.origin !== row.origin || !config.embedOrigins.includes(row.origin))
    throw new AppError(403, 'embedTokens.errors.other_origin')
  if (row.minter_status !== 'active') throw new AppError(401, 'embedTokens.errors.minter_inactive')
  const permission = operation.permission
  const required = 'anyOf' in permission ? permission.anyOf : [permission]
  if (!required.some(({ feature, action }) => isAllowed(row.grants, feature, action)))
    throw new AppError(403, 'embedTokens.errors.minter_lacks_permission')
  request.embedAuth = { tokenId: row.id, mintedBy: row.minted_by, origin: row.origin }
}
