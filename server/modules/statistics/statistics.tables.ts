import type { ColumnType, Generated } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { ClientColumns, CreatedAt, Device, Json } from '../../db/columns'

export interface AccessHistoryTable extends ClientColumns {
  id: Generated<string>
  actor_kind: 'internal' | 'member'
  user_id: string
  /** 'view-as': a staff member opened a preview of a role or of another member (viewed_as names it). */
  event: 'sign-in' | 'sign-out' | 'view-as'
  viewed_as: ColumnType<string | null, string | null | undefined, string | null>
  /** The member's business id (members only). */
  member_code: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
}

/** Rows of access_history per kind and UTC day, kept by triggers, for exact totals without a full count. */
export interface AccessHistoryDailyCountsTable {
  actor_kind: 'internal' | 'member'
  /** 'YYYY-MM-DD'. */
  day: string
  n: number
}

export interface DataExportHistoryTable {
  id: Generated<string>
  /** Null once the staff member is deleted; the name and e-mail at the time stay. */
  user_id: string | null
  exported_by_name: string
  exported_by_email: string
  exported_data: string
  format: Generated<'csv'>
  range_start: Date | null
  range_end: Date | null
  filters: ColumnType<Record<string, string>, string | undefined, string>
  /** Rows written; null while the export runs or when it was cut off. */
  row_count: number | null
  completed_at: Date | null
  os: string | null
  device: Device
  ip: string | null
  exported_at: CreatedAt
}

export type ExportOutcome = 'completed' | 'failed' | 'cancelled'

/** A single-use link to download one export natively, and the progress of that download. */
export interface ExportTicketsTable {
  id: Generated<string>
  /** SHA-256 of the secret in the link (hex). */
  secret_hash: string
  session_id: string
  user_id: string
  /** The export operation the link opens, and its query parameters exactly as the link carries them. */
  operation_id: string
  params: Json<Record<string, string>>
  /** The language of the file's header and of the link's error messages. */
  lang: Language
  file_name: string
  total_rows: number
  rows_written: Generated<number>
  expires_at: Date
  used_at: Date | null
  cancel_requested_at: Date | null
  outcome: ExportOutcome | null
  finished_at: Date | null
  /**
   * Set when the download starts and renewed while its process streams it: a running ticket whose lease
   * has run out belongs to a process that stopped, and counts as failed.
   */
  lease_expires_at: Date | null
  created_at: CreatedAt
}

export interface StatisticsTables {
  access_history: AccessHistoryTable
  access_history_daily_counts: AccessHistoryDailyCountsTable
  data_export_history: DataExportHistoryTable
  export_tickets: ExportTicketsTable
}
