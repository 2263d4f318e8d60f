import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { Bilingual } from '../../src/domain/constants'
import type { ClientDevice } from '../../src/domain/devices'
import type { NotificationCategory, NotificationType } from '../../src/domain/notifications'
import type { PermissionMap } from '../../src/domain/permissions'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
/** jsonb: written as JSON text, read as the object. */
type Json<T> = ColumnType<T, string, string>
type Device = ColumnType<ClientDevice | null, string | null | undefined, string | null>

export type SessionKind = 'access' | 'pending2fa' | 'verify'
export type UserStatus = 'active' | 'inactive' | 'terminate'

export interface RolesTable {
  id: Generated<string>
  name: string
  status: Generated<'active' | 'inactive'>
  full_access: Generated<boolean>
  permissions: ColumnType<PermissionMap, string, string>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface InternalUsersTable {
  id: Generated<string>
  email: string
  password_hash: string
  first_name: string
  last_name: string
  job_title: string | null
  phone_code: string | null
  phone_number: string | null
  citizenship: string | null
  gender: string | null
  /** Read as 'YYYY-MM-DD' text (the drivers are told not to turn dates into Date objects). */
  date_of_birth: string | null
  status: Generated<UserStatus>
  avatar_key: string | null
  totp_secret: string | null
  totp_enabled: Generated<boolean>
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>
  last_sign_in_at: Date | null
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface InternalUserRolesTable {
  user_id: string
  role_id: string
  created_at: CreatedAt
}

export interface SessionsTable {
  id: Generated<string>
  user_id: string
  kind: SessionKind
  expires_at: Timestamp
  revoked_at: Date | null
  os: string | null
  device: Device
  ip: string | null
  reported_os: string | null
  reported_ip: string | null
  created_at: CreatedAt
}

export interface RecoveryCodesTable {
  id: Generated<string>
  user_id: string
  code_hash: string
  expires_at: Timestamp
  attempts: Generated<number>
  used_at: Date | null
  created_at: CreatedAt
}

export interface AccessHistoryTable {
  id: Generated<string>
  actor_kind: 'internal' | 'member'
  user_id: string
  event: 'sign-in' | 'sign-out'
  /** The member's business id (members only). */
  member_code: ColumnType<string | null, string | null | undefined, string | null>
  os: string | null
  device: Device
  ip: string | null
  reported_os: string | null
  reported_ip: string | null
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

export interface RateLimitsTable {
  key: string
  window_start: Timestamp
  count: number
  expires_at: Timestamp
}

export interface NotificationsTable {
  id: Generated<string>
  seq: ColumnType<number, never, never>
  topic: Json<Bilingual>
  detail: Json<Bilingual>
  type: NotificationType
  category: NotificationCategory
  publish_date: Timestamp
  created_at: CreatedAt
}

/** A staff member has read a notification: read state is per staff member, not per notification. */
export interface NotificationReadsTable {
  user_id: string
  notification_id: string
  read_at: CreatedAt
}

export interface Database {
  roles: RolesTable
  internal_users: InternalUsersTable
  internal_user_roles: InternalUserRolesTable
  sessions: SessionsTable
  recovery_codes: RecoveryCodesTable
  access_history: AccessHistoryTable
  access_history_daily_counts: AccessHistoryDailyCountsTable
  data_export_history: DataExportHistoryTable
  rate_limits: RateLimitsTable
  notifications: NotificationsTable
  notification_reads: NotificationReadsTable
}

export type InternalUserRow = Selectable<InternalUsersTable>
export type NewInternalUser = Insertable<InternalUsersTable>
export type InternalUserUpdate = Updateable<InternalUsersTable>
export type SessionRow = Selectable<SessionsTable>
