import type { Generated } from 'kysely'
import type { IssueKind, IssueState } from '../../../src/domain/dashboard'
import type { CreatedAt } from '../../db/columns'

/** 'day', or 'month' for the whole Bangkok month that starts on day. */
type Span = 'day' | 'month'

/** Orders per Bangkok day and month, country, currency, type and status, with their total_price summed. */
export interface OrderSalesDailyTable {
  country: string
  currency: string
  type: string
  status: string
  span: Span
  /** 'YYYY-MM-DD': the Bangkok day, or the first of the month. */
  day: string
  n: number
  /** The exact sum of total_price in currency, as the database's numeric text. */
  sales: string
}

/** Members per Bangkok day and month of joining, country and member type. */
export interface MemberJoinsDailyTable {
  country: string
  member_type: string
  span: Span
  day: string
  n: number
}

/** Sign-ins of the access history per Bangkok day and month, kind, member's country and device kind. */
export interface SignInsDailyTable {
  actor_kind: 'internal' | 'member'
  /** '*' for staff and for a member not found. */
  country: string
  /** A device type of src/domain/devices.ts, or 'unknown'. */
  device_type: string
  span: Span
  day: string
  n: number
}

/** A problem of the issue report (migration 0028_b). */
export interface OperationalIssuesTable {
  id: Generated<string>
  kind: IssueKind
  record_kind: 'order' | 'pushNotification' | 'exportTicket' | 'upload'
  record_id: string
  record_label: string
  detail: string | null
  since: Date
  state: Generated<IssueState>
  acknowledged_by: string | null
  acknowledged_at: Date | null
  resolved_by: string | null
  resolved_at: Date | null
  version: Generated<number>
  created_at: CreatedAt
}

/** The roll-ups behind the home dashboard and platform statistics (migration 0028). */
export interface HomeTables {
  order_sales_daily: OrderSalesDailyTable
  member_joins_daily: MemberJoinsDailyTable
  sign_ins_daily: SignInsDailyTable
  operational_issues: OperationalIssuesTable
}
