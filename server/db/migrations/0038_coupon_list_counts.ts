import { type Kysely, type RawBuilder, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The coupon list and a coupon's redeem history at any depth on 100,000 coupons.
 *
 * coupon_daily_counts counts coupons per status, discount category and UTC day of created_at, with '*'
 * for either filter left open (so a filter's days are one primary-key range, one row a day), kept by
 * statement-level triggers in the writer's transaction: the list's total is a sum of days rather than
 * a count of every coupon, and a page number by creation date becomes a seek to its day
 * (server/lib/lists/timeBuckets.ts), as the order and member lists do.
 *
 * coupon_redemption_amount_counts counts each coupon's redemptions (released or not, as the history
 * lists them) per whole baht of their discount, kept the same way: the total of a history filtered by
 * amount is a sum of those, and only the redemptions in the part of a baht at the filter's ends are
 * counted on the amount index.
 *
 * The history index carries the discount amount, so a page of the history filtered by amount steps
 * over the rows before it in the index alone, without reading each redemption; it replaces the
 * history index of 0026, which it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupon_daily_counts (
      status text not null,
      discount_category text not null,
      -- The UTC day of created_at.
      day date not null,
      n integer not null,
      primary key (status, discount_category, day)
    )`.execute(db)

  // Each coupon counts four times: under its status and category, each with the other open, and in '*'/'*'.
  const counted = (rows: string, sign: string) => sql`
    select s.status, k.discount_category, (r.created_at at time zone 'UTC')::date as day, ${sql.raw(sign)} as n
    from ${sql.raw(rows)} r
    cross join lateral (values (r.status), ('*')) s (status)
    cross join lateral (values (r.discount_category), ('*')) k (discount_category)`
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into coupon_daily_counts as c (status, discount_category, day, n)
      select status, discount_category, day, sum(n) from (${source}) d
      group by status, discount_category, day having sum(n) <> 0
      order by status, discount_category, day
      on conflict (status, discount_category, day) do update set n = c.n + excluded.n`
  // Transition tables are visible only in the trigger's own function: one function per statement kind.
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('coupon_days_added', upsert(counted('added', '1'))).execute(db)
  await functionOf('coupon_days_removed', upsert(counted('removed', '-1'))).execute(db)
  // Most updates of a coupon (an edit, a redemption counted in total_redeem) move it to no other day,
  // status or category: only the rows whose count key changed are counted again.
  await functionOf(
    'coupon_days_changed',
    upsert(sql`
      ${counted('(select a.* from added a join removed b on b.id = a.id where (a.status, a.discount_category, a.created_at) is distinct from (b.status, b.discount_category, b.created_at))', '1')}
      union all
      ${counted('(select b.* from removed b join added a on a.id = b.id where (a.status, a.discount_category, a.created_at) is distinct from (b.status, b.discount_category, b.created_at))', '-1')}`),
  ).execute(db)
  await sql`create trigger coupon_days_insert after insert on coupons
    referencing new table as added for each statement execute function coupon_days_added()`.execute(db)
  await sql`create trigger coupon_days_delete after delete on coupons
    referencing old table as removed for each statement execute function coupon_days_removed()`.execute(db)
  await sql`create trigger coupon_days_update after update on coupons
    referencing old table as removed new table as added for each statement
    execute function coupon_days_changed()`.execute(db)

  // The coupons written before this migration.
  await upsert(counted('coupons', '1')).execute(db)

  await countRedemptionAmounts(db)

  await sql`create index coupon_redemptions_history_amount_idx
    on coupon_redemptions (coupon_id, redeemed_at desc, id desc) include (discount_amount)`.execute(db)
  await sql`drop index coupon_redemptions_history_idx`.execute(db)
}

async function countRedemptionAmounts(db: Kysely<unknown>) {
  await sql`
    create table coupon_redemption_amount_counts (
      coupon_id uuid not null references coupons (id) on delete cascade,
      -- The whole baht of discount_amount: the amounts from it up to the next baht.
      amount_floor bigint not null,
      n integer not null,
      primary key (coupon_id, amount_floor)
    )`.execute(db)
  const counted = (rows: string, sign: string) => sql`
    select coupon_id, floor(discount_amount)::bigint as amount_floor, ${sql.raw(sign)} as n
    from ${sql.raw(rows)}`
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into coupon_redemption_amount_counts as c (coupon_id, amount_floor, n)
      select coupon_id, amount_floor, sum(n) from (${source}) d
      group by coupon_id, amount_floor having sum(n) <> 0
      order by coupon_id, amount_floor
      on conflict (coupon_id, amount_floor) do update set n = c.n + excluded.n`
  const functionOf = (name: string, body: RawBuilder<unknown>) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end $$`
  await functionOf('coupon_redemption_amounts_added', upsert(counted('added', '1'))).execute(db)
  await functionOf('coupon_redemption_amounts_removed', upsert(counted('removed', '-1'))).execute(db)
  await functionOf(
    'coupon_redemption_amounts_changed',
    upsert(sql`${counted('added', '1')} union all ${counted('removed', '-1')}`),
  ).execute(db)
  await sql`create trigger coupon_redemption_amounts_insert after insert on coupon_redemptions
    referencing new table as added for each statement execute function coupon_redemption_amounts_added()`.execute(
    db,
  )
  await sql`create trigger coupon_redemption_amounts_delete after delete on coupon_redemptions
    referencing old table as removed for each statement execute function coupon_redemption_amounts_removed()`.execute(
    db,
  )
  await sql`create trigger coupon_redemption_amounts_update after update on coupon_redemptions
    referencing old table as removed new table as added for each statement
    execute function coupon_redemption_amounts_changed()`.execute(db)
  // The redemptions written before this migration.
  await upsert(counted('coupon_redemptions', '1')).execute(db)
}
