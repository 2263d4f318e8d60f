import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * Two update triggers joined their old and new transition tables on id. A trigger function's plan is
 * made at its first run on a connection and kept: made for an update of a few rows, it joins by
 * reading one transition table through once per row of the other, and a later update of tens of
 * thousands of rows (a seed, a bulk change) then reads it as often, for many minutes. Both now read
 * each transition table once, whatever plan they keep.
 *
 * - coupon_days_changed (0038) counts every new row +1 and every old row -1 under their keys: a coupon
 *   whose status, category and day did not change nets zero, and only keys whose sum is not zero are
 *   written, as before.
 * - orders_cancelled_release_coupons (0026) takes the orders cancelled now as those cancelled after the
 *   update and not before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each coupon counts four times: under its status and category, each with the other open, and in '*'/'*'.
  const counted = (rows: 'added' | 'removed', sign: '1' | '-1') => `
    select s.status, k.discount_category, (r.created_at at time zone 'UTC')::date as day, ${sign} as n
    from ${rows} r
    cross join lateral (values (r.status), ('*')) s (status)
    cross join lateral (values (r.discount_category), ('*')) k (discount_category)`
  await sql`
    create or replace function coupon_days_changed() returns trigger language plpgsql as $$
    begin
      insert into coupon_daily_counts as c (status, discount_category, day, n)
        select status, discount_category, day, sum(n) from (
          ${sql.raw(counted('added', '1'))}
          union all
          ${sql.raw(counted('removed', '-1'))}
        ) d
        group by status, discount_category, day having sum(n) <> 0
        order by status, discount_category, day
        on conflict (status, discount_category, day) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db)

  await sql`
    create or replace function orders_cancelled_release_coupons() returns trigger language plpgsql as $$
    begin
      update coupon_redemptions r set released_at = now()
        from (
          select id from added where status = 'cancel_refund'
          except
          select id from removed where status = 'cancel_refund'
        ) cancelled
        where r.order_id = cancelled.id and r.released_at is null;
      return null;
    end $$`.execute(db)
}
