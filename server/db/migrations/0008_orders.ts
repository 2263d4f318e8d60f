import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

const STATUSES = sql.raw(`'to_pay', 'to_ship', 'to_receive', 'to_review', 'cancel_refund', 'complete'`)

/** Orders with their lines, tracking, coupons and history, and the per-day counts the list's tabs show. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      order_number text not null,
      member_id uuid references members (id) on delete set null,
      -- The buyer as at the order, kept on the row so the list searches and shows one table.
      buyer_member_code text not null,
      buyer_first_name_th text,
      buyer_last_name_th text,
      buyer_first_name_en text,
      buyer_last_name_en text,
      buyer_phone_code text not null,
      buyer_phone_number text not null,
      country text not null,
      currency text not null,
      status text not null check (status in (${STATUSES})),
      type text not null check (type in ('ROC', 'BMC')),
      payment_method text not null check (payment_method in ('promptpay', 'credit_card', 'bank_transfer')),
      -- Amounts in the order's currency; total_price = total_product_price + shipping_fees + taxes - discount.
      total_product_price numeric(14, 2) not null,
      shipping_fees numeric(14, 2) not null default 0,
      taxes numeric(14, 2) not null default 0,
      discount numeric(14, 2) not null default 0,
      total_price numeric(14, 2) not null,
      total_pv numeric(12, 2) not null default 0,
      total_quantity integer not null,
      courier_name text,
      tracking_number text,
      -- { branch, code, country, province, phoneCode, phoneNumbers, address, addressEng } for a pickup order.
      pickup_address jsonb,
      -- { firstName, lastName, phoneCode, phoneNumber, country, postalCode, province, provinceEng, district,
      --   districtEng, subDistrict, subDistrictEng, address } as at the order.
      shipping_address jsonb,
      billing_address jsonb,
      arriving_on date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- Raised by every change, so an edit made on an older version is refused instead of overwriting.
      version integer not null default 1,
      constraint orders_total_adds_up check (total_price = total_product_price + shipping_fees + taxes - discount),
      constraint orders_buyer_named check (
        (buyer_first_name_th is not null and buyer_last_name_th is not null)
        or (buyer_first_name_en is not null and buyer_last_name_en is not null))
    )`.execute(db)
  await sql`create unique index orders_order_number_key on orders (order_number)`.execute(db)
  await sql`create index orders_member_idx on orders (member_id, created_at desc)`.execute(db)
  // The list: a tab (status), maybe a type, newest first, with (created_at, id) as the keyset.
  await sql`create index orders_status_recent_idx on orders (status, created_at desc, id desc)`.execute(db)
  await sql`create index orders_status_type_recent_idx on orders (status, type, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index orders_recent_idx on orders (created_at, id)`.execute(db)
  // Sorted by total, within a tab or over all orders.
  await sql`create index orders_status_total_idx on orders (status, total_price desc, id desc)`.execute(db)
  await sql`create index orders_total_idx on orders (total_price desc, id desc)`.execute(db)
  // Searches match the start of the order number, member id, a buyer name part (Thai or Latin) or the phone.
  await sql`create index orders_number_search_idx on orders (lower(order_number) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index orders_member_code_search_idx on orders (lower(buyer_member_code) text_pattern_ops)`.execute(
    db,
  )
  for (const column of [
    'buyer_first_name_th',
    'buyer_last_name_th',
    'buyer_first_name_en',
    'buyer_last_name_en',
  ])
    await sql`create index ${sql.id(`orders_${column}_search_idx`)} on orders (lower(${sql.ref(column)}) text_pattern_ops)`.execute(
      db,
    )
  await sql`create index orders_phone_search_idx on orders (buyer_phone_number text_pattern_ops)`.execute(db)

  await sql`
    create table order_items (
      order_id uuid not null references orders (id) on delete cascade,
      line_no smallint not null check (line_no > 0),
      product_id uuid references products (id) on delete set null,
      -- The product as sold: later price or name changes do not rewrite past orders.
      product_code text not null,
      product_name_th text not null,
      product_name_en text not null,
      price numeric(14, 2) not null,
      pv numeric(10, 2) not null default 0,
      quantity integer not null check (quantity > 0),
      unit text not null,
      image_key text,
      file_type text not null default 'image' check (file_type in ('image', 'video')),
      is_reviewed boolean not null default false,
      primary key (order_id, line_no)
    )`.execute(db)

  await sql`
    create table order_tracking (
      order_id uuid not null references orders (id) on delete cascade,
      seq smallint not null,
      name text not null,
      status_code text not null,
      description text not null,
      tracked_at timestamptz not null,
      tracking_number text,
      last_mile_signature_key text,
      primary key (order_id, seq)
    )`.execute(db)

  await sql`
    create table order_coupons (
      order_id uuid not null references orders (id) on delete cascade,
      coupon_code text not null,
      coupon_name text not null,
      discount_category text not null,
      discount_amount numeric(14, 2) not null check (discount_amount >= 0),
      primary key (order_id, coupon_code)
    )`.execute(db)

  await sql`
    create table order_history (
      id bigint generated by default as identity primary key,
      order_id uuid not null references orders (id) on delete cascade,
      actor_kind text not null check (actor_kind in ('staff', 'member', 'system')),
      actor_id uuid,
      actor_name text not null,
      action text not null,
      -- { field: { from, to } } of what the change touched.
      changes jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index order_history_order_idx on order_history (order_id, created_at desc, id desc)`.execute(
    db,
  )

  // Exact tab counts without counting a million rows: orders per status, type and UTC day, kept in the
  // same transaction by statement-level triggers. Each statement adds its new rows and takes away its old
  // ones in one aggregate upsert, so a COPY of a million rows costs one upsert per group, not one per row.
  // A count over a date range is the sum of its whole days plus an index count of the partial days.
  await sql`
    create table order_daily_counts (
      status text not null,
      type text not null,
      day date not null,
      n bigint not null,
      primary key (status, type, day)
    )`.execute(db)
  await sql`
    create function order_counts_added() returns trigger language plpgsql as $$
    begin
      insert into order_daily_counts as c (status, type, day, n)
        select status, type, (created_at at time zone 'UTC')::date, count(*) from added group by 1, 2, 3
        on conflict (status, type, day) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db)
  await sql`
    create function order_counts_removed() returns trigger language plpgsql as $$
    begin
      update order_daily_counts c set n = c.n - r.n
        from (select status, type, (created_at at time zone 'UTC')::date as day, count(*) as n
              from removed group by 1, 2, 3) r
        where c.status = r.status and c.type = r.type and c.day = r.day;
      return null;
    end $$`.execute(db)
  // Transition tables cannot go with a column list (UPDATE OF status, ...), so every update statement
  // fires it: the old rows are taken away and the new ones added per group, and groups whose count did
  // not change (an edit of a tracking number) write nothing.
  await sql`
    create function order_counts_changed() returns trigger language plpgsql as $$
    begin
      insert into order_daily_counts as c (status, type, day, n)
        select status, type, day, sum(n) from (
          select status, type, (created_at at time zone 'UTC')::date as day, 1 as n from added
          union all
          select status, type, (created_at at time zone 'UTC')::date, -1 from removed
        ) delta group by 1, 2, 3 having sum(n) <> 0
        on conflict (status, type, day) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db)
  await sql`
    create function order_counts_cleared() returns trigger language plpgsql as $$
    begin
      delete from order_daily_counts;
      return null;
    end $$`.execute(db)
  await sql`create trigger orders_counted_insert after insert on orders
    referencing new table as added for each statement execute function order_counts_added()`.execute(db)
  await sql`create trigger orders_counted_delete after delete on orders
    referencing old table as removed for each statement execute function order_counts_removed()`.execute(db)
  await sql`create trigger orders_counted_update after update on orders
    referencing old table as removed new table as added for each statement execute function order_counts_changed()`.execute(
    db,
  )
  await sql`create trigger orders_counted_truncate after truncate on orders
    for each statement execute function order_counts_cleared()`.execute(db)
}
