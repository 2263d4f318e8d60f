import type { Generated } from 'kysely'
import type { ClientColumns, CreatedAt, Timestamp } from '../../db/columns'

/** 'preview': a read-only view as a role or a staff member (server/modules/previewSessions). */
export type SessionKind = 'access' | 'pending2fa' | 'verify' | 'preview'

export interface SessionsTable extends ClientColumns {
  id: Generated<string>
  user_id: string
  kind: SessionKind
  expires_at: Timestamp
  revoked_at: Date | null
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

/** Calls per key and window: the per-address limits of x-rate-limit and the lockouts of sign-in and codes. */
export interface RateLimitsTable {
  key: string
  window_start: Timestamp
  count: number
  expires_at: Timestamp
}

export interface AuthTables {
  sessions: SessionsTable
  recovery_codes: RecoveryCodesTable
  rate_limits: RateLimitsTable
}
