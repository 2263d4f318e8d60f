import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A sending is written when its notification is claimed ('sending') and finished once Firebase has
  // answered, so a process that stops in between leaves a trace another process can finish.
  await sql`alter table push_notification_sendings drop constraint push_notification_sendings_outcome_check`.execute(
    db,
  )
  await sql`
    alter table push_notification_sendings add constraint push_notification_sendings_outcome_check
      check (outcome in ('sending', 'sent', 'failed', 'pushOff'))`.execute(db)
  // Every loop round asks for the sendings left unfinished: only those few rows are indexed.
  await sql`create index push_notification_sendings_unfinished_idx on push_notification_sendings (sent_at) where outcome = 'sending'`.execute(
    db,
  )
  // Record search finds push notifications by the start of their topic in either language (pushNotifications.search.ts).
  await sql`create index push_notifications_topic_en_prefix_idx on push_notifications (lower(topic ->> 'en') text_pattern_ops)`.execute(
    db,
  )
  await sql`create index push_notifications_topic_th_prefix_idx on push_notifications ((topic ->> 'th') text_pattern_ops)`.execute(
    db,
  )
}
