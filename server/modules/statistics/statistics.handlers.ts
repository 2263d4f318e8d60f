import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { describeDevice } from '../../../src/domain/devices'
import type { SortOrder } from '../../../src/domain/listSort'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { t, translatorFor } from '../../lib/i18n'
import { dateRangeOf, decodeKeyset, encodeKeyset, pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import {
  type AccessHistoryFilter,
  accessHistoryExport,
  listAccessHistory,
  withMatchingStaff,
} from './accessHistory.queries'
import { sendCsvExport, timeZoneOf } from './csvExport'
import { type ExportedData, exportHistoryExport, listExportHistory } from './exportHistory.queries'

type Schemas = components['schemas']

interface HistoryQuery {
  page?: number
  limit?: number
  cursor?: string
  search?: string
  startDate?: string
  endDate?: string
  timeZone?: string
  order?: SortOrder
}

/** The requests of the history lists and exports: each reads the parts of this query its operation has. */
type HistoryRequest = FastifyRequest<{ Querystring: HistoryQuery }>

const iso = (date: Date | null) => date?.toISOString() ?? null

function accessFilter(
  request: HistoryRequest,
  kind: AccessHistoryFilter['kind'],
): Promise<AccessHistoryFilter> {
  const { query } = request
  return withMatchingStaff(request.server.db, { kind, search: searchOf(query.search), ...dateRangeOf(query) })
}

/** What the export was asked for, kept in the export history beside the range. */
const filtersOf = (query: HistoryQuery, timeZone: string): Record<string, string> => ({
  ...(searchOf(query.search) ? { search: searchOf(query.search) as string } : {}),
  timeZone,
})

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
      os: row.os,
      device: row.device,
      ip: row.ip,
      reportedOs: row.reported_os,
      reportedIp: row.reported_ip,
      createdAt: row.created_at.toISOString(),
    })),
  }
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
      event: row.event,
      os: row.os,
      device: row.device,
      ip: row.ip,
      reportedOs: row.reported_os,
      reportedIp: row.reported_ip,
      createdAt: row.created_at.toISOString(),
    })),
  }
}

const label = (lang: Language, key: string, vars?: Record<string, string>) =>
  t(lang, `staffAccess.csv.${key}`, vars)
const eventLabels = (lang: Language): Record<string, string> => ({
  'sign-in': t(lang, 'staffAccess.events.sign-in'),
  'sign-out': t(lang, 'staffAccess.events.sign-out'),
})

/** Both access-history CSVs: the columns naming who (staff by name and e-mail, members by id), then the event's. */
async function sendAccessHistoryCsv(
  request: HistoryRequest,
  reply: FastifyReply,
  kind: AccessHistoryFilter['kind'],
) {
  const { query, lang } = request
  const staff = kind === 'internal'
  const filter = await accessFilter(request, kind)
  const timeZone = timeZoneOf(query.timeZone)
  const events = eventLabels(lang)
  const translate = translatorFor(lang)
  return sendCsvExport(request, reply, {
    exportedData: staff ? 'internal-user-access-history' : 'user-access-history',
    range: filter,
    filters: filtersOf(query, timeZone),
    header: [
      ...(staff ? [label(lang, 'name'), label(lang, 'email')] : [label(lang, 'memberId')]),
      label(lang, 'event'),
      label(lang, 'os'),
      label(lang, 'device'),
      label(lang, 'ip'),
      label(lang, 'date', { timeZone }),
    ],
    query: () => accessHistoryExport(request.server.db, filter, timeZone),
    row: (row) => [
      ...(staff ? [row.name, row.email] : [row.member_code]),
      events[row.event],
      row.os,
      describeDevice(row.device, translate),
      row.ip,
      row.date,
    ],
  })
}

const exportInternalUserAccessHistory = (
  request: OperationRequest<'exportInternalUserAccessHistory'>,
  reply: FastifyReply,
) => sendAccessHistoryCsv(request, reply, 'internal')

const exportUserAccessHistory = (request: OperationRequest<'exportUserAccessHistory'>, reply: FastifyReply) =>
  sendAccessHistoryCsv(request, reply, 'member')

const exportedDataName = (lang: Language, data: string) => t(lang, `staffAccess.exportedData.${data}`)

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

async function exportDataExportHistory(
  request: OperationRequest<'exportDataExportHistory'>,
  reply: FastifyReply,
) {
  const { query } = request
  const range = dateRangeOf(query)
  const timeZone = timeZoneOf(query.timeZone)
  const { lang } = request
  const translate = translatorFor(lang)
  return sendCsvExport(request, reply, {
    exportedData: 'data-export-history',
    range,
    filters: filtersOf(query, timeZone),
    header: [
      label(lang, 'exportedData'),
      label(lang, 'startDate', { timeZone }),
      label(lang, 'endDate', { timeZone }),
      label(lang, 'exportedAt', { timeZone }),
      label(lang, 'exportedBy'),
      label(lang, 'email'),
      label(lang, 'rows'),
      label(lang, 'os'),
      label(lang, 'device'),
      label(lang, 'ip'),
    ],
    query: (recordId) =>
      exportHistoryExport(
        request.server.db,
        { search: searchOf(query.search), ...range, exceptId: recordId },
        timeZone,
      ),
    row: (row) => [
      exportedDataName(lang, row.exported_data),
      row.start,
      row.end,
      row.date,
      row.exported_by_name,
      row.exported_by_email,
      row.row_count,
      row.os,
      describeDevice(row.device, translate),
      row.ip,
    ],
  })
}

export const statisticsHandlers = defineHandlers({
  listInternalUserAccessHistory,
  exportInternalUserAccessHistory,
  listUserAccessHistory,
  exportUserAccessHistory,
  listDataExportHistory,
  exportDataExportHistory,
})
