import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthContext } from '../../appContext'
import { AppError } from '../../lib/errors'
import { findLiveSession } from '../auth/auth.queries'
import { type CsvExport, exportFileName } from './csvExport'
import { createExportTicket, findExportTicket, spendExportTicket } from './exportTickets.queries'

const TICKET_PARAM = 'ticket'

/** The query parameters a download link carries besides its ticket, as text; null when one is not text. */
function linkParams(query: unknown): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (name === TICKET_PARAM) continue
    if (typeof value !== 'string') return null
    params[name] = value
  }
  return params
}

/**
 * The path parameters of an export (the coupon of a coupon's history), named apart from the query's:
 * a ticket is bound to them too, so its link opens the export of that record and no other.
 */
const pathParams = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(
    Object.entries((request.params ?? {}) as Record<string, unknown>).map(([name, value]) => [
      `path:${name}`,
      String(value),
    ]),
  )

const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value)

/** The ticket a request's query carries, if any. */
export function ticketOf(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[TICKET_PARAM]
  return typeof value === 'string' ? value : null
}

/**
 * Signs a download in by its ticket instead of a bearer token (the browser's own download sends no
 * header): the ticket must be one made for this export with exactly these parameters, unused and in
 * time, and its session still live. A bearer token sent as well must be of that same session.
 * The ticket is then used up, and the request answers in the language it was asked in.
 */
export async function authenticateByTicket(
  request: FastifyRequest,
  secret: string,
  operationId: string,
  bearer: AuthContext | null,
): Promise<AuthContext> {
  const { db } = request.server
  const ticket = await findExportTicket(db, secret)
  if (!ticket) throw new AppError(401, 'staffAccess.errors.download_ticket_invalid')
  request.lang = ticket.lang
  if (bearer && bearer.sessionId !== ticket.session_id)
    throw new AppError(403, 'staffAccess.errors.download_ticket_other_session')
  const query = linkParams(request.query)
  const params = query && { ...query, ...pathParams(request) }
  if (ticket.operation_id !== operationId || !params || !sameParams(params, ticket.params))
    throw new AppError(400, 'staffAccess.errors.download_ticket_other_export')
  if (!ticket.used_at && ticket.outcome === 'cancelled')
    throw new AppError(401, 'staffAccess.errors.download_ticket_cancelled')
  if (ticket.used_at || ticket.outcome) throw new AppError(401, 'staffAccess.errors.download_ticket_used')
  if (!ticket.live) throw new AppError(401, 'staffAccess.errors.download_ticket_expired')
  const session = await findLiveSession(db, ticket.session_id)
  if ((session?.kind !== 'access' && session?.kind !== 'preview') || session.user_id !== ticket.user_id)
    throw new AppError(401, 'errors.session_expired')
  if (!(await spendExportTicket(db, ticket.id, request.server.config.exportLeaseSeconds)))
    throw new AppError(401, 'staffAccess.errors.download_ticket_used')
  request.exportTicket = { id: ticket.id, fileName: ticket.file_name }
  return {
    userId: session.user_id,
    sessionId: session.id,
    kind: session.kind,
    email: session.email,
    sessionExpiresAt: session.expires_at,
    ...(session.preview ? { preview: { id: session.preview.id, label: session.preview.label } } : {}),
  }
}

/**
 * A ticket for the download of the export at `exportPath` (operation `exportOperationId`) with this
 * request's own query parameters, which the export checks the same way: the link carries them as they
 * are kept, so the download is bound to them, and to the request's path parameters, which the export's
 * path holds in the same places.
 */
export async function issueExportTicket(
  request: FastifyRequest,
  input: { exportPath: string; exportOperationId: string; fileName: string; rows: number },
) {
  const auth = request.auth
  if (!auth) throw new AppError(401, 'errors.sign_in_required')
  const params = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  const ticket = await createExportTicket(request.server.db, {
    sessionId: auth.sessionId,
    userId: auth.userId,
    operationId: input.exportOperationId,
    params: { ...params, ...pathParams(request) },
    lang: request.lang,
    fileName: input.fileName,
    totalRows: input.rows,
  })
  const query = new URLSearchParams({ ...params, [TICKET_PARAM]: ticket.secret })
  return {
    _id: ticket.id,
    url: `/api${input.exportPath}?${query}`,
    expiresAt: ticket.expiresAt.toISOString(),
    rows: input.rows,
    fileName: input.fileName,
  }
}

/**
 * The ticket of a CSV export asked for by `request`: its parameters checked (by `prepare`, before
 * anything is recorded) and the rows of its file counted, answered 201.
 */
export async function issueCsvExportTicket(
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport,
  target: { exportPath: string; exportOperationId: string },
) {
  const rows = await csv.count()
  reply.code(201)
  return issueExportTicket(request, { ...target, fileName: exportFileName(csv.exportedData), rows })
}
