import { sql, type Transaction } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import type { NotificationCategory, NotificationType } from '../../../src/domain/notifications'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import type { Database } from '../../db/schema'
import { NOTIFICATIONS_CHANNEL, type NotificationEvent } from './notificationEvents'

export interface NewNotification {
  /** In every language: each staff member reads it in their own (the `lang` of their calls). */
  topic: Bilingual
  detail: Bilingual
  type: NotificationType
  category: NotificationCategory
  /** Back-dates demo data; real events leave it out and get the moment of publishing. */
  publishDate?: Date
}

export interface PublishedNotification extends NewNotification {
  id: string
  publishDate: Date
}

/** Tells every server process listening on the database; inside a transaction it is sent at commit. */
export async function notifyNotificationEvent(db: Db | Transaction<Database>, event: NotificationEvent) {
  await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(event)})`.execute(db)
}

/**
 * The one way a notification reaches staff: the event that causes it (a member registering, an order
 * being paid) calls this with its own transaction, so the notification exists exactly when the event
 * commits, and the NOTIFY that moves every open bell fires only then (never for a rolled-back event).
 */
export async function publishNotification(
  db: Db | Transaction<Database>,
  notification: NewNotification,
): Promise<PublishedNotification> {
  const publish = async (trx: Db | Transaction<Database>) => {
    const row = await trx
      .insertInto('notifications')
      .values({
        topic: JSON.stringify(notification.topic),
        detail: JSON.stringify(notification.detail),
        type: notification.type,
        category: notification.category,
        // The clock, not the transaction's start: several notifications of one transaction keep their order.
        publish_date: notification.publishDate ?? sql<Date>`clock_timestamp()`,
      })
      .returning(['id', 'publish_date'])
      .executeTakeFirstOrThrow()
    await notifyNotificationEvent(trx, { kind: 'published', id: row.id })
    return { ...notification, id: row.id, publishDate: row.publish_date }
  }
  return inTransaction(db, publish)
}
