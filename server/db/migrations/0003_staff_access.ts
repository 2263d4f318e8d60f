import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A secret waiting for its first valid code: the active one keeps working until the switch.
  await sql`alter table internal_users add column totp_pending_secret text`.execute(db)

  // Searches match the start of a first name, last name, full name or e-mail, case-insensitively;
  // text_pattern_ops lets LIKE 'term%' use the index whatever the database collation.
  await sql`create index internal_users_first_name_search_idx on internal_users (lower(first_name) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index internal_users_last_name_search_idx on internal_users (lower(last_name) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index internal_users_full_name_search_idx on internal_users (lower(first_name || ' ' || last_name) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index internal_users_email_search_idx on internal_users (lower(email) text_pattern_ops)`.execute(
    db,
  )

  await sql`create unique index roles_name_key on roles (lower(name))`.execute(db)
  await sql`create index roles_name_search_idx on roles (lower(name) text_pattern_ops)`.execute(db)
  await sql`create index roles_status_created_at_idx on roles (status, created_at desc, id)`.execute(db)

  // Members sign in through another application; their business id is kept beside the row so the
  // history can be searched by it without a members table.
  await sql`alter table access_history add column member_code text`.execute(db)
  // Lists and exports walk the newest first with (created_at, id) as a keyset: the index must have
  // both columns in that direction.
  await sql`drop index access_history_kind_created_idx`.execute(db)
  await sql`create index access_history_kind_recent_idx on access_history (actor_kind, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index access_history_kind_ip_idx on access_history (actor_kind, ip text_pattern_ops)`.execute(
    db,
  )
  await sql`create index access_history_member_code_idx on access_history (actor_kind, lower(member_code) text_pattern_ops) where member_code is not null`.execute(
    db,
  )

  // Exact totals without counting a million rows per page: rows per kind and UTC day, kept by
  // statement-level triggers (one aggregate per statement, however many rows it inserts). A total is
  // the sum of the whole days in the range plus an index count of the partial days at its ends.
  await sql`
    create table access_history_daily_counts (
      actor_kind text not null,
      day date not null,
      n bigint not null,
      primary key (actor_kind, day)
    )`.execute(db)
  await sql`
    create function access_history_count_added() returns trigger language plpgsql as $$
    begin
      insert into access_history_daily_counts as c (actor_kind, day, n)
        select actor_kind, (created_at at time zone 'UTC')::date, count(*) from added group by 1, 2
        on conflict (actor_kind, day) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db)
  await sql`
    create function access_history_count_removed() returns trigger language plpgsql as $$
    begin
      update access_history_daily_counts c set n = c.n - r.n
        from (select actor_kind, (created_at at time zone 'UTC')::date as day, count(*) as n from removed group by 1, 2) r
        where c.actor_kind = r.actor_kind and c.day = r.day;
      return null;
    end $$`.execute(db)
  await sql`create trigger access_history_counted_insert after insert on access_history
    referencing new table as added for each statement execute function access_history_count_added()`.execute(
    db,
  )
  await sql`create trigger access_history_counted_delete after delete on access_history
    referencing old table as removed for each statement execute function access_history_count_removed()`.execute(
    db,
  )
  // History rows are not meant to change, but if kind or time ever do, the counts follow.
  await sql`create trigger access_history_counted_update_old after update on access_history
    referencing old table as removed for each statement execute function access_history_count_removed()`.execute(
    db,
  )
  await sql`create trigger access_history_counted_update_new after update on access_history
    referencing new table as added for each statement execute function access_history_count_added()`.execute(
    db,
  )
  await sql`
    insert into access_history_daily_counts (actor_kind, day, n)
    select actor_kind, (created_at at time zone 'UTC')::date, count(*) from access_history group by 1, 2`.execute(
    db,
  )

  await sql`
    create table data_export_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references internal_users (id) on delete set null,
      exported_by_name text not null,
      exported_by_email text not null,
      exported_data text not null,
      format text not null default 'csv' check (format in ('csv')),
      range_start timestamptz,
      range_end timestamptz,
      filters jsonb not null default '{}'::jsonb,
      row_count integer,
      completed_at timestamptz,
      os text,
      device text,
      ip text,
      exported_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index data_export_history_recent_idx on data_export_history (exported_at desc, id desc)`.execute(
    db,
  )
  await sql`create index data_export_history_user_idx on data_export_history (user_id, exported_at desc, id desc)`.execute(
    db,
  )
  await sql`create index data_export_history_name_search_idx on data_export_history (lower(exported_by_name) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index data_export_history_email_search_idx on data_export_history (lower(exported_by_email) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index data_export_history_data_idx on data_export_history (exported_data, exported_at desc, id desc)`.execute(
    db,
  )
}
