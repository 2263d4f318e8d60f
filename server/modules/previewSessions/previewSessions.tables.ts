import type { PermissionMap } from '../../../src/domain/permissions'
import type { CreatedAt, Json } from '../../db/columns'

/** A preview session's own facts, beside its row in sessions (kind 'preview'). */
export interface PreviewSessionsTable {
  session_id: string
  /** The session of the staff member viewing: the preview ends with it. */
  viewer_session_id: string
  /** The role whose edits are previewed (null for a role not saved yet, or a staff member's view). */
  role_id: string | null
  /** The staff member whose view it is (super admins only). */
  staff_id: string | null
  /** Whose view it is, as the banner and the access history name it. */
  label: string
  /** What was asked for; what is shown is its intersection with the viewer's own, read per request. */
  full_access: boolean
  permissions: Json<PermissionMap>
  created_at: CreatedAt
}

export interface PreviewSessionsTables {
  preview_sessions: PreviewSessionsTable
}
