import type { Generated } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import type {
  PushChannel,
  PushOutcome,
  PushStatus,
  PushTarget,
  PushType,
} from '../../../src/domain/pushNotifications'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'

export interface PushNotificationsTable {
  id: Generated<string>
  topic: Json<Bilingual>
  message: Json<Bilingual>
  target: PushTarget
  channel: PushChannel
  type: PushType
  status: PushStatus
  send_at: Timestamp
  /** Set once, when a server process claims it to send: it is never sent again. */
  sent_at: Timestamp | null
  version: Generated<number>
  created_by: string | null
  created_at: CreatedAt
  updated_at: Generated<Date>
}

/** How one sending went, recorded by the process that claimed the notification. */
export interface PushNotificationSendingsTable {
  id: Generated<string>
  push_notification_id: string
  /** When the attempt began, and once finished when Firebase answered (its timeout counts from the start). */
  sent_at: Generated<Date>
  outcome: PushOutcome
  reason: string | null
  /** Staff whose bell got it; null where Firebase's topic alone reached members (their count is not known). */
  recipients: number | null
}

export interface PushNotificationsTables {
  push_notifications: PushNotificationsTable
  push_notification_sendings: PushNotificationSendingsTable
}
