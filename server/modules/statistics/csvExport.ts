import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clientInfo } from '../../lib/clientInfo'
import { copyBatches } from '../../lib/copyBatches'
import { csvRow, UTF8_BOM } from '../../lib/csv'
import { type CsvFileQuery, csvBatches } from '../../lib/csvBatches'
import { AppError } from '../../lib/errors'
import { type ExportedData, finishExportRecord, startExportRecord } from './exportHistory.queries'
import { finishExportTicket, recordExportProgress } from './exportTickets.queries'
import type { ExportOutcome } from './statistics.tables'

const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])

/** An IANA time zone both Node and the database know, or a 400. */
export function timeZoneOf(value: string | undefined): string {
  const zone = value?.trim() || 'UTC'
  if (!ZONES.has(zone)) throw new AppError(400, 'staffAccess.errors.time_zone_invalid', { timeZone: zone })
  return zone
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')

/** The name of a file exported now: what it holds and when, e.g. user-access-history-20240301-070000.csv. */
export const exportFileName = (exportedData: ExportedData, at = new Date()): string =>
  `${exportedData}-${stamp(at)}.csv`

// Progress is written at most this often, and a cancellation is noticed as often.
const PROGRESS_INTERVAL_MS = 250
// A download's lease is renewed this many times within its length, so one late renewal does not lose it.
const RENEWALS_PER_LEASE = 3

/**
 * Reports the rows written of a ticket's download now and then, renewing its lease; answers false once
 * it is asked to stop, by any server process. A download the browser reads slowly writes no batch for a
 * while: `renewWhileStreaming` keeps its lease meanwhile, and notices a cancellation then as well.
 */
function progressOf(request: FastifyRequest, ticketId: string) {
  const { db, config } = request.server
  let reportedAt = Number.NEGATIVE_INFINITY
  let stopAsked = false
  const report = async (rows: number | null) => {
    reportedAt = performance.now()
    if ((await recordExportProgress(db, ticketId, rows, config.exportLeaseSeconds)).cancelled)
      stopAsked = true
    return !stopAsked
  }
  return {
    keepGoing: async (rows: number): Promise<boolean> =>
      stopAsked ? false : performance.now() - reportedAt < PROGRESS_INTERVAL_MS || report(rows),
    renewWhileStreaming(onStop: () => void): () => void {
      const everyMs = (config.exportLeaseSeconds * 1000) / RENEWALS_PER_LEASE
      const timer = setInterval(() => {
        if (performance.now() - reportedAt < everyMs / 2) return
        report(null).then(
          (going) => going || onStop(),
          (error: unknown) =>
            request.log.warn({ err: error }, 'an export download could not renew its lease'),
        )
      }, everyMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

/** An export as its request asks for it: what it holds, for the export history, and its file. */
export interface CsvExport {
  exportedData: ExportedData
  range: { start: Date | null; end: Date | null }
  filters: Record<string, string>
  /** The file, given the export's own record (which an export of the export history leaves out). */
  file: (recordId: string) => CsvFileQuery
  /** The rows the file is expected to hold, counted as the list counts them. */
  count: () => Promise<number>
}

/**
 * Streams a CSV download straight from the database, batch by batch, so memory stays flat however
 * many rows there are; the export is recorded before the first byte and marked complete after the last.
 * A download opened by its ticket reports its progress there, and stops when the ticket is cancelled:
 * the connection is then cut, so the browser does not keep a part of the file as if it were whole.
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CsvExport,
): Promise<FastifyReply> {
  const { db, dbKind, copyTo } = request.server
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
  const ticket = request.exportTicket
  const progress = ticket ? progressOf(request, ticket.id) : null
  const keepGoing = progress ? progress.keepGoing : async () => true
  const settled = (maxWaitMs: number) => request.server.pendingRequests.settled(maxWaitMs)

  // A ticket's outcome is written once (finishExportTicket keeps the first), so calling this again is harmless.
  const finishTicket = async (outcome: ExportOutcome, rows: number) => {
    if (!ticket) return
    await finishExportTicket(db, ticket.id, outcome, rows).catch((error: unknown) =>
      request.log.error({ err: error }, 'the end of an export download could not be recorded'),
    )
  }

  async function* lines(): AsyncGenerator<string | Uint8Array> {
    let count = 0
    // Unless it completes or fails, the download was cut off: cancelled, or the browser went away.
    let outcome: ExportOutcome = 'cancelled'
    // A download the browser stopped reading is cut when it is cancelled meanwhile, recorded first too.
    const stopRenewing = progress?.renewWhileStreaming(() => {
      void finishTicket('cancelled', count).then(() => reply.raw.destroy())
    })
    const ended = request.server.metrics.exportStarted()
    try {
      yield UTF8_BOM + csvRow(file.header)
      // PostgreSQL streams each batch's bytes with COPY; PGlite, on this thread, answers texts.
      const batches = copyTo ? copyBatches(copyTo, file.page) : csvBatches(db, dbKind, file.page, settled)
      for await (const batch of batches) {
        yield* batch.chunks
        count += batch.rows
        if (!(await keepGoing(count))) {
          // Recorded before the cut, so whoever sees the download end finds the ticket cancelled.
          await finishTicket('cancelled', count)
          reply.raw.destroy()
          return
        }
      }
      await finishExportRecord(db, recordId, count)
      outcome = 'completed'
    } catch (error) {
      outcome = 'failed'
      throw error
    } finally {
      stopRenewing?.()
      ended(outcome)
      await finishTicket(outcome, count)
    }
  }

  const fileName = ticket?.fileName ?? exportFileName(options.exportedData)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }))
}
