import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import type { StaffEditor } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { hasTranslation, t } from '../../lib/i18n'
import { historyEntry, recordChange } from './historyEntries'
import { changedSince, type Revertibility, revertibilityOf, revertOf } from './revertRules'
import type { UndoKind } from './undoKind'

/** A field's name as the caller reads it (server.json `changes.fields`), else the field itself. */
export const fieldLabel = (lang: Language, field: string): string =>
  hasTranslation(lang, `changes.fields.${field}`) ? t(lang, `changes.fields.${field}`) : field

/** Why an entry cannot be reverted, in the caller's language. */
export const whyNotText = (lang: Language, revertibility: Revertibility): string | undefined =>
  revertibility.revertible
    ? undefined
    : t(lang, revertibility.why, { field: revertibility.field ? fieldLabel(lang, revertibility.field) : '' })

/** A write the database refused for a rule of its own: a name taken, a record gone, a period broken. */
export function refusalOf(
  error: unknown,
  what: 'revert' | 'restore',
  vars: Record<string, string> = {},
): AppError | null {
  const reason = { '23505': 'taken', '23503': 'depends_on_gone', '23514': 'breaks_rules' }[
    (error as { code?: string })?.code ?? ''
  ]
  return reason ? new AppError(409, `changes.errors.${what}_${reason}`, vars) : null
}

/** Sets the columns directly, raising the version the editors check when the table keeps one. */
async function setColumns(trx: Db, undo: UndoKind, recordId: string, set: Record<string, unknown>) {
  const assignments = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`)
  if (undo.versioned) assignments.push(sql`version = version + 1`, sql`updated_at = now()`)
  await sql`update ${sql.table(undo.table)} set ${sql.join(assignments)} where id = ${recordId}`.execute(trx)
}

/**
 * Reverts one history entry of a record, in one transaction with the record locked: each field the
 * entry changed goes back to its `from`, kept as a new entry of the history (the old one stays). Refused
 * with 409 naming the fields when any of them has changed since (its value is no longer the entry's
 * `to`), or saying why when the entry cannot be reverted. Answers the new entry's id.
 */
export function revertEntry(
  db: Db,
  undo: UndoKind,
  recordId: string,
  entryId: string,
  actor: StaffEditor,
  lang: Language,
): Promise<string> {
  const { history } = undo
  if (!history) throw new AppError(404, 'changes.errors.entry_not_found')
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(undo.table)} where id = ${recordId} for update`.execute(trx)
    const current = rows[0]
    if (!current) throw new AppError(404, 'changes.errors.record_not_found')
    const entry = await historyEntry(trx, history, recordId, entryId)
    if (!entry) throw new AppError(404, 'changes.errors.entry_not_found')
    const revertibility = revertibilityOf(entry.action, entry.changes, undo.fields)
    if (!revertibility.revertible)
      throw new AppError(409, 'changes.errors.not_revertible', { why: whyNotText(lang, revertibility) ?? '' })
    const changed = changedSince(entry.changes, current, undo.fields)
    if (changed.length > 0)
      throw new AppError(409, 'changes.errors.changed_since', {
        fields: changed.map((field) => fieldLabel(lang, field)).join(', '),
      })
    const revert = revertOf(entry.changes, current, undo.fields)
    try {
      if (undo.apply) await undo.apply(trx, recordId, revert.set)
      else await setColumns(trx, undo, recordId, revert.set)
    } catch (error) {
      throw refusalOf(error, 'revert') ?? error
    }
    return recordChange(trx, history, actor, recordId, 'revert', revert.changes)
  })
}
