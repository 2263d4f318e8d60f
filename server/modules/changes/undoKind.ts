import type { Feature } from '../../../src/domain/permissions'
import type { Db } from '../../db/database'

/**
 * How one field of a history entry goes back to what it was: the column it is stored in (`json` when
 * the history keeps the column's jsonb as JSON text), or why it cannot (a translation key of
 * server.json, `changes.why_not.*`: an order status that moved on, a list kept only as text...).
 */
export type FieldRevert = { column: string; json?: boolean } | { notRevertible: string }

/** Where a kind of record keeps its history: { field: { from, to } } per change. */
export interface HistoryTable {
  table: 'content_history' | 'order_history' | 'member_history' | 'product_history'
  /** The column naming the record. */
  recordColumn: string
  /** content_history holds several kinds: the record_type of this one. */
  recordType?: string
  /** order_history and member_history say whether staff, the member or the system made the change. */
  actorKind?: boolean
}

/** A table whose rows depend on the record (by `column`, the record's id) and go and come back with it. */
export interface DependentTable {
  table: string
  column: string
}

/**
 * What undo needs of a kind of record, declared by its area (e.g. server/modules/faq/faqUndo.ts) and
 * listed once in server/modules/changes/undoKinds.ts: reverting a change needs the area's `update`
 * permission, restoring a deletion its `delete` permission, reading the history its `access`.
 */
export interface UndoKind {
  kind: string
  feature: Feature
  /** The record's table, keyed by `id`. */
  table: string
  /** Where its changes are kept; a kind without one has its deletions restored but nothing reverted. */
  history?: HistoryTable
  /** Each field a history entry may name; a field not declared cannot be reverted. */
  fields: Record<string, FieldRevert>
  /** The table has `version` and `updated_at`, raised by every change (the editors' stale check). */
  versioned: boolean
  /**
   * Writes the reverted columns through the area's own code, so its rules and side effects hold;
   * without it the columns are set directly (with `version` and `updated_at` when versioned).
   */
  apply?(trx: Db, recordId: string, set: Record<string, unknown>): Promise<void>
  /** Deletions of this kind are kept for undo: the dependents' rows come back with the record. */
  trash?: {
    dependents: DependentTable[]
    /** Columns that triggers keep (counts), set to this value before the dependents go back in. */
    resetColumns?: Record<string, unknown>
    /** What names the deleted record in messages (its question, its name). */
    label(row: Record<string, unknown>): string
    /** Makes room for the record before it goes back (a banner's place among its loop's), in the restore's transaction. */
    beforeRestore?(trx: Db, row: Record<string, unknown>): Promise<void>
  }
}

/** Fields kept under their column's own name, each reverted by setting that column. */
export const sameColumns = (...columns: string[]): Record<string, FieldRevert> =>
  Object.fromEntries(columns.map((column) => [column, { column }]))
