import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What staff write to be pushed at a time; `sent_at` is set once, by the process that claims it.
  await sql`
    create table push_notifications (
      id uuid primary key default gen_random_uuid(),
      topic jsonb not null
        check ((jsonb_typeof(topic -> 'en') = 'string' and jsonb_typeof(topic -> 'th') = 'string') is true),
      message jsonb not null
        check ((jsonb_typeof(message -> 'en') = 'string' and jsonb_typeof(message -> 'th') = 'string') is true),
      target text not null check (target in ('users', 'internalUsers')),
      channel text not null check (channel in ('webApp', 'mobileApp')),
      type text not null check (type in ('news', 'notice', 'promotion')),
      status text not null default 'active' check (status in ('active', 'inactive')),
      send_at timestamptz not null,
      sent_at timestamptz,
      version integer not null default 1,
      created_by uuid references internal_users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  // The scheduler's question, "what is due next", reads only the rows still to be sent.
  await sql`create index push_notifications_due_idx on push_notifications (send_at) where status = 'active' and sent_at is null`.execute(
    db,
  )
  await sql`create index push_notifications_created_at_idx on push_notifications (created_at desc, id)`.execute(
    db,
  )
  await sql`create index push_notifications_send_at_idx on push_notifications (send_at desc, id)`.execute(db)

  await sql`
    create table push_notification_sendings (
      id uuid primary key default gen_random_uuid(),
      push_notification_id uuid not null references push_notifications (id) on delete cascade,
      sent_at timestamptz not null default now(),
      outcome text not null check (outcome in ('sent', 'failed', 'pushOff')),
      reason text,
      recipients integer check (recipients >= 0)
    )`.execute(db)
  await sql`create index push_notification_sendings_notification_idx on push_notification_sendings (push_notification_id, sent_at desc)`.execute(
    db,
  )

  // Staff's own announcements reach the bell too, as a third kind beside members and payments.
  await sql`alter table notifications drop constraint notifications_type_check`.execute(db)
  await sql`
    alter table notifications add constraint notifications_type_check
      check (type in ('REGISTER', 'PAYMENT', 'ANNOUNCEMENT'))`.execute(db)
}
