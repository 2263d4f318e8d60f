import type { UndoKind } from '../changes/undoKind'

/**
 * Product history keeps the media list as storage keys only (not their file types or the upload's
 * checks), so a media change is shown but not reverted: the media editor puts pictures back.
 */
export const productUndo: UndoKind = {
  kind: 'product',
  feature: 'inventory',
  table: 'products',
  history: { table: 'product_history', recordColumn: 'product_id' },
  fields: { media: { notRevertible: 'changes.why_not.media' } },
  versioned: true,
}
