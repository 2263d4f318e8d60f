import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * What a coupon's limits count, in one call: its live redemptions in the coupon limit's window, the
 * member's in the user limit's window, the members of the member's sponsor, and when the member last
 * redeemed the chain coupon. A window left null is not counted (a Per Coupon coupon limit reads the
 * coupon's kept total instead); the sponsor and the chain code likewise.
 *
 * With `p_lock`, the coupon's row is locked first (the checkout's redemption). Each statement of a
 * PL/pgSQL function reads what was committed when it starts, so the counts taken after the lock see the
 * redemption that held it: one round trip while the row is held, where separate statements took two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function coupon_redemption_counts(
      p_coupon_id uuid, p_lock boolean,
      p_coupon_from timestamptz, p_coupon_to timestamptz,
      p_member_id uuid, p_member_from timestamptz, p_member_to timestamptz,
      p_sponsor_id uuid, p_chain_code text
    ) returns table (coupon_version integer, total_redeem integer, coupon_count bigint,
      member_count bigint, sponsor_count bigint, chain_redeemed_at timestamptz)
    language plpgsql volatile as $$
    declare
      v_version integer;
      v_total integer;
      v_coupon bigint := 0;
      v_member bigint := 0;
      v_sponsor bigint := 0;
      v_chain timestamptz;
    begin
      if p_lock then
        select c.version, c.total_redeem into v_version, v_total from coupons c where c.id = p_coupon_id for update;
      else
        select c.version, c.total_redeem into v_version, v_total from coupons c where c.id = p_coupon_id;
      end if;
      if p_coupon_from is not null then
        select count(*) into v_coupon from coupon_redemptions r
          where r.coupon_id = p_coupon_id and r.released_at is null
            and r.redeemed_at >= p_coupon_from and r.redeemed_at < p_coupon_to;
      end if;
      if p_member_from is not null then
        select count(*) into v_member from coupon_redemptions r
          where r.coupon_id = p_coupon_id and r.member_id = p_member_id and r.released_at is null
            and r.redeemed_at >= p_member_from and r.redeemed_at < p_member_to;
      end if;
      if p_sponsor_id is not null then
        select count(distinct r.member_id) into v_sponsor from coupon_redemptions r
          where r.coupon_id = p_coupon_id and r.sponsor_id = p_sponsor_id and r.released_at is null;
      end if;
      if p_chain_code is not null then
        select max(r.redeemed_at) into v_chain from coupon_redemptions r join coupons c on c.id = r.coupon_id
          where c.code = p_chain_code and r.member_id = p_member_id and r.released_at is null;
      end if;
      return query select v_version, v_total, v_coupon, v_member, v_sponsor, v_chain;
    end $$`.execute(db)
}
