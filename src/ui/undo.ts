import { ApiError } from '../api/apiError'
import { type ChangeKind, listChanges, restoreDeleted, revertChange } from '../api/changes'
import { addToastAction, SCREEN_TOAST_DURATION_MS, showToast, type ToastMessage } from '../stores/toasts'

/** How long the toast after an update or a delete offers Undo (and Ctrl+Z undoes it). */
export const UNDO_WINDOW_MS = 10_000

const UNDO_LABEL = 'ui:undo.undo'

/** What the Undo button runs: the server's undo, then "Undone", or the server's refusal (409 names why). */
const undoing = (undo: () => Promise<void>, onUndone?: () => void) => (): void => {
  undo().then(
    () => {
      showToast({ key: 'ui:undo.undone' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onUndone?.()
    },
    (error: unknown) =>
      showToast(error instanceof ApiError ? { text: error.message } : { key: 'ui:undo.failed' }, 'error', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      }),
  )
}

/**
 * After a delete: "Deleted · Undo" for 10 seconds (Ctrl+Z while it shows); undo brings the record back
 * with its dependents. `result` is the delete's answer; without a `deletedRecordId` (an area that keeps
 * no deletions) the toast only says it is done.
 */
export function offerUndoDelete(
  result: { deletedRecordId?: string } | undefined,
  message: ToastMessage = { key: 'ui:undo.deleted' },
  onRestored?: () => void,
): void {
  const id = result?.deletedRecordId
  if (!id) {
    showToast(message, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    return
  }
  showToast(message, 'success', {
    durationMs: UNDO_WINDOW_MS,
    action: { labelKey: UNDO_LABEL, run: undoing(() => restoreDeleted(id), onRestored) },
  })
}

/**
 * After an update: when the record's newest change is the staff member's own (the one just saved), the
 * "Saved" toast gets Undo for 10 seconds, which reverts that change. A later change by someone else
 * means there is nothing of theirs to take back at once: no Undo then.
 */
export async function offerUndoChange(kind: ChangeKind, recordId: string): Promise<void> {
  const newest = await listChanges(kind, recordId).then(
    (entries) => entries[0],
    () => undefined,
  )
  if (!newest?.byCaller || !newest.revertible) return
  const action = { labelKey: UNDO_LABEL, run: undoing(() => revertChange(kind, recordId, newest.id)) }
  if (!addToastAction(action, UNDO_WINDOW_MS))
    showToast({ key: 'ui:undo.saved' }, 'success', { durationMs: UNDO_WINDOW_MS, action })
}
