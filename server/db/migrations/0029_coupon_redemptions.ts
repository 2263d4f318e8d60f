import { type Kysely, type RawBuilder, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The checkout's redemptions by service key, and a coupon's redeem history paged at any depth.
 *
 * coupon_redeem_requests keeps each redeem call's answer under its service key and idempotency key,
 * with a hash of its body: the same key again answers the same, the same key with another body is
 * refused. It is written in the redemption's own transaction, so a call counts once or not at all.
 *
 * coupon_redemption_daily_counts counts each coupon's redemptions (released or not, as the history
 * lists them) per UTC day, kept by triggers in the writer's transaction: a history page number becomes
 * a seek to its day (server/lib/lists/timeBuckets.ts), as the order list's does, and the total is a
 * sum of days rather than a count of every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupon_redeem_requests (
      service_key_id uuid not null references coupon_service_keys (id) on delete cascade,
      idempotency_key text not null,
      -- SHA-256 of the request's body as the contract read it.
      request_hash text not null,
      -- The answer given, to be given again.
      answer jsonb,
      redemption_id bigint references coupon_redemptions (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (service_key_id, idempotency_key)
    )`.execute(db)

  await sql`
    create table coupon_redemption_daily_counts (
      coupon_id uuid not null references coupons (id) on delete cascade,
      -- The UTC day of redeemed_at.
      day date not null,
      n integer not null,
      primary key (coupon_id, day)
    )`.execute(db)

  const counted = (rows: string, sign: string) => sql`
    select coupon_id, (redeemed_at at time zone 'UTC')::date as day, ${sql.raw(sign)} as n
    from ${sql.raw(rows)}`
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into coupon_redemption_daily_counts as c (coupon_id, day, n)
      select coupon_id, day, sum(n) from (${source}) d group by coupon_id, day having sum(n) <> 0
      on conflict (coupon_id, day) do update set n = c.n + excluded.n`
  // Transition tables are visible only in the trigger's own function: one function per statement kind.
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('coupon_redemption_days_added', upsert(counted('added', '1'))).execute(db)
  await functionOf('coupon_redemption_days_removed', upsert(counted('removed', '-1'))).execute(db)
  await functionOf(
    'coupon_redemption_days_changed',
    upsert(sql`${counted('added', '1')} union all ${counted('removed', '-1')}`),
  ).execute(db)
  await sql`create trigger coupon_redemption_days_insert after insert on coupon_redemptions
    referencing new table as added for each statement execute function coupon_redemption_days_added()`.execute(
    db,
  )
  await sql`create trigger coupon_redemption_days_delete after delete on coupon_redemptions
    referencing old table as removed for each statement execute function coupon_redemption_days_removed()`.execute(
    db,
  )
  await sql`create trigger coupon_redemption_days_update after update on coupon_redemptions
    referencing old table as removed new table as added for each statement
    execute function coupon_redemption_days_changed()`.execute(db)

  // The redemptions written before this migration.
  await upsert(counted('coupon_redemptions', '1')).execute(db)
}
