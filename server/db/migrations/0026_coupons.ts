import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
const CATEGORIES = list(['Product Price', 'Shipping Fee', 'Subscription Fee', 'Subscription Renewal Fee'])
const FREQUENCIES = list(['Per Day', 'Per Month', 'Per Coupon'])
const SCOPES = list([
  'All Category',
  'Select Category',
  'All Products',
  'All promotion products',
  'Select promotion products',
  'Select product',
  'All plan',
  'Select plan',
])

/**
 * Coupons with their rules, scope, lists and limits; their redemptions; the service keys the checkout
 * redeems with. The orders' coupons (order_coupons, 0008) become redemptions of real coupons: a coupon
 * is made for each code they name, and every later order coupon is a redemption by trigger, so the
 * history, `total_redeem` and the orders agree however rows are written (the API, the seed's COPY).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupons (
      id uuid primary key default gen_random_uuid(),
      code text not null check (code = upper(code) and code <> ''),
      name text not null,
      description text not null default '',
      status text not null default 'active' check (status in ('active', 'inactive')),
      location_base text not null default 'TH',
      discount_category text not null default 'Product Price' check (discount_category in (${CATEGORIES})),
      discount_type text not null default 'Fix Amount Discount'
        check (discount_type in ('Fix Amount Discount', 'Percentage Discount')),
      discount_amount numeric(14, 2) check (discount_amount > 0),
      discount_percentage numeric(5, 2) check (discount_percentage > 0 and discount_percentage <= 100),
      cap_at numeric(14, 2) check (cap_at > 0),
      redeem_start_at timestamptz not null,
      redeem_end_at timestamptz not null,
      coupon_limit_unlimited boolean not null default true,
      coupon_limit_frequency text not null default 'Per Day' check (coupon_limit_frequency in (${FREQUENCIES})),
      coupon_limit_amount integer check (coupon_limit_amount > 0),
      user_limit_unlimited boolean not null default true,
      user_limit_frequency text not null default 'Per Day' check (user_limit_frequency in (${FREQUENCIES})),
      user_limit_amount integer check (user_limit_amount > 0),
      is_all_product_categories boolean not null default true,
      -- Ids of product categories, products or plans (member types), as the scope names them.
      product_categories text[] not null default '{}',
      applicable_type text not null default 'All Products' check (applicable_type in (${SCOPES})),
      applicable_list_type text not null default 'Applicable List'
        check (applicable_list_type in ('Applicable List', 'Exempt List')),
      applicable_list text[] not null default '{}',
      -- The rule types chosen, and each one's parameters.
      condition_types text[] not null default '{}',
      chain_to_coupon text,
      join_date_period_start timestamptz,
      join_date_period_end timestamptz,
      minimum_purchase_amount numeric(14, 2),
      order_type text check (order_type in ('ALL', 'ROC', 'BMC')),
      member_tiers text[] not null default '{}',
      member_types text[] not null default '{}',
      promote_period_start timestamptz,
      promote_period_end timestamptz,
      join_date_last_rd integer,
      chain_date_last_rd integer,
      limit_per_sponsor_member integer,
      -- Redemptions not released, kept by the redemptions' triggers below.
      total_redeem integer not null default 0 check (total_redeem >= 0),
      -- Ever redeemed, released or not: a coupon once used is kept for its history.
      ever_redeemed boolean not null default false,
      version integer not null default 1,
      created_by uuid references internal_users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint coupons_period check (redeem_end_at > redeem_start_at)
    )`.execute(db)
  await sql`create unique index coupons_code_key on coupons (code)`.execute(db)
  await sql`create index coupons_code_search_idx on coupons (code text_pattern_ops)`.execute(db)
  await sql`create index coupons_name_search_idx on coupons (lower(name) text_pattern_ops)`.execute(db)
  await sql`create index coupons_recent_idx on coupons (created_at desc, id desc)`.execute(db)
  await sql`create index coupons_status_recent_idx on coupons (status, created_at desc, id desc)`.execute(db)
  await sql`create index coupons_category_recent_idx on coupons (discount_category, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index coupons_redeem_start_idx on coupons (redeem_start_at desc, id desc)`.execute(db)

  await sql`
    create table coupon_service_keys (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      -- SHA-256 of the key, which is shown once when made and never kept.
      key_hash text not null unique,
      key_prefix text not null,
      created_by uuid references internal_users (id) on delete set null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db)

  await sql`
    create table coupon_redemptions (
      id bigint generated by default as identity primary key,
      coupon_id uuid not null references coupons (id) on delete restrict,
      order_id uuid references orders (id) on delete cascade,
      -- The checkout's own order reference, when the order is not (yet) in the orders table.
      order_reference text,
      member_id uuid references members (id) on delete set null,
      -- The member's sponsor at the redemption: the limit per sponsor member counts by it.
      sponsor_id uuid,
      discount_category text not null,
      discount_amount numeric(14, 2) not null check (discount_amount >= 0),
      redeemed_at timestamptz not null default now(),
      released_at timestamptz,
      service_key_id uuid references coupon_service_keys (id) on delete set null,
      idempotency_key text,
      -- The redeem operation's answer, given again for the same idempotency key.
      answer jsonb
    )`.execute(db)
  await sql`create unique index coupon_redemptions_idempotency_key on coupon_redemptions (idempotency_key)
    where idempotency_key is not null`.execute(db)
  // The limits count live redemptions in a window: of the coupon, of a member, of a sponsor's members.
  await sql`create index coupon_redemptions_live_idx on coupon_redemptions (coupon_id, redeemed_at)
    where released_at is null`.execute(db)
  await sql`create index coupon_redemptions_member_idx on coupon_redemptions (coupon_id, member_id, redeemed_at)
    where released_at is null`.execute(db)
  await sql`create index coupon_redemptions_sponsor_idx on coupon_redemptions (coupon_id, sponsor_id)
    where released_at is null`.execute(db)
  // The redeem history: one coupon's orders, newest first, or by amount.
  await sql`create index coupon_redemptions_history_idx on coupon_redemptions (coupon_id, redeemed_at desc, id desc)`.execute(
    db,
  )
  await sql`create index coupon_redemptions_amount_idx on coupon_redemptions (coupon_id, discount_amount, redeemed_at desc, id desc)`.execute(
    db,
  )
  await sql`create index coupon_redemptions_order_idx on coupon_redemptions (order_id)`.execute(db)

  await countRedemptions(db)
  await redeemOrderCoupons(db)
}

/** coupons.total_redeem and ever_redeemed follow the redemptions, per statement, whoever writes them. */
async function countRedemptions(db: Kysely<unknown>) {
  await sql`
    create function coupon_redemptions_counted() returns trigger language plpgsql as $$
    begin
      update coupons c set total_redeem = c.total_redeem + d.n, ever_redeemed = true
        from (select coupon_id, sum(n) as n from (
          select coupon_id, 1 as n from added where released_at is null
          union all
          select coupon_id, -1 from removed where released_at is null
        ) delta group by coupon_id having sum(n) <> 0) d
        where c.id = d.coupon_id;
      return null;
    end $$`.execute(db)
  await sql`create function coupon_redemptions_added() returns trigger language plpgsql as $$
    begin
      update coupons c set total_redeem = c.total_redeem + d.n, ever_redeemed = true
        from (select coupon_id, count(*) filter (where released_at is null) as n from added group by coupon_id) d
        where c.id = d.coupon_id;
      return null;
    end $$`.execute(db)
  await sql`create function coupon_redemptions_removed() returns trigger language plpgsql as $$
    begin
      update coupons c set total_redeem = c.total_redeem - d.n
        from (select coupon_id, count(*) as n from removed where released_at is null group by coupon_id) d
        where c.id = d.coupon_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger coupon_redemptions_counted_insert after insert on coupon_redemptions
    referencing new table as added for each statement execute function coupon_redemptions_added()`.execute(db)
  await sql`create trigger coupon_redemptions_counted_update after update on coupon_redemptions
    referencing old table as removed new table as added for each statement execute function coupon_redemptions_counted()`.execute(
    db,
  )
  await sql`create trigger coupon_redemptions_counted_delete after delete on coupon_redemptions
    referencing old table as removed for each statement execute function coupon_redemptions_removed()`.execute(
    db,
  )
}

