import { type Kysely, type RawBuilder, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The member list's deep pages seek through members per UTC day of joining instead of stepping over
 * every member before them (as the order list does with order_daily_counts). The list filters by any
 * combination of type, tier and status, so every member is counted under each of the 8 combinations of
 * its own values and '*' (any): a filter reads one row per day along the primary key, however many
 * combinations it leaves open. Each member is counted per month too, so a seek sums a few dozen months
 * and then the days of one or two, not a thousand days. Kept in the same transaction by statement-level
 * triggers, one aggregate upsert per statement (a COPY of a million members costs one upsert per
 * group, not one per row). n is an integer: its sums stay bigint, which window sums add quickly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_daily_counts (
      member_type text not null,
      tier text not null,
      status text not null,
      -- 'day', or 'month' for the whole month that starts on day.
      span text not null check (span in ('day', 'month')),
      day date not null,
      n integer not null,
      primary key (member_type, tier, status, span, day)
    )`.execute(db)

  // The rows of a transition table (or of members) with their sign, grouped into every combination:
  // cube() leaves a column null where the group is over all its values, stored as '*'.
  const counted = (rows: string, sign: string) => sql`
    select coalesce(member_type, '*') as member_type, coalesce(tier, '*') as tier,
      coalesce(status, '*') as status, s.span, s.day, sum(n) as n
    from (select member_type, tier, status, (created_at at time zone 'UTC')::date as day, ${sql.raw(sign)} as n
          from ${sql.raw(rows)}) r
    cross join lateral (values ('day', r.day), ('month', date_trunc('month', r.day)::date)) s (span, day)
    group by s.span, s.day, cube (member_type, tier, status)`
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into member_daily_counts as c (member_type, tier, status, span, day, n)
      select member_type, tier, status, span, day, n from (${source}) g where n <> 0
      on conflict (member_type, tier, status, span, day) do update set n = c.n + excluded.n`

  // Transition tables are visible only inside the trigger function itself, so each kind of statement
  // gets its own function. Every update fires one (a column list cannot go with transition tables):
  // old rows count -1 and new +1, so an edit that moves no member between groups writes nothing.
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('member_daily_counts_added', upsert(counted('added', '1'))).execute(db)
  await functionOf('member_daily_counts_removed', upsert(counted('removed', '-1'))).execute(db)
  await functionOf(
    'member_daily_counts_changed',
    upsert(sql`
      select member_type, tier, status, span, day, sum(n) as n from (
        ${counted('added', '1')} union all ${counted('removed', '-1')}
      ) delta group by 1, 2, 3, 4, 5`),
  ).execute(db)
  await sql`
    create function member_daily_counts_cleared() returns trigger language plpgsql as $$
    begin
      delete from member_daily_counts;
      return null;
    end $$`.execute(db)

  await sql`create trigger members_daily_counted_insert after insert on members
    referencing new table as added for each statement execute function member_daily_counts_added()`.execute(
    db,
  )
  await sql`create trigger members_daily_counted_delete after delete on members
    referencing old table as removed for each statement execute function member_daily_counts_removed()`.execute(
    db,
  )
  await sql`create trigger members_daily_counted_update after update on members
    referencing old table as removed new table as added for each statement execute function member_daily_counts_changed()`.execute(
    db,
  )
  await sql`create trigger members_daily_counted_truncate after truncate on members
    for each statement execute function member_daily_counts_cleared()`.execute(db)

  // The days holding a page's first and last rows, given as positions counted from the newest member
  // (0-based) of a filter ('*' for an open one), each with the members after it and the filter's
  // total: the months are walked newest first, and only the one or two holding a position read day
  // by day. A function, so the list asks once and its statements' plans are kept between calls: as
  // separate queries, planning them cost more than reading their few dozen rows.
  await sql`
    create function member_days_around(p_type text, p_tier text, p_status text, p_offset bigint,
      p_limit bigint, p_newest_first boolean)
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
      select coalesce(sum(c.n), 0) into v_total from member_daily_counts c
        where c.member_type = p_type and c.tier = p_tier and c.status = p_status and c.span = 'month';
      if p_offset >= v_total then return; end if;
      v_last := least(p_offset + p_limit, v_total) - 1;
      if p_newest_first then
        v_first := p_offset;
      else
        v_first := v_total - 1 - p_offset;
        v_last := v_total - 1 - v_last;
      end if;
      for m in select c.day, c.n from member_daily_counts c
          where c.member_type = p_type and c.tier = p_tier and c.status = p_status and c.span = 'month'
          order by c.day desc loop
        if (v_newer <= v_first and v_first < v_newer + m.n) or (v_newer <= v_last and v_last < v_newer + m.n) then
          for d in select c.day, c.n from member_daily_counts c
              where c.member_type = p_type and c.tier = p_tier and c.status = p_status and c.span = 'day'
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

  // The members that exist already, counted once.
  await sql`
    insert into member_daily_counts (member_type, tier, status, span, day, n)
      ${counted('members', '1')}`.execute(db)
}
