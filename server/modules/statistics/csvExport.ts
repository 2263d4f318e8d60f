import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clientInfo } from '../../lib/clientInfo'
import { csvRow, UTF8_BOM } from '../../lib/csv'
import { type CsvFileQuery, csvBatches } from '../../lib/csvBatches'
import { AppError } from '../../lib/errors'
import { type ExportedData, finishExportRecord, startExportRecord } from './exportHistory.queries'

const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])

/** An IANA time zone both Node and the database know, or a 400. */
export function timeZoneOf(value: string | undefined): string {
  const zone = value?.trim() || 'UTC'
  if (!ZONES.has(zone)) throw new AppError(400, 'staffAccess.errors.time_zone_invalid', { timeZone: zone })
  return zone
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')

/**
 * Streams a CSV download straight from the database, batch by batch, so memory stays flat however
 * many rows there are; the export is recorded before the first byte and marked complete after the last.
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    exportedData: ExportedData
    range: { start: Date | null; end: Date | null }
    filters: Record<string, string>
    /** The file, given the export's own record (which an export of the export history leaves out). */
    file: (recordId: string) => CsvFileQuery
  },
): Promise<FastifyReply> {
  const { db, dbKind } = request.server
  const auth = request.auth
  if (!auth) throw new AppError(401, 'errors.sign_in_required')
  const recordId = await startExportRecord(db, {
    userId: auth.userId,
    exportedData: options.exportedData,
    start: options.range.start,
    end: options.range.end,
    filters: options.filters,
    client: clientInfo(request),
  })

  const file = options.file(recordId)

  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(file.header)
    let count = 0
    for await (const batch of csvBatches(db, dbKind, file.page)) {
      count += batch.rows
      yield batch.csv
    }
    // Not reached when the download is cut off: the generator is closed early and the record stays open.
    await finishExportRecord(db, recordId, count)
  }

  const fileName = `${options.exportedData}-${stamp(new Date())}.csv`
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }))
}
