import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per broadcast to staff; who has read it lives in notification_reads, per staff member.
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      -- Orders notifications published within the same clock tick (PGlite's clock ticks in milliseconds).
      seq bigint generated always as identity,
      topic text not null,
      detail text not null,
      type text not null check (type in ('REGISTER', 'PAYMENT')),
      category text not null check (category in ('News', 'Notice', 'Promotion')),
      publish_date timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db)
  // The bell's list, newest first, with and without a category filter.
  await sql`create index notifications_publish_date_idx on notifications (publish_date desc, seq desc)`.execute(
    db,
  )
  await sql`create index notifications_category_publish_date_idx on notifications (category, publish_date desc, seq desc)`.execute(
    db,
  )

  await sql`
    create table notification_reads (
      user_id uuid not null references internal_users (id) on delete cascade,
      notification_id uuid not null references notifications (id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (user_id, notification_id)
    )`.execute(db)
  // The primary key answers "has this staff member read it" (list state, unread count);
  // this one lets a deleted notification cascade without scanning every staff member's marks.
  await sql`create index notification_reads_notification_idx on notification_reads (notification_id)`.execute(
    db,
  )
}
