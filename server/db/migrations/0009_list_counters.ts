import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The bell's totals and its pages at depth come from counters kept by statement-level triggers in
  // the same transaction as the rows: per category (and 'all') and UTC day of the publish date, the
  // same per category alone, and each staff member's number of read marks. Unread = all - read,
  // because every mark points at an existing notification (the foreign key cascades).
  await sql`
    create table notification_daily_counts (
      category text not null,
      day date not null,
      n bigint not null,
      primary key (category, day)
    )`.execute(db)
  await sql`create table notification_totals (category text primary key, n bigint not null)`.execute(db)
  await sql`
    create table notification_read_counts (
      user_id uuid primary key references internal_users (id) on delete cascade,
      n bigint not null
    )`.execute(db)

  // Transition tables are visible only inside the trigger function itself, so each direction gets
  // its own function, written from one template.
  const countNotifications = (name: string, rows: 'added' | 'removed', sign: 1 | -1) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      insert into notification_daily_counts as c (category, day, n)
        select g.category, g.day, ${sql.raw(String(sign))} * count(*) from (
          select category, (publish_date at time zone 'UTC')::date as day from ${sql.raw(rows)}
          union all select 'all', (publish_date at time zone 'UTC')::date from ${sql.raw(rows)}
        ) g group by 1, 2 order by 1, 2
        on conflict (category, day) do update set n = c.n + excluded.n;
      insert into notification_totals as c (category, n)
        select g.category, ${sql.raw(String(sign))} * count(*) from (
          select category from ${sql.raw(rows)} union all select 'all' from ${sql.raw(rows)}
        ) g group by 1 order by 1
        on conflict (category) do update set n = c.n + excluded.n;
      return null;
    end $$`
  await countNotifications('notifications_counted_added', 'added', 1).execute(db)
  await countNotifications('notifications_counted_removed', 'removed', -1).execute(db)
  await sql`create trigger notifications_counted_insert after insert on notifications
    referencing new table as added for each statement execute function notifications_counted_added()`.execute(
    db,
  )
  await sql`create trigger notifications_counted_delete after delete on notifications
    referencing old table as removed for each statement execute function notifications_counted_removed()`.execute(
    db,
  )
  await sql`create trigger notifications_counted_update_old after update on notifications
    referencing old table as removed for each statement execute function notifications_counted_removed()`.execute(
    db,
  )
  await sql`create trigger notifications_counted_update_new after update on notifications
    referencing new table as added for each statement execute function notifications_counted_added()`.execute(
    db,
  )

  await sql`
    create function notification_reads_counted_added() returns trigger language plpgsql as $$
    begin
      insert into notification_read_counts as c (user_id, n)
        select user_id, count(*) from added group by 1 order by 1
        on conflict (user_id) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db)
  await sql`
    create function notification_reads_counted_removed() returns trigger language plpgsql as $$
    begin
      update notification_read_counts c set n = c.n - r.n
        from (select user_id, count(*) as n from removed group by 1) r
        where c.user_id = r.user_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger notification_reads_counted_insert after insert on notification_reads
    referencing new table as added for each statement execute function notification_reads_counted_added()`.execute(
    db,
  )
  await sql`create trigger notification_reads_counted_delete after delete on notification_reads
    referencing old table as removed for each statement execute function notification_reads_counted_removed()`.execute(
    db,
  )

  // What exists already, counted once.
  await sql`
    insert into notification_daily_counts (category, day, n)
    select category, day, count(*) from (
      select category, (publish_date at time zone 'UTC')::date as day from notifications
      union all select 'all', (publish_date at time zone 'UTC')::date from notifications
    ) g group by 1, 2`.execute(db)
  await sql`
    insert into notification_totals (category, n)
    select category, count(*) from (select category from notifications union all select 'all' from notifications) g
    group by 1`.execute(db)
  await sql`
    insert into notification_read_counts (user_id, n)
    select user_id, count(*) from notification_reads group by 1`.execute(db)
}
