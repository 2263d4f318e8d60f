// Scale coupons (`npm run seed -- --coupons N`): N coupons made set-based in the database, codes unique
// per seed, every rule type in turn with its parameters, and redemptions spread over the orders already
// generated, written as the orders' coupons (order_coupons) so the redemptions, totalRedeem and the
// orders agree by the same triggers as any other writer's (0026, 0029).
import { sql } from 'kysely'
import { RULE_TYPES } from '../../../src/domain/coupons/couponOptions'
import type { Db } from '../../db/database'

export interface ScaleCouponsPlan {
  count: number
  seed: number
  asOf: Date
}

/** The code of scale coupon `n` (from 1): the most used one is n = 1. */
export const scaleCouponCode = (seed: number, n: number) => `SC${seed}-${String(n).padStart(7, '0')}`

/** Writes the coupons; answers how many there are. Chain rules chain to the coupon before. */
export async function loadScaleCoupons(db: Db, plan: ScaleCouponsPlan): Promise<number> {
  const prefix = `SC${plan.seed}-`
  const rules = sql.val([...RULE_TYPES])
  await sql`
    insert into coupons (code, name, description, status, discount_category, discount_type, discount_amount,
      discount_percentage, cap_at, redeem_start_at, redeem_end_at,
      coupon_limit_unlimited, coupon_limit_frequency, coupon_limit_amount,
      user_limit_unlimited, user_limit_frequency, user_limit_amount,
      applicable_type, condition_types, chain_to_coupon, join_date_period_start, join_date_period_end,
      minimum_purchase_amount, order_type, member_tiers, member_types, promote_period_start, promote_period_end,
      join_date_last_rd, chain_date_last_rd, limit_per_sponsor_member, created_at, updated_at)
    select code, name, '', case when n % 10 = 9 then 'inactive' else 'active' end,
      case when n % 7 = 0 then 'Shipping Fee' else 'Product Price' end,
      case when n % 2 = 0 then 'Percentage Discount' else 'Fix Amount Discount' end,
      case when n % 2 = 0 then null else 20 + n % 9 * 10 end,
      case when n % 2 = 0 then 5 + n % 4 * 5 end,
      case when n % 2 = 0 then 300 end,
      start_at, start_at + interval '90 days',
      n % 3 = 0, (array['Per Day', 'Per Month', 'Per Coupon'])[1 + n % 3], case when n % 3 <> 0 then 1000000 end,
      n % 4 = 0, (array['Per Day', 'Per Month', 'Per Coupon'])[1 + n / 3 % 3], case when n % 4 <> 0 then 1 + n % 5 end,
      'All Products',
      case when rule in ('Last Redeemable Day from Chain Coupon Redeem Date') and n > 1
        then array['Chain to Coupon', rule] when rule like '%Chain%' and n = 1 then '{}'::text[] else array[rule] end,
      case when rule like '%Chain%' and n > 1 then ${prefix} || lpad((n - 1)::text, 7, '0') end,
      case when rule = 'Join Date Period' then start_at - interval '2 years' end,
      case when rule = 'Join Date Period' then start_at end,
      case when rule = 'Minimum Purchase Amount' then 500 end,
      case when rule = 'Order Type' then (array['ALL', 'ROC', 'BMC'])[1 + n % 3] end,
      case when rule = 'Member Tier' then array['gold', 'platinum'] else '{}'::text[] end,
      case when rule = 'Member Type' then array['SCM_BUSINESS'] else '{}'::text[] end,
      case when rule = 'Promote Period' then start_at end,
      case when rule = 'Promote Period' then start_at + interval '30 days' end,
      case when rule = 'Last Redeemable Day from Join Date' then 30 end,
      case when rule = 'Last Redeemable Day from Chain Coupon Redeem Date' then 14 end,
      case when rule = 'Limit Per Sponsor Member' then 3 end,
      ${plan.asOf}::timestamptz - n * interval '1 minute', ${plan.asOf}::timestamptz - n * interval '1 minute'
    from (
      select n, ${prefix} || lpad(n::text, 7, '0') as code,
        (array['Songkran', 'Member day', 'Payday', 'Flash sale', 'Welcome', 'Birthday'])[1 + n % 6]
          || ' ' || n as name,
        (${rules}::text[])[1 + n % ${RULE_TYPES.length}] as rule,
        date_trunc('day', ${plan.asOf}::timestamptz) - (n % 365) * interval '1 day' as start_at
      from generate_series(1, ${plan.count}::int) n
    ) g
    on conflict (code) do nothing`.execute(db)
  return plan.count
}

/**
 * Gives `share` of the orders that have no coupon yet one of the scale coupons: half of them the most
 * used coupon (n = 1), the rest spread evenly. Answers how many orders got one.
 */
export async function redeemScaleCouponsOnOrders(
  db: Db,
  plan: ScaleCouponsPlan,
  share = 0.4,
): Promise<number> {
  if (plan.count === 0) return 0
  const percent = Math.round(share * 100)
  // The coupons (and often the orders) were only just written: until autovacuum analyses them, the
  // planner may take them for empty and join by scanning every coupon once per order.
  await sql`analyze orders, order_coupons, coupons`.execute(db)
  const result = await sql`
    insert into order_coupons (order_id, coupon_code, coupon_name, discount_category, discount_amount)
    select o.id, c.code, c.name, c.discount_category, coalesce(c.discount_amount, 30)
    from (select id, abs(hashtext(id::text || ${String(plan.seed)})) as h from orders) o
    join coupons c on c.code = ${`SC${plan.seed}-`}
      || lpad((case when o.h / 100 % 2 = 0 then 1 else 1 + o.h / 200 % ${plan.count}::int end)::text, 7, '0')
    where o.h % 100 < ${percent}
      and not exists (select 1 from order_coupons x where x.order_id = o.id)`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
