import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type InternalAccessHistoryPage = Schemas['InternalAccessHistoryPage']
export type MemberAccessHistoryPage = Schemas['MemberAccessHistoryPage']
export type DataExportPage = Schemas['DataExportPage']
export type AccessHistoryQuery = NonNullable<
  operations['listInternalUserAccessHistory']['parameters']['query']
>
export type DataExportQuery = NonNullable<operations['listDataExportHistory']['parameters']['query']>
export type ExportQuery = NonNullable<
  operations['createInternalUserAccessHistoryExportTicket']['parameters']['query']
>

/** The cache's keys for the histories: openapi-react-query's `[method, path, init]`. */
export const statisticsKeys = {
  internalUserAccess: (query: AccessHistoryQuery) =>
    ['get', '/internal-user-history', { params: { query } }] as const,
  userAccess: (query: AccessHistoryQuery) => ['get', '/user-access-history', { params: { query } }] as const,
  dataExports: (query: DataExportQuery) => ['get', '/data-export-history', { params: { query } }] as const,
  /** Every cached page of the export history, which each export adds a row to. */
  allDataExports: readsOf('/data-export-history'),
}

/** An export is written into the export history: its pages are read again. */
const exported = () => void invalidateReads(statisticsKeys.allDataExports)

/** The browser's own time zone, so exported dates read as the screen shows them. */
export const localTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined

/**
 * The histories' exports (the order and coupon lists have their own, in src/api/orders.ts and
 * src/api/coupons.ts; the figures theirs below).
 */
export type ExportedData = Exclude<
  Schemas['ExportedData'],
  'orders' | 'coupons' | 'coupon-redeem-history' | FiguresExport
>
/** The exports of computed figures: the home dashboard's and the platform statistics'. */
export type FiguresExport = 'home-dashboard' | 'platform-statistics'
export type FiguresExportQuery = NonNullable<
  operations['createPlatformStatisticsExportTicket']['parameters']['query']
>
export type ExportTicket = Schemas['ExportTicket']
export type ExportProgress = Schemas['ExportProgress']

function askForTicket(data: ExportedData, query: ExportQuery) {
  const init = { params: { query: { timeZone: localTimeZone(), ...query } } }
  switch (data) {
    case 'internal-user-access-history':
      return api.POST('/internal-user-history/export-ticket', init)
    case 'user-access-history':
      return api.POST('/user-access-history/export-ticket', init)
    case 'data-export-history':
      return api.POST('/data-export-history/export-ticket', init)
  }
}

/**
 * A single-use link to download an export with these filters (dates in the browser's time zone): the
 * browser downloads it itself, straight to disk, while exportProgress tells how far it is.
 */
export async function requestExportTicket(
  data: ExportedData,
  query: ExportQuery = {},
): Promise<ExportTicket> {
  return dataOrThrow(await askForTicket(data, query))
}

/** A single-use link to download the figures of a range and country as CSV. */
export async function requestFiguresExportTicket(
  data: FiguresExport,
  query: FiguresExportQuery,
): Promise<ExportTicket> {
  const init = { params: { query } }
  return dataOrThrow(
    data === 'home-dashboard'
      ? await api.POST('/admin/users/home-dashboard/export-ticket', init)
      : await api.POST('/admin/users/home-platform/export-ticket', init),
  )
}

/** How far a download has come; one that has ended adds a row to the export history, read again. */
export async function exportProgress(id: string): Promise<ExportProgress> {
  const progress = dataOrThrow(await api.GET('/export-tickets/{id}', { params: { path: { id } } }))
  if (progress.state === 'completed' || progress.state === 'cancelled' || progress.state === 'failed')
    exported()
  return progress
}

/** Stops a download: one under way is cut off after its current batch. */
export async function cancelExport(id: string): Promise<ExportProgress> {
  const progress = dataOrThrow(await api.DELETE('/export-tickets/{id}', { params: { path: { id } } }))
  exported()
  return progress
}