/**
 * An order's coupon is a redemption of the coupon of that code, made when the order coupon is written;
 * a code no coupon has yet gets one (as the order names it: its name, category and a fixed discount), so
 * a data folder from before coupons, and any writer of orders, keep the two in step. Cancelling the order
 * releases its redemptions.
 */
async function redeemOrderCoupons(db: Kysely<unknown>) {
  await sql`
    create function order_coupons_redeemed() returns trigger language plpgsql as $$
    begin
      insert into coupons (code, name, discount_category, discount_type, discount_amount,
          redeem_start_at, redeem_end_at)
        select upper(a.coupon_code), min(a.coupon_name), min(a.discount_category), 'Fix Amount Discount',
          greatest(max(a.discount_amount), 1), min(o.created_at), max(o.created_at) + interval '1 year'
        from added a join orders o on o.id = a.order_id
        group by upper(a.coupon_code)
        on conflict (code) do nothing;
      insert into coupon_redemptions (coupon_id, order_id, member_id, sponsor_id, discount_category,
          discount_amount, redeemed_at, released_at)
        select c.id, a.order_id, o.member_id, m.sponsor_id, a.discount_category, a.discount_amount,
          o.created_at, case when o.status = 'cancel_refund' then o.updated_at end
        from added a
        join orders o on o.id = a.order_id
        join coupons c on c.code = upper(a.coupon_code)
        left join members m on m.id = o.member_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger order_coupons_redeemed_insert after insert on order_coupons
    referencing new table as added for each statement execute function order_coupons_redeemed()`.execute(db)
  await sql`
    create function orders_cancelled_release_coupons() returns trigger language plpgsql as $$
    begin
      update coupon_redemptions r set released_at = now()
        from added a join removed b on b.id = a.id
        where r.order_id = a.id and r.released_at is null
          and a.status = 'cancel_refund' and b.status <> 'cancel_refund';
      return null;
    end $$`.execute(db)
  await sql`create trigger orders_cancelled_release_coupons after update on orders
    referencing old table as removed new table as added for each statement
    execute function orders_cancelled_release_coupons()`.execute(db)
  // The orders written before this migration: their coupons become redemptions the same way, by
  // writing them again.
  await sql`create temporary table order_coupons_before as select * from order_coupons`.execute(db)
  await sql`delete from order_coupons`.execute(db)
  await sql`insert into order_coupons select * from order_coupons_before`.execute(db)
  await sql`drop table order_coupons_before`.execute(db)
}
