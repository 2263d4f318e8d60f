import type { ColumnType, Generated } from 'kysely'
import type { ViewState } from '../../../src/domain/savedViews'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'

/** A named state of one list (see 0032_saved_views), personal or shared with one role. */
export interface SavedViewsTable {
  id: Generated<string>
  list_key: string
  name: string
  state: Json<ViewState>
  owner_id: string
  shared_role_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

/** Each staff member's default view of a list. */
export interface SavedViewDefaultsTable {
  user_id: string
  list_key: string
  view_id: string
}

export interface SavedViewsTables {
  saved_views: SavedViewsTable
  saved_view_defaults: SavedViewDefaultsTable
}
