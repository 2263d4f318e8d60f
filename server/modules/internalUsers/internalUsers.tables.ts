import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Timestamp } from '../../db/columns'

export type UserStatus = 'active' | 'inactive' | 'terminate'

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

/** The roles a staff member holds. */
export interface InternalUserRolesTable {
  user_id: string
  role_id: string
  created_at: CreatedAt
}

export interface InternalUsersTables {
  internal_users: InternalUsersTable
  internal_user_roles: InternalUserRolesTable
}
