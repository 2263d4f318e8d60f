import type { ColumnType, Generated } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import type { NotificationCategory, NotificationType } from '../../../src/domain/notifications'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'

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

/** Notifications per category ('all' for every one) and UTC day of publication, kept by triggers. */
export interface NotificationDailyCountsTable {
  category: NotificationCategory | 'all'
  /** 'YYYY-MM-DD'. */
  day: string
  n: ColumnType<string, number, number>
}

/** Notifications per category ('all' for every one), kept by triggers: the bell's totals in one row. */
export interface NotificationTotalsTable {
  category: NotificationCategory | 'all'
  n: ColumnType<string, number, number>
}

/** How many notifications each staff member has marked read, kept by triggers on notification_reads. */
export interface NotificationReadCountsTable {
  user_id: string
  n: ColumnType<string, number, number>
}

export interface NotificationsTables {
  notifications: NotificationsTable
  notification_reads: NotificationReadsTable
  notification_daily_counts: NotificationDailyCountsTable
  notification_totals: NotificationTotalsTable
  notification_read_counts: NotificationReadCountsTable
}
