import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import type { ExportOutcome } from './statistics.tables'

/** How long a download link can start its download: it is opened at once by the app that asked for it. */
export const EXPORT_TICKET_TTL_SECONDS = 60

export type ExportState = 'waiting' | 'running' | 'completed' | 'failed' | 'cancelled' | 'expired'

export const secretHash = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex')

export async function createExportTicket(
  db: Db,
  input: {
    sessionId: string
    userId: string
    operationId: string
    params: Record<string, string>
    lang: Language
    fileName: string
    totalRows: number
  },
): Promise<{ id: string; secret: string; expiresAt: Date }> {
  const secret = crypto.randomBytes(32).toString('base64url')
  const row = await db
    .insertInto('export_tickets')
    .values({
      secret_hash: secretHash(secret),
      session_id: input.sessionId,
      user_id: input.userId,
      operation_id: input.operationId,
      params: JSON.stringify(input.params),
      lang: input.lang,
      file_name: input.fileName,
      total_rows: input.totalRows,
      expires_at: sql<Date>`now() + make_interval(secs => ${EXPORT_TICKET_TTL_SECONDS})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { id: row.id, secret, expiresAt: row.expires_at }
}

/** The ticket a link's secret names, with whether it can still start its download. */
export function findExportTicket(db: Db, secret: string) {
  return db
    .selectFrom('export_tickets')
    .selectAll()
    .select(sql<boolean>`expires_at > now()`.as('live'))
    .where('secret_hash', '=', secretHash(secret))
    .executeTakeFirst()
}

const leaseFrom = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`

/**
 * Marks a ticket used, once, and gives its download a lease of `leaseSeconds`: false when it was used,
 * cancelled or expired in the meantime.
 */
export async function spendExportTicket(db: Db, id: string, leaseSeconds: number): Promise<boolean> {
  const used = await db
    .updateTable('export_tickets')
    .set({ used_at: sql<Date>`now()`, lease_expires_at: leaseFrom(leaseSeconds) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('outcome', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst()
  return used !== undefined
}

/**
 * Records the rows written so far (null: the same as before) and renews the download's lease; answers
 * whether it should stop: asked to by any process, or already ended (judged failed when its lease ran
 * out while this process could not renew it).
 */
export async function recordExportProgress(
  db: Db,
  id: string,
  rows: number | null,
  leaseSeconds: number,
): Promise<{ cancelled: boolean }> {
  const row = await db
    .updateTable('export_tickets')
    .set({
      rows_written: rows === null ? sql<number>`rows_written` : rows,
      lease_expires_at: leaseFrom(leaseSeconds),
    })
    .where('id', '=', id)
    .returning(['cancel_requested_at', 'outcome'])
    .executeTakeFirst()
  return { cancelled: !row || row.cancel_requested_at !== null || row.outcome !== null }
}

/**
 * Records as failed the downloads whose lease ran out: the process streaming them stopped without
 * ending them. Any process's housekeeping does it; reads already count such a ticket as failed.
 */
export async function failAbandonedExportTickets(db: Db): Promise<number> {
  const failed = await db
    .updateTable('export_tickets')
    .set({ outcome: 'failed', finished_at: sql<Date>`lease_expires_at` })
    .where('used_at', 'is not', null)
    .where('outcome', 'is', null)
    .where('lease_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(failed.numUpdatedRows)
}

/** How the download ended; a download that already has an ending keeps it. */
export async function finishExportTicket(
  db: Db,
  id: string,
  outcome: ExportOutcome,
  rows: number,
): Promise<void> {
  await db
    .updateTable('export_tickets')
    .set({ outcome, rows_written: rows, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .execute()
}

const progressColumns = [
  'id',
  'file_name',
  'total_rows',
  'rows_written',
  sql<ExportState>`case when outcome is not null then outcome
    when used_at is not null and lease_expires_at <= now() then 'failed'
    when used_at is not null then 'running'
    when expires_at <= now() then 'expired'
    else 'waiting' end`.as('state'),
] as const

/** A ticket's progress, to the session that asked for it only. */
export function exportProgressOf(db: Db, id: string, sessionId: string) {
  return db
    .selectFrom('export_tickets')
    .select(progressColumns)
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
}

/**
 * Asks a download to stop: a ticket not yet used is cancelled at once; one under way stops after its
 * current batch (recordExportProgress tells it). Answers the progress after that, or undefined when the
 * session has no such ticket.
 */
export async function cancelExportTicket(db: Db, id: string, sessionId: string) {
  await db
    .updateTable('export_tickets')
    .set({
      cancel_requested_at: sql<Date>`coalesce(cancel_requested_at, now())`,
      outcome: sql<ExportOutcome | null>`case when outcome is null and used_at is null then 'cancelled' else outcome end`,
      finished_at: sql<Date | null>`case when outcome is null and used_at is null then now() else finished_at end`,
    })
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .execute()
  return exportProgressOf(db, id, sessionId)
}
