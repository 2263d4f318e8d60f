import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { exportFileName } from './csvExport'
import { issueExportTicket } from './exportTickets'
import { cancelExportTicket, exportProgressOf } from './exportTickets.queries'
import {
  dataExportsExport,
  type HistoryExport,
  type HistoryRequest,
  internalAccessExport,
  memberAccessExport,
} from './historyExports'

type Schemas = components['schemas']

/**
 * A single-use link to download `history`'s export natively, with the parameters of the request,
 * checked as the export checks them, and the rows the list counts for them.
 */
const ticketFor =
  (history: HistoryExport) =>
  async (request: HistoryRequest, reply: FastifyReply): Promise<Schemas['ExportTicket']> => {
    const csv = await history.prepare(request)
    const rows = await csv.count()
    reply.code(201)
    return issueExportTicket(request, {
      exportPath: history.path,
      exportOperationId: history.operationId,
      fileName: exportFileName(csv.exportedData),
      rows,
    })
  }

type ProgressRow = NonNullable<Awaited<ReturnType<typeof exportProgressOf>>>

const progressOf = (row: ProgressRow | undefined): Schemas['ExportProgress'] => {
  if (!row) throw new AppError(404, 'staffAccess.errors.export_not_found')
  return {
    _id: row.id,
    state: row.state,
    rows: Number(row.rows_written),
    total: Number(row.total_rows),
    fileName: row.file_name,
  }
}

/** The session a ticket belongs to is the caller's; the guard has signed it in. */
function sessionOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError(401, 'errors.sign_in_required')
  return request.auth.sessionId
}

const getExportProgress = async (request: OperationRequest<'getExportProgress'>) =>
  progressOf(await exportProgressOf(request.server.db, request.params.id, sessionOf(request)))

const cancelExport = async (request: OperationRequest<'cancelExport'>) =>
  progressOf(await cancelExportTicket(request.server.db, request.params.id, sessionOf(request)))

/** The export tickets' operations, handled with the rest of the statistics area. */
export const exportTicketHandlers = {
  createInternalUserAccessHistoryExportTicket: ticketFor(internalAccessExport),
  createUserAccessHistoryExportTicket: ticketFor(memberAccessExport),
  createDataExportHistoryExportTicket: ticketFor(dataExportsExport),
  getExportProgress,
  cancelExport,
}
