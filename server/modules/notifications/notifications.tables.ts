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

export interface NotificationsTables {
  notifications: NotificationsTable
  notification_reads: NotificationReadsTable
}
