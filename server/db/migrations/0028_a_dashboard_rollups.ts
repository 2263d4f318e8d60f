import { type Kysely, type RawBuilder, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/** The platform's day: figures are per day in Bangkok (UTC+7), not per UTC day as the list counters. */
const BANGKOK_DAY = (column: string) => `(${column} at time zone 'Asia/Bangkok')::date`

/**
 * The home dashboard's and platform statistics' figures on any range without reading the orders, members
 * or sign-ins themselves: per Bangkok day and per Bangkok month (span), counts and the orders' exact
 * total_price summed in their own currency (never across currencies: country and currency are part of
 * every key). Kept by statement-level triggers in the same transaction as each change, one aggregate
 * upsert per statement, as order_daily_counts (0022) and member_daily_counts (0021) are: a COPY of a
 * million orders costs one upsert per group. A range reads the month rows of its whole months and the
 * day rows of the days around them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_sales_daily (
      country text not null,
      currency text not null,
      type text not null,
      status text not null,
      -- 'day', or 'month' for the whole Bangkok month that starts on day.
      span text not null check (span in ('day', 'month')),
      day date not null,
      n integer not null,
      -- The sum of total_price, exact, in currency.
      sales numeric(18, 2) not null,
      primary key (country, span, day, type, status, currency)
    )`.execute(db)
  await sql`
    create table member_joins_daily (
      country text not null,
      member_type text not null,
      span text not null check (span in ('day', 'month')),
      day date not null,
      n integer not null,
      primary key (country, span, day, member_type)
    )`.execute(db)
  await sql`
    create table sign_ins_daily (
      actor_kind text not null,
      -- The member's country when the sign-in was recorded; '*' for staff and for a member not found.
      country text not null,
      -- The device's kind as the access history keeps it, 'unknown' when it named none.
      device_type text not null,
      span text not null check (span in ('day', 'month')),
      day date not null,
      n integer not null,
      primary key (country, actor_kind, span, day, device_type)
    )`.execute(db)

  await rolledUp(db, {
    table: 'order_sales_daily',
    source: 'orders',
    prefix: 'order_sales',
    keys: ['country', 'currency', 'type', 'status'],
    counted: (rows, sign) => sql`
      select country, currency, type, status, ${sql.raw(BANGKOK_DAY('created_at'))} as day,
        ${sql.raw(sign)} as n, ${sql.raw(sign)} * total_price as sales from ${sql.raw(rows)}`,
    sums: ['n', 'sales'],
  })
  await rolledUp(db, {
    table: 'member_joins_daily',
    source: 'members',
    prefix: 'member_joins',
    keys: ['country', 'member_type'],
    counted: (rows, sign) => sql`
      select country, member_type, ${sql.raw(BANGKOK_DAY('created_at'))} as day, ${sql.raw(sign)} as n
      from ${sql.raw(rows)}`,
    sums: ['n'],
  })
  // A sign-in's country is its member's at the time the row is written (or removed): history rows are
  // written once and only removed by retention, so the two agree unless a member moved in between.
  await rolledUp(db, {
    table: 'sign_ins_daily',
    source: 'access_history',
    prefix: 'sign_ins',
    keys: ['actor_kind', 'country', 'device_type'],
    counted: (rows, sign) => sql`
      select h.actor_kind, coalesce(m.country, '*') as country,
        coalesce(h.device ->> 'type', 'unknown') as device_type,
        ${sql.raw(BANGKOK_DAY('h.created_at'))} as day, ${sql.raw(sign)} as n
      from ${sql.raw(rows)} h left join members m on h.actor_kind = 'member' and m.id = h.user_id
      where h.event = 'sign-in'`,
    sums: ['n'],
  })
}

interface RollUp {
  table: string
  /** The table whose rows are counted. */
  source: string
  /** Names its trigger functions and triggers. */
  prefix: string
  /** The grouping columns besides span and day. */
  keys: string[]
  /** The rows of a transition table (or of the source) with their keys, Bangkok day and signed sums. */
  counted: (rows: string, sign: string) => RawBuilder<unknown>
  /** The summed columns, n first. */
  sums: string[]
}

/** A roll-up's trigger functions, its four triggers and its backfill from the rows already there. */
async function rolledUp(db: Kysely<unknown>, rollUp: RollUp): Promise<void> {
  const { table, source, prefix, keys, counted, sums } = rollUp
  const keyList = keys.join(', ')
  const sumList = sums.map((column) => `sum(${column}) as ${column}`).join(', ')
  const grouped = (rows: string, sign: string) => sql`
    select ${sql.raw(keyList)}, s.span, s.day, ${sql.raw(sumList)}
    from (${counted(rows, sign)}) r
    cross join lateral (values ('day', r.day), ('month', date_trunc('month', r.day)::date)) s (span, day)
    group by ${sql.raw(keyList)}, s.span, s.day`
  const columns = `${keyList}, span, day, ${sums.join(', ')}`
  const changed = sums.map((column) => `${column} <> 0`).join(' or ')
  const adds = sums.map((column) => `${column} = c.${column} + excluded.${column}`).join(', ')
  const upsert = (from: RawBuilder<unknown>) => sql`
    insert into ${sql.raw(table)} as c (${sql.raw(columns)})
      select ${sql.raw(columns)} from (${from}) g where ${sql.raw(changed)}
      on conflict (${sql.raw(`${keyList}, span, day`)}) do update set ${sql.raw(adds)}`

  // Transition tables are visible only inside the trigger function, so each kind of statement has its
  // own; an update takes its old rows away and adds its new ones, and writes nothing when no group moved.
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(`${prefix}_${name}`)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('added', upsert(grouped('added', '1'))).execute(db)
  await functionOf('removed', upsert(grouped('removed', '-1'))).execute(db)
  await functionOf(
    'changed',
    upsert(sql`
      select ${sql.raw(keyList)}, span, day, ${sql.raw(sumList)} from (
        ${grouped('added', '1')} union all ${grouped('removed', '-1')}
      ) delta group by ${sql.raw(keyList)}, span, day`),
  ).execute(db)
  await functionOf('cleared', sql.raw(`delete from ${table}`)).execute(db)

  const trigger = (event: string, referencing: string, fn: string) =>
    sql.raw(`create trigger ${prefix}_${event} after ${event} on ${source}
      ${referencing} for each statement execute function ${prefix}_${fn}()`)
  await trigger('insert', 'referencing new table as added', 'added').execute(db)
  await trigger('delete', 'referencing old table as removed', 'removed').execute(db)
  await trigger('update', 'referencing old table as removed new table as added', 'changed').execute(db)
  await trigger('truncate', '', 'cleared').execute(db)

  await sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) ${grouped(source, '1')}`.execute(db)
}
