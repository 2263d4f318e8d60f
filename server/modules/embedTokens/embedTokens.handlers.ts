import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import {
  EMBED_TOKEN_MAX_MINUTES,
  EMBED_TOKEN_MIN_MINUTES,
  EMBED_WIDGETS,
  originOf,
} from '../../../src/domain/embedTokens'
import { isAllowed } from '../../../src/domain/permissions'
import { authOf } from '../../http/authOf'
import { callerGrants } from '../../http/callerGrants'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import {
  type EmbedTokenRow,
  findEmbedToken,
  insertEmbedToken,
  listEmbedTokens,
  revokeEmbedToken,
} from './embedTokens.queries'

type Schemas = components['schemas']

const viewOf = (row: EmbedTokenRow): Schemas['EmbedToken'] => ({
  _id: row.id,
  widgets: row.widgets,
  origin: row.origin,
  state: row.state,
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  mintedBy: { _id: row.minted_by, name: row.minter_name, email: row.minter_email },
})

async function getEmbedTokenSettings(
  request: OperationRequest<'getEmbedTokenSettings'>,
): Promise<Schemas['EmbedTokenSettings']> {
  return {
    origins: [...request.server.config.embedOrigins],
    widgets: [...EMBED_WIDGETS],
    minMinutes: EMBED_TOKEN_MIN_MINUTES,
    maxMinutes: EMBED_TOKEN_MAX_MINUTES,
  }
}

/** The token is recorded first and then signed with its row's id, so a token always has its row. */
async function createEmbedToken(
  request: OperationRequest<'createEmbedToken'>,
  reply: FastifyReply,
): Promise<Schemas['MintedEmbedToken']> {
  const { userId } = authOf(request)
  const { db, config, tokens } = request.server
  const { widgets, expiresInMinutes } = request.body
  if (config.embedOrigins.length === 0) throw new AppError(400, 'embedTokens.errors.embedding_off')
  // Compared as a browser would send it, so `https://Tool.example.com/` means the listed origin.
  const origin = originOf(request.body.origin)
  if (!origin || !config.embedOrigins.includes(origin))
    throw new AppError(400, 'embedTokens.errors.origin_not_listed', { origin: request.body.origin })
  const { id, expiresAt } = await insertEmbedToken(db, {
    mintedBy: userId,
    widgets,
    origin,
    minutes: expiresInMinutes,
  })
  const token = await tokens.signEmbed({ eid: id }, expiresAt)
  const row = await findEmbedToken(db, id)
  if (!row) throw new AppError(404, 'embedTokens.errors.not_found')
  reply.code(201)
  return { token, embedToken: viewOf(row) }
}

async function listEmbedTokensHandler(
  request: OperationRequest<'listEmbedTokens'>,
): Promise<Schemas['EmbedTokenPage']> {
  const { userId } = authOf(request)
  const page = pageOf(request.query)
  const mine = (request.query.scope ?? 'mine') === 'mine'
  const { rows, total } = await listEmbedTokens(
    request.server.db,
    { mintedBy: mine ? userId : null, search: searchOf(request.query.search) },
    page,
  )
  return { data: rows.map(viewOf), total, page: page.page, limit: page.limit }
}

/** One's own token, or anyone's for staff who may change orders (they answer for what is shown of them). */
async function revokeEmbedTokenHandler(
  request: OperationRequest<'revokeEmbedToken'>,
): Promise<Schemas['EmbedToken']> {
  const { userId } = authOf(request)
  const { db } = request.server
  const token = await findEmbedToken(db, request.params.id)
  if (!token) throw new AppError(404, 'embedTokens.errors.not_found')
  if (token.minted_by !== userId && !isAllowed(await callerGrants(request), 'orders', 'update'))
    throw new AppError(403, 'embedTokens.errors.not_yours')
  await revokeEmbedToken(db, token.id)
  const revoked = await findEmbedToken(db, token.id)
  if (!revoked) throw new AppError(404, 'embedTokens.errors.not_found')
  return viewOf(revoked)
}

export const embedTokensHandlers = defineHandlers({
  getEmbedTokenSettings,
  createEmbedToken,
  listEmbedTokens: listEmbedTokensHandler,
  revokeEmbedToken: revokeEmbedTokenHandler,
})
