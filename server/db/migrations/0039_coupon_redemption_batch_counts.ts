import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * What a coupon's limits count for several members at once: the checkout's redemptions of one coupon
 * that arrive together are judged in one transaction, under one hold of the coupon's lock. Per member:
 * its live redemptions in the user limit's window, the members of its sponsor who redeemed (and whether
 * it is one of them, so a batch can keep the count running), and when it last redeemed the chain
 * coupon. As in 0037, which this replaces: with `p_lock` the coupon's row is locked first, and each
 * statement of the function reads what was committed when it starts, so the counts after the lock see
 * the redemptions that held it before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function coupon_redemption_batch_counts(
      p_coupon_id uuid, p_lock boolean,
      p_coupon_from timestamptz, p_coupon_to timestamptz,
      p_member_ids uuid[], p_member_from timestamptz, p_member_to timestamptz,
      p_sponsor_ids uuid[], p_chain_code text
    ) returns table (coupon_version integer, total_redeem integer, coupon_count bigint, member_id uuid,
      member_count bigint, sponsor_count bigint, sponsor_has_member boolean, chain_redeemed_at timestamptz)
    language plpgsql volatile
    -- Planned once per connection: the statements' shape never changes, and planning them afresh at
    -- every call cost more than running them.
    set plan_cache_mode = force_generic_plan
    as $$
    declare
      v_version integer;
      v_total integer;
      v_coupon bigint := 0;
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
      return query
        select v_version, v_total, v_coupon, m.member_id,
          case when p_member_from is null then 0::bigint else (
            select count(*) from coupon_redemptions r
            where r.coupon_id = p_coupon_id and r.member_id = m.member_id and r.released_at is null
              and r.redeemed_at >= p_member_from and r.redeemed_at < p_member_to) end,
          case when m.sponsor_id is null then 0::bigint else (
            select count(distinct r.member_id) from coupon_redemptions r
            where r.coupon_id = p_coupon_id and r.sponsor_id = m.sponsor_id and r.released_at is null) end,
          m.sponsor_id is not null and exists (
            select from coupon_redemptions r
            where r.coupon_id = p_coupon_id and r.sponsor_id = m.sponsor_id and r.member_id = m.member_id
              and r.released_at is null),
          case when p_chain_code is null then null::timestamptz else (
            select max(r.redeemed_at) from coupon_redemptions r join coupons c on c.id = r.coupon_id
            where c.code = p_chain_code and r.member_id = m.member_id and r.released_at is null) end
        from unnest(p_member_ids, p_sponsor_ids) as m (member_id, sponsor_id);
    end $$`.execute(db)
  await sql`drop function coupon_redemption_counts(uuid, boolean, timestamptz, timestamptz, uuid,
    timestamptz, timestamptz, uuid, text)`.execute(db)
}
