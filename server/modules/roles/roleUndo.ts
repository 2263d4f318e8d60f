import type { UndoKind } from '../changes/undoKind'

/**
 * Roles keep no history of their edits; a deleted role is kept to be restored with the staff who held
 * it (none, unless they were moved: a role in use is deleted only by moving its holders elsewhere,
 * where they stay).
 */
export const roleUndo: UndoKind = {
  kind: 'role',
  feature: 'roles',
  table: 'roles',
  fields: {},
  versioned: false,
  trash: {
    dependents: [{ table: 'internal_user_roles', column: 'role_id' }],
    label: (row) => String(row.name),
  },
}
