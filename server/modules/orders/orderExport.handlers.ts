import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { OperationRequest } from '../../http/defineHandlers'
import { type CsvExport, exportFileName, sendCsvExport, timeZoneOf } from '../statistics/csvExport'
import { issueExportTicket } from '../statistics/exportTickets'
import { countOrderExport, type OrderExportScope, orderExport } from './orderExport'
import { orderFilterOf } from './orderList.queries'

type ExportRequest = OperationRequest<'exportOrders' | 'createOrdersExportTicket'>

/** What an export request asks for: the orders picked (`ids`) or the tab with its filters. */
function scopeOf(query: ExportRequest['query']): OrderExportScope {
  if (query.ids) return { ids: [...new Set(query.ids.toLowerCase().split(','))] }
  return { filter: orderFilterOf(query) }
}

/** The export a request asks for, its parameters checked before anything is recorded. */
function ordersCsv(request: ExportRequest): CsvExport {
  const { query, lang } = request
  const { db } = request.server
  const scope = scopeOf(query)
  const timeZone = timeZoneOf(query.timeZone)
  const filters: Record<string, string> = { timeZone }
  if ('ids' in scope) filters.selected = String(scope.ids.length)
  else {
    filters.status = scope.filter.status
    if (scope.filter.type) filters.type = scope.filter.type
    if (scope.filter.search) filters.search = scope.filter.search
  }
  return {
    exportedData: 'orders',
    range: 'ids' in scope ? { start: null, end: null } : scope.filter,
    filters,
    file: () => orderExport(db, scope, { lang, timeZone }),
    count: () => countOrderExport(db, scope),
  }
}

const exportOrders = (request: OperationRequest<'exportOrders'>, reply: FastifyReply) =>
  sendCsvExport(request, reply, ordersCsv(request))

async function createOrdersExportTicket(
  request: OperationRequest<'createOrdersExportTicket'>,
  reply: FastifyReply,
): Promise<components['schemas']['ExportTicket']> {
  const csv = ordersCsv(request)
  const rows = await csv.count()
  reply.code(201)
  return issueExportTicket(request, {
    exportPath: '/admin/orders/export',
    exportOperationId: 'exportOrders',
    fileName: exportFileName(csv.exportedData),
    rows,
  })
}

/** The orders CSV: the export and its download ticket. */
export const orderExportHandlers = { exportOrders, createOrdersExportTicket }
