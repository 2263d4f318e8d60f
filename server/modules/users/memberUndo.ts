import type { UndoKind } from '../changes/undoKind'
import { MEMBER_COLUMNS } from './memberUpdate'

/**
 * Undo of member edits: each of the member's own fields goes back as it was; addresses do not (the
 * history keeps them as lines of text, not as the rows they were). Members are never deleted here.
 */
export const memberUndo: UndoKind = {
  kind: 'member',
  feature: 'users',
  table: 'members',
  history: { table: 'member_history', recordColumn: 'member_id', actorKind: true },
  fields: {
    ...Object.fromEntries(Object.entries(MEMBER_COLUMNS).map(([field, column]) => [field, { column }])),
    addresses: { notRevertible: 'changes.why_not.kept_as_text' },
  },
  versioned: true,
}
