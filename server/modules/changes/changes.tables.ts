import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Json } from '../../db/columns'

/** One table's rows as a delete removed them (each row as the jsonb of the whole row). */
export interface DeletedRows {
  table: string
  rows: Record<string, unknown>[]
}

/** What a delete removed, kept to be restored for DELETED_RECORDS_KEPT_DAYS (see 0033_undo). */
export interface DeletedRecordsTable {
  id: Generated<string>
  kind: string
  record_id: string
  label: ColumnType<string, string | undefined, string>
  rows: Json<DeletedRows[]>
  actor_id: string | null
  actor_name: string
  deleted_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, Date | string>
  restored_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  restored_by: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ChangesTables {
  deleted_records: DeletedRecordsTable
}
