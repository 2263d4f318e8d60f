import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { StaffEditor } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import type { DeletedRows } from './changes.tables'
import { recordChange } from './historyEntries'
import { refusalOf } from './revertChange'
import type { UndoKind } from './undoKind'

/** How long a deleted record can be restored (the contract and the screens say so too). */
export const DELETED_RECORDS_KEPT_DAYS = 30

async function rowsOf(trx: Db, table: string, column: string, id: string) {
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    select to_jsonb(t) as row from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} = ${id}`.execute(trx)
  return rows.map(({ row }) => row)
}

/**
 * Keeps what deleting a record will remove (its row and its dependents' rows), within the delete's own
 * transaction and before it: answers the id a restore takes, or null when the record is not there.
 */
export async function keepDeleted(
  trx: Db,
  undo: UndoKind,
  recordId: string,
  actor: StaffEditor,
): Promise<string | null> {
  if (!undo.trash) throw new Error(`Deletions of ${undo.kind} are not kept`)
  const own = await rowsOf(trx, undo.table, 'id', recordId)
  if (own.length === 0) return null
  const kept: DeletedRows[] = [{ table: undo.table, rows: own }]
  for (const dependent of undo.trash.dependents)
    kept.push({
      table: dependent.table,
      rows: await rowsOf(trx, dependent.table, dependent.column, recordId),
    })
  const row = await trx
    .insertInto('deleted_records')
    .values({
      kind: undo.kind,
      record_id: recordId,
      label: undo.trash.label(own[0]),
      rows: JSON.stringify(kept),
      actor_id: actor.id,
      actor_name: actor.name,
      expires_at: sql<Date>`now() + make_interval(days => ${DELETED_RECORDS_KEPT_DAYS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The kept deletion, when it is still kept and not restored yet (for the permission check first). */
export function keptDeletion(db: Db, id: string) {
  return db
    .selectFrom('deleted_records')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/**
 * Puts a deleted record and its dependents back as they were, ids included, in one transaction: refused
 * with 409 when its name or code is now held by another record, or what it belonged to is gone, and
 * kept as a 'restore' entry of its history. A deletion is restored once.
 */
export function restoreDeleted(db: Db, undo: UndoKind, id: string, actor: StaffEditor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom('deleted_records')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst()
    if (!kept)
      throw new AppError(404, 'changes.errors.deletion_not_kept', { days: DELETED_RECORDS_KEPT_DAYS })
    if (kept.restored_at) throw new AppError(409, 'changes.errors.already_restored', { label: kept.label })
    const reset = undo.trash?.resetColumns ?? {}
    const own = kept.rows.find((part) => part.table === undo.table)?.rows[0]
    if (own && undo.trash?.beforeRestore) await undo.trash.beforeRestore(trx, own)
    try {
      for (const part of kept.rows) {
        if (part.rows.length === 0) continue
        const rows = part.table === undo.table ? part.rows.map((row) => ({ ...row, ...reset })) : part.rows
        await sql`insert into ${sql.table(part.table)} overriding system value
          select * from jsonb_populate_recordset(null::${sql.table(part.table)}, ${JSON.stringify(rows)}::jsonb)`.execute(
          trx,
        )
      }
    } catch (error) {
      throw refusalOf(error, 'restore', { label: kept.label }) ?? error
    }
    await trx
      .updateTable('deleted_records')
      .set({ restored_at: sql<Date>`now()`, restored_by: actor.id })
      .where('id', '=', id)
      .execute()
    if (undo.history) await recordChange(trx, undo.history, actor, kept.record_id, 'restore', {})
    return kept.record_id
  })
}

/** The newest deletions of these kinds still kept and not restored. */
export function keptDeletions(db: Db, kinds: readonly string[]) {
  if (kinds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('deleted_records')
    .select(['id', 'kind', 'record_id', 'label', 'actor_name', 'deleted_at', 'expires_at'])
    .where('kind', 'in', kinds)
    .where('restored_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('deleted_at', 'desc')
    .orderBy('id')
    .limit(50)
    .execute()
}

/** Housekeeping: deletions kept past their time are gone for good. */
export async function purgeExpiredDeletions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('deleted_records')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
