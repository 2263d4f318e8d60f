import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { dateRangeOf, decodeKeyset, encodeKeyset, pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import { requestedRange } from '../home/rollupRanges'
import { type AccessHistoryFilter, listAccessHistory } from './accessHistory.queries'
import { sendCsvExport } from './csvExport'
import { type ExportedData, exportedDataName, listExportHistory } from './exportHistory.queries'
import { exportTicketHandlers } from './exportTickets.handlers'
import { figuresTicket, platformStatisticsExport, sendFiguresCsv } from './figuresExports'
import {
  accessFilter,
  dataExportsExport,
  type HistoryRequest,
  internalAccessExport,
  memberAccessExport,
} from './historyExports'
import { platformStatisticsOf } from './platformStatistics.queries'

type Schemas = components['schemas']

const iso = (date: Date | null) => date?.toISOString() ?? null

async function accessPage(request: HistoryRequest, kind: AccessHistoryFilter['kind']) {
  const { query } = request
  const page = pageOf(query)
  const after = decodeKeyset(query.cursor)
  const { rows, total } = await listAccessHistory(
    request.server.db,
    await accessFilter(request, kind),
    page,
    after,
    query.order,
  )
  const last = rows[rows.length - 1]
  const nextCursor = rows.length === page.limit && last ? encodeKeyset({ at: last.at, id: last.id }) : null
  return {
    rows,
    total: total.total,
    totalCapped: total.capped,
    page: page.page,
    limit: page.limit,
    nextCursor,
  }
}

async function listInternalUserAccessHistory(
  request: OperationRequest<'listInternalUserAccessHistory'>,
): Promise<Schemas['InternalAccessHistoryPage']> {
  const { rows, ...rest } = await accessPage(request, 'internal')
  return {
    ...rest,
    data: rows.map((row) => ({
      _id: row.id,
      userId: row.user_id,
      name: row.first_name === null ? null : `${row.first_name} ${row.last_name}`,
      email: row.email,
      event: row.event,
      viewedAs: row.viewed_as,
      os: row.os,
      device: row.device,
      ip: row.ip,
      reportedOs: row.reported_os,
      reportedIp: row.reported_ip,
      createdAt: row.created_at.toISOString(),
    })),
  }
}

/** Members sign in and out; a view-as is only ever a staff member's (0034_preview_sessions). */
function memberEvent(event: 'sign-in' | 'sign-out' | 'view-as'): 'sign-in' | 'sign-out' {
  if (event === 'view-as') throw new Error('A member access history row holds a staff event')
  return event
}

async function listUserAccessHistory(
  request: OperationRequest<'listUserAccessHistory'>,
): Promise<Schemas['MemberAccessHistoryPage']> {
  const { rows, ...rest } = await accessPage(request, 'member')
  return {
    ...rest,
    data: rows.map((row) => ({
      _id: row.id,
      userId: row.user_id,
      memberId: row.member_code,
      event: memberEvent(row.event),
      os: row.os,
      device: row.device,
      ip: row.ip,
      reportedOs: row.reported_os,
      reportedIp: row.reported_ip,
      createdAt: row.created_at.toISOString(),
    })),
  }
}

const exportInternalUserAccessHistory = async (
  request: OperationRequest<'exportInternalUserAccessHistory'>,
  reply: FastifyReply,
) => sendCsvExport(request, reply, await internalAccessExport.prepare(request))

const exportUserAccessHistory = async (
  request: OperationRequest<'exportUserAccessHistory'>,
  reply: FastifyReply,
) => sendCsvExport(request, reply, await memberAccessExport.prepare(request))

async function listDataExportHistory(
  request: OperationRequest<'listDataExportHistory'>,
): Promise<Schemas['DataExportPage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listExportHistory(
    request.server.db,
    { search: searchOf(query.search), ...dateRangeOf(query) },
    page,
    query.order,
  )
  return {
    total,
    page: page.page,
    limit: page.limit,
    data: rows.map((row) => ({
      _id: row.id,
      exportedData: row.exported_data as ExportedData,
      exportedDataName: exportedDataName(request.lang, row.exported_data),
      format: row.format,
      startDate: iso(row.range_start),
      endDate: iso(row.range_end),
      exportedAt: row.exported_at.toISOString(),
      completed: row.completed_at !== null,
      rowCount: row.row_count,
      exportedBy: { _id: row.user_id, name: row.exported_by_name, email: row.exported_by_email },
      os: row.os,
      device: row.device,
      ip: row.ip,
    })),
  }
}

const exportDataExportHistory = async (
  request: OperationRequest<'exportDataExportHistory'>,
  reply: FastifyReply,
) => sendCsvExport(request, reply, await dataExportsExport.prepare(request))

/** Without a range the platform statistics show the last 30 days up to today. */
const PLATFORM_DEFAULT_DAYS = 30

const getPlatformStatistics = async (
  request: OperationRequest<'getPlatformStatistics'>,
): Promise<Schemas['PlatformStatistics']> =>
  platformStatisticsOf(
    request.server.db,
    requestedRange(request.query, PLATFORM_DEFAULT_DAYS),
    request.query.country,
  )

export const statisticsHandlers = defineHandlers({
  getPlatformStatistics,
  exportPlatformStatistics: sendFiguresCsv(platformStatisticsExport),
  createPlatformStatisticsExportTicket: figuresTicket(platformStatisticsExport),
  listInternalUserAccessHistory,
  exportInternalUserAccessHistory,
  listUserAccessHistory,
  exportUserAccessHistory,
  listDataExportHistory,
  exportDataExportHistory,
  ...exportTicketHandlers,
})
