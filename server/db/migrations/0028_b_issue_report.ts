import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The issue report: operational problems staff should act on, one row per problem and record, raised
 * where the problem is written (push sendings, export downloads, payment results in an order's history:
 * by triggers in the same transaction; uploads refused by the server: by the upload check) or found by
 * a sweep (orders stuck in a status, which only the passing of time makes a problem). A problem raised
 * again while it is open or acknowledged stays one row; once resolved, a new occurrence opens it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operational_issues (
      id uuid primary key default gen_random_uuid(),
      kind text not null
        check (kind in ('order_stuck', 'payment_failed', 'push_failed', 'export_failed', 'upload_rejected')),
      -- The record it concerns: an order, a push notification, an export ticket or an uploaded object.
      record_kind text not null check (record_kind in ('order', 'pushNotification', 'exportTicket', 'upload')),
      record_id text not null,
      -- What a reader recognises it by: an order number, a topic, a file name, an object key.
      record_label text not null,
      -- The status an order is stuck in, or the reason given for a failure (names, never sentences).
      detail text,
      since timestamptz not null,
      state text not null default 'open' check (state in ('open', 'acknowledged', 'resolved')),
      acknowledged_by uuid references internal_users (id) on delete set null,
      acknowledged_at timestamptz,
      resolved_by uuid references internal_users (id) on delete set null,
      resolved_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      unique (kind, record_id)
    )`.execute(db)
  // The report: newest problem first within a state filter, with (since, id) as the keyset.
  await sql`create index operational_issues_state_since_idx on operational_issues (state, since desc, id desc)`.execute(
    db,
  )
  await sql`create index operational_issues_since_idx on operational_issues (since desc, id desc)`.execute(db)

  // Raises (or opens again) the issues of a statement's rows in one upsert.
  const raise = (name: string, source: string) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      insert into operational_issues as i (kind, record_kind, record_id, record_label, detail, since)
        ${sql.raw(source)}
      on conflict (kind, record_id) do update set
        state = 'open', since = excluded.since, detail = excluded.detail, version = i.version + 1,
        acknowledged_by = null, acknowledged_at = null, resolved_by = null, resolved_at = null
        where i.state = 'resolved';
      return null;
    end $$`
  await raise(
    'operational_issues_push_failed',
    `select distinct on (s.push_notification_id) 'push_failed', 'pushNotification', s.push_notification_id::text,
       coalesce(p.topic ->> 'en', p.topic ->> 'th'), s.reason, s.sent_at
     from added s join push_notifications p on p.id = s.push_notification_id
     where s.outcome = 'failed' order by s.push_notification_id, s.sent_at desc`,
  ).execute(db)
  await raise(
    'operational_issues_export_failed',
    `select 'export_failed', 'exportTicket', t.id::text, t.file_name, t.operation_id, coalesce(t.finished_at, now())
     from added t where t.outcome = 'failed'`,
  ).execute(db)
  await raise(
    'operational_issues_payment_failed',
    `select distinct on (h.order_id) 'payment_failed', 'order', h.order_id::text, o.order_number,
       h.changes ->> 'reason', h.created_at
     from added h join orders o on o.id = h.order_id
     where h.action = 'payment_failed' order by h.order_id, h.created_at desc`,
  ).execute(db)
  for (const [table, fn, events] of [
    ['push_notification_sendings', 'operational_issues_push_failed', ['insert', 'update']],
    ['export_tickets', 'operational_issues_export_failed', ['insert', 'update']],
    ['order_history', 'operational_issues_payment_failed', ['insert']],
  ] as const)
    for (const event of events)
      await sql
        .raw(`create trigger ${fn}_${event} after ${event} on ${table}
          referencing new table as added for each statement execute function ${fn}()`)
        .execute(db)
}
