import type { FastifyRequest } from 'fastify'
import type { paths } from '../../../src/api/schema'
import type { SortOrder } from '../../../src/domain/listSort'
import type { OperationId } from '../../http/defineHandlers'
import { dateRangeOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import {
  type AccessHistoryFilter,
  accessHistoryExport,
  countAccessHistory,
  withMatchingStaff,
} from './accessHistory.queries'
import { type CsvExport, timeZoneOf } from './csvExport'
import { countExportHistory, exportHistoryExport } from './exportHistory.queries'

export interface HistoryQuery {
  page?: number
  limit?: number
  cursor?: string
  search?: string
  startDate?: string
  endDate?: string
  timeZone?: string
  order?: SortOrder
}

/** The requests of the history lists, exports and tickets: each reads the parts of this query its operation has. */
export type HistoryRequest = FastifyRequest<{ Querystring: HistoryQuery }>

export function accessFilter(
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

/** One of the histories' CSV exports: the operation a download ticket opens, and the export a request asks for. */
export interface HistoryExport {
  operationId: OperationId
  path: keyof paths
  /** Reads the export's parameters from a request of the export or of its ticket: a bad one is a 400 before anything is recorded. */
  prepare(request: HistoryRequest): Promise<CsvExport>
}

/** Both access-history CSVs: the columns naming who (staff by name and e-mail, members by id), then the event's. */
async function accessHistoryCsv(
  request: HistoryRequest,
  kind: AccessHistoryFilter['kind'],
): Promise<CsvExport> {
  const { query, lang } = request
  const { db } = request.server
  const filter = await accessFilter(request, kind)
  const timeZone = timeZoneOf(query.timeZone)
  return {
    exportedData: kind === 'internal' ? 'internal-user-access-history' : 'user-access-history',
    range: filter,
    filters: filtersOf(query, timeZone),
    file: () => accessHistoryExport(db, filter, { lang, timeZone }),
    // Every row the file will hold, a search's too: the progress is shown against it.
    count: async () => (await countAccessHistory(db, filter, null)).total,
  }
}

export const internalAccessExport: HistoryExport = {
  operationId: 'exportInternalUserAccessHistory',
  path: '/internal-user-history/export',
  prepare: (request) => accessHistoryCsv(request, 'internal'),
}

export const memberAccessExport: HistoryExport = {
  operationId: 'exportUserAccessHistory',
  path: '/user-access-history/export',
  prepare: (request) => accessHistoryCsv(request, 'member'),
}

export const dataExportsExport: HistoryExport = {
  operationId: 'exportDataExportHistory',
  path: '/data-export-history/export',
  prepare: async (request) => {
    const { query, lang } = request
    const { db } = request.server
    const range = dateRangeOf(query)
    const timeZone = timeZoneOf(query.timeZone)
    const filter = { search: searchOf(query.search), ...range }
    return {
      exportedData: 'data-export-history',
      range,
      filters: filtersOf(query, timeZone),
      file: (recordId) => exportHistoryExport(db, { ...filter, exceptId: recordId }, { lang, timeZone }),
      count: () => countExportHistory(db, filter),
    }
  },
}
