import { ApiError, dataOrThrow } from './apiError'
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
export type ExportQuery = NonNullable<operations['exportInternalUserAccessHistory']['parameters']['query']>

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

export interface CsvFile {
  fileName: string
  blob: Blob
}

/** The browser's own time zone, so exported dates read as the screen shows them. */
const localTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined

async function csvOf(result: { data?: Blob; error?: unknown; response: Response }): Promise<CsvFile> {
  if (!result.response.ok) dataOrThrow(result)
  const disposition = result.response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv'
  if (!result.data) throw new ApiError(result.response.status, result.response.statusText)
  exported()
  return { fileName, blob: result.data }
}

export async function exportInternalUserAccessHistory(query: ExportQuery = {}): Promise<CsvFile> {
  return csvOf(
    await api.GET('/internal-user-history/export', {
      params: { query: { timeZone: localTimeZone(), ...query } },
      parseAs: 'blob',
    }),
  )
}

export async function exportUserAccessHistory(query: ExportQuery = {}): Promise<CsvFile> {
  return csvOf(
    await api.GET('/user-access-history/export', {
      params: { query: { timeZone: localTimeZone(), ...query } },
      parseAs: 'blob',
    }),
  )
}

export async function exportDataExportHistory(query: ExportQuery = {}): Promise<CsvFile> {
  return csvOf(
    await api.GET('/data-export-history/export', {
      params: { query: { timeZone: localTimeZone(), ...query } },
      parseAs: 'blob',
    }),
  )
}

export type ExportedData = Schemas['ExportedData']

export interface ExportProgress {
  bytes: number
  /** Lines received after the header row: the rows exported so far. */
  rows: number
}

const NEWLINE = 10

function openExport(data: ExportedData, query: ExportQuery, signal?: AbortSignal) {
  const init = {
    params: { query: { timeZone: localTimeZone(), ...query } },
    parseAs: 'stream' as const,
    signal,
  }
  switch (data) {
    case 'internal-user-access-history':
      return api.GET('/internal-user-history/export', init)
    case 'user-access-history':
      return api.GET('/user-access-history/export', init)
    case 'data-export-history':
      return api.GET('/data-export-history/export', init)
  }
}

/**
 * An export read as it streams in, reporting the bytes and rows received so far, for a progress bar:
 * the server streams the file without announcing its size, and the list's own total tells how many
 * rows to expect. Aborting the signal stops the download.
 */
export async function streamExport(
  data: ExportedData,
  query: ExportQuery = {},
  options: { onProgress?: (progress: ExportProgress) => void; signal?: AbortSignal } = {},
): Promise<CsvFile> {
  const result = await openExport(data, query, options.signal)
  if (!result.response.ok) dataOrThrow(result)
  const body = result.data as ReadableStream<Uint8Array> | null | undefined
  if (!body) throw new ApiError(result.response.status, result.response.statusText)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    bytes += value.byteLength
    for (const byte of value) if (byte === NEWLINE) lines++
    options.onProgress?.({ bytes, rows: Math.max(0, lines - 1) })
  }
  exported()
  const disposition = result.response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${data}.csv`
  return { fileName, blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }) }
}
