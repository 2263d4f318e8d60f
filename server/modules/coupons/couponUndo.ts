import type { UndoKind } from '../changes/undoKind'

/**
 * Coupons keep no history of their edits (their history is of redemptions), so none is reverted; a
 * deleted coupon (only one never redeemed can be deleted) is kept to be restored, unless its code is
 * taken meanwhile.
 */
export const couponUndo: UndoKind = {
  kind: 'coupon',
  feature: 'coupons',
  table: 'coupons',
  fields: {},
  versioned: true,
  trash: { dependents: [], label: (row) => String(row.code) },
}
