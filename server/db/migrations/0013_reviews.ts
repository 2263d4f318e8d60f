import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

const STATES = sql.raw(`'pending', 'approved', 'rejected'`)

/**
 * Product reviews by members, staff's decisions on them, the per-day counts the review list pages by,
 * and each product's approved-review count and average rating, all kept by triggers in the same
 * transaction as the reviews (a decision, a seed's COPY, a deleted member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reviews (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null references members (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      -- The order line reviewed; null for reviews brought over without one. The key points at the
      -- order, not the line: order lines stay a leaf no key points at, which bulk loads rely on.
      order_id uuid references orders (id) on delete set null,
      order_line_no smallint,
      product_rating smallint not null check (product_rating between 1 and 5),
      shipping_rating smallint not null check (shipping_rating between 1 and 5),
      body text not null default '' check (char_length(body) <= 2500),
      -- Storage keys of the reviewer's photos.
      image_keys text[] not null default '{}' check (cardinality(image_keys) <= 10),
      state text not null default 'pending' check (state in (${STATES})),
      decided_by uuid references internal_users (id) on delete set null,
      -- The staff member as named when deciding, kept after their account goes.
      decided_by_name text,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- Raised by every change, so a decision made on an older copy is refused instead of overwriting.
      version integer not null default 1,
      constraint reviews_decided_when_not_pending check ((state = 'pending') = (decided_at is null))
    )`.execute(db)
  // One review per order line.
  await sql`create unique index reviews_order_line_key on reviews (order_id, order_line_no) where order_id is not null`.execute(
    db,
  )
  // The list: a state tab, maybe a product rating, newest first, with (created_at, id) as the keyset.
  await sql`create index reviews_state_recent_idx on reviews (state, created_at desc, id desc)`.execute(db)
  await sql`create index reviews_state_rating_recent_idx on reviews (state, product_rating, created_at desc, id desc)`.execute(
    db,
  )
  // One product's reviews, and the search by product code or reviewer's member id.
  await sql`create index reviews_product_recent_idx on reviews (product_id, state, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index reviews_member_recent_idx on reviews (member_id, state, created_at desc, id desc)`.execute(
    db,
  )

  // Reviews per state, product rating and UTC day: exact tab counts and deep pages without counting
  // a million rows (as order_daily_counts does for orders).
  await sql`
    create table review_daily_counts (
      state text not null,
      product_rating smallint not null,
      day date not null,
      n bigint not null,
      primary key (state, product_rating, day)
    )`.execute(db)

  // The sums behind each product's average, so a decision changes it without reading its reviews.
  // No check on the count: an upsert checks the row it would insert, which for a removal is negative.
  await sql`
    create table product_ratings (
      product_id uuid primary key references products (id) on delete cascade,
      approved_count integer not null,
      product_rating_sum bigint not null,
      shipping_rating_sum bigint not null
    )`.execute(db)

  // Transition tables are visible only in the function of their own trigger: one function per kind of
  // statement, each from one template over the rows it added (+1) and removed (-1).
  const delta = (tables: readonly ('added' | 'removed')[]) =>
    sql.raw(
      tables
        .map(
          (table) =>
            `select state, product_rating, shipping_rating, product_id, created_at, ${table === 'added' ? 1 : -1} as n from ${table}`,
        )
        .join(' union all '),
    )
  const countReviews = (name: string, tables: readonly ('added' | 'removed')[]) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      insert into review_daily_counts as c (state, product_rating, day, n)
        select state, product_rating, (created_at at time zone 'UTC')::date, sum(n) from (${delta(tables)}) d
        group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
        on conflict (state, product_rating, day) do update set n = c.n + excluded.n;
      with changed as (
        insert into product_ratings as r (product_id, approved_count, product_rating_sum, shipping_rating_sum)
          select product_id, sum(n), sum(n * product_rating), sum(n * shipping_rating)
          from (${delta(tables)}) d where state = 'approved'
          group by 1 having sum(n) <> 0 order by 1
          on conflict (product_id) do update set
            approved_count = r.approved_count + excluded.approved_count,
            product_rating_sum = r.product_rating_sum + excluded.product_rating_sum,
            shipping_rating_sum = r.shipping_rating_sum + excluded.shipping_rating_sum
          returning product_id, approved_count, product_rating_sum)
      update products p set
        approved_review_count = changed.approved_count,
        rating = case when changed.approved_count > 0
          then round(changed.product_rating_sum::numeric / changed.approved_count, 1) end
        from changed where p.id = changed.product_id;
      return null;
    end $$`
  await countReviews('reviews_counted_added', ['added']).execute(db)
  await countReviews('reviews_counted_removed', ['removed']).execute(db)
  await countReviews('reviews_counted_changed', ['added', 'removed']).execute(db)
  await sql`create trigger reviews_counted_insert after insert on reviews
    referencing new table as added for each statement execute function reviews_counted_added()`.execute(db)
  await sql`create trigger reviews_counted_delete after delete on reviews
    referencing old table as removed for each statement execute function reviews_counted_removed()`.execute(
    db,
  )
  await sql`create trigger reviews_counted_update after update on reviews
    referencing old table as removed new table as added for each statement execute function reviews_counted_changed()`.execute(
    db,
  )

  // A product's rating and count are those of its approved reviews from now on: none yet.
  await sql`update products set rating = null, approved_review_count = 0
    where rating is not null or approved_review_count <> 0`.execute(db)
}
