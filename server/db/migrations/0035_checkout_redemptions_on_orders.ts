import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * An order written with a coupon the checkout has already redeemed for it (a live redemption of that
 * coupon whose order_reference is the order's number) takes that redemption as its own instead of
 * counting a second one: the redemption is linked to the order (and released with it if the order is
 * already cancelled). Only the order's other coupons become new redemptions, as before (0026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function order_coupons_redeemed() returns trigger language plpgsql as $$
    begin
      insert into coupons (code, name, discount_category, discount_type, discount_amount,
          redeem_start_at, redeem_end_at)
        select upper(a.coupon_code), min(a.coupon_name), min(a.discount_category), 'Fix Amount Discount',
          greatest(max(a.discount_amount), 1), min(o.created_at), max(o.created_at) + interval '1 year'
        from added a join orders o on o.id = a.order_id
        group by upper(a.coupon_code)
        on conflict (code) do nothing;
      update coupon_redemptions r
        set order_id = o.id,
          released_at = case when o.status = 'cancel_refund' then coalesce(r.released_at, o.updated_at)
            else r.released_at end
        from added a
        join orders o on o.id = a.order_id
        join coupons c on c.code = upper(a.coupon_code)
        where r.coupon_id = c.id and r.order_id is null and r.released_at is null
          and r.order_reference = o.order_number;
      insert into coupon_redemptions (coupon_id, order_id, member_id, sponsor_id, discount_category,
          discount_amount, redeemed_at, released_at)
        select c.id, a.order_id, o.member_id, m.sponsor_id, a.discount_category, a.discount_amount,
          o.created_at, case when o.status = 'cancel_refund' then o.updated_at end
        from added a
        join orders o on o.id = a.order_id
        join coupons c on c.code = upper(a.coupon_code)
        left join members m on m.id = o.member_id
        where not exists (
          select 1 from coupon_redemptions r where r.order_id = a.order_id and r.coupon_id = c.id);
      return null;
    end $$`.execute(db)
}
