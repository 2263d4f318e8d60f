import { type Kysely, type RawBuilder, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * order_daily_counts counts each order per month as well as per day, and under its own type and under
 * '*' (any), as member_daily_counts does for members (0021). A tab's deep page then sums two dozen
 * months and reads the days of one or two, where it read and grouped two counter rows for each of
 * seven hundred days; the tab counts of all time sum 144 month rows instead of 8,760 day rows.
 * Rebuilt from the orders: the counts are derived data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update', 'truncate'])
    await sql`drop trigger ${sql.raw(`orders_counted_${trigger}`)} on orders`.execute(db)
  for (const fn of ['added', 'removed', 'changed', 'cleared'])
    await sql`drop function ${sql.raw(`order_counts_${fn}`)}()`.execute(db)
  await sql`drop table order_daily_counts`.execute(db)

  await sql`
    create table order_daily_counts (
      status text not null,
      -- An order type, or '*' for both.
      type text not null,
      -- 'day', or 'month' for the whole month that starts on day.
      span text not null check (span in ('day', 'month')),
      day date not null,
      n integer not null,
      primary key (status, type, span, day)
    )`.execute(db)

  // The rows of a transition table (or of orders) with their sign, per day and per month, under their
  // type and (rollup's null) under '*'.
  const counted = (rows: string, sign: string) => sql`
    select status, coalesce(type, '*') as type, s.span, s.day, sum(n) as n
    from (select status, type, (created_at at time zone 'UTC')::date as day, ${sql.raw(sign)} as n
          from ${sql.raw(rows)}) r
    cross join lateral (values ('day', r.day), ('month', date_trunc('month', r.day)::date)) s (span, day)
    group by s.span, s.day, status, rollup (type)`
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into order_daily_counts as c (status, type, span, day, n)
      select status, type, span, day, n from (${source}) g where n <> 0
      on conflict (status, type, span, day) do update set n = c.n + excluded.n`

  // Transition tables are visible only inside the trigger function itself, so each kind of statement
  // gets its own function. Every update fires one (a column list cannot go with transition tables):
  // old rows count -1 and new +1, so an edit that moves no order between groups writes nothing.
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('order_counts_added', upsert(counted('added', '1'))).execute(db)
  await functionOf('order_counts_removed', upsert(counted('removed', '-1'))).execute(db)
  await functionOf(
    'order_counts_changed',
    upsert(sql`
      select status, type, span, day, sum(n) as n from (
        ${counted('added', '1')} union all ${counted('removed', '-1')}
      ) delta group by 1, 2, 3, 4`),
  ).execute(db)
  await sql`
    create function order_counts_cleared() returns trigger language plpgsql as $$
    begin
      delete from order_daily_counts;
      return null;
    end $$`.execute(db)

  await sql`create trigger orders_counted_insert after insert on orders
    referencing new table as added for each statement execute function order_counts_added()`.execute(db)
  await sql`create trigger orders_counted_delete after delete on orders
    referencing old table as removed for each statement execute function order_counts_removed()`.execute(db)
  await sql`create trigger orders_counted_update after update on orders
    referencing old table as removed new table as added for each statement execute function order_counts_changed()`.execute(
    db,
  )
  await sql`create trigger orders_counted_truncate after truncate on orders
    for each statement execute function order_counts_cleared()`.execute(db)

  // The days holding a page's first and last rows of a tab, as member_days_around (0021) finds them
  // for members: positions counted from the newest order (0-based), each day with the orders after it
  // and the tab's total; only the one or two months holding a position are read day by day.
  await sql`
    create function order_days_around(p_status text, p_type text, p_offset bigint, p_limit bigint,
      p_newest_first boolean)
    returns table (seek_day date, seek_n integer, seek_newer bigint, seek_total bigint)
    language plpgsql stable as $$
    declare
      v_total bigint;
      v_first bigint;
      v_last bigint;
      v_newer bigint := 0;
      m record;
      d record;
    begin
      select coalesce(sum(c.n), 0) into v_total from order_daily_counts c
        where c.status = p_status and c.type = p_type and c.span = 'month';
      if p_offset >= v_total then return; end if;
      v_last := least(p_offset + p_limit, v_total) - 1;
      if p_newest_first then
        v_first := p_offset;
      else
        v_first := v_total - 1 - p_offset;
        v_last := v_total - 1 - v_last;
      end if;
      for m in select c.day, c.n from order_daily_counts c
          where c.status = p_status and c.type = p_type and c.span = 'month'
          order by c.day desc loop
        if (v_newer <= v_first and v_first < v_newer + m.n) or (v_newer <= v_last and v_last < v_newer + m.n) then
          for d in select c.day, c.n from order_daily_counts c
              where c.status = p_status and c.type = p_type and c.span = 'day'
                and c.day >= m.day and c.day < (m.day + interval '1 month')::date
              order by c.day desc loop
            if (v_newer <= v_first and v_first < v_newer + d.n) or (v_newer <= v_last and v_last < v_newer + d.n) then
              seek_day := d.day; seek_n := d.n; seek_newer := v_newer; seek_total := v_total;
              return next;
            end if;
            v_newer := v_newer + d.n;
          end loop;
        else
          v_newer := v_newer + m.n;
        end if;
        exit when v_newer > greatest(v_first, v_last);
      end loop;
    end $$`.execute(db)

  await sql`
    insert into order_daily_counts (status, type, span, day, n)
      ${counted('orders', '1')}`.execute(db)
}
