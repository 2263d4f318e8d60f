import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/** Product categories, products per country with their prices and PV, and their images and video. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_categories (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      name_th text not null,
      name_en text not null,
      image_key text,
      status text not null default 'active' check (status in ('active', 'inactive')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)

  await sql`
    create table products (
      id uuid primary key default gen_random_uuid(),
      product_code text not null,
      country text not null,
      category_id uuid references product_categories (id) on delete set null,
      name_th text not null,
      name_en text not null,
      description_th text not null default '',
      description_en text not null default '',
      unit text not null,
      member_price numeric(14, 2) not null check (member_price >= 0),
      personal_price numeric(14, 2) not null check (personal_price >= 0),
      pv numeric(10, 2) not null default 0 check (pv >= 0),
      weight_grams integer check (weight_grams >= 0),
      stock integer not null default 0 check (stock >= 0),
      sold integer not null default 0 check (sold >= 0),
      rating numeric(2, 1) check (rating between 0 and 5),
      approved_review_count integer not null default 0,
      status text not null default 'active' check (status in ('active', 'inactive')),
      flag text check (flag in ('best_seller', 'promotion', 'limited')),
      is_new boolean not null default false,
      sale_start_at timestamptz,
      sale_end_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      unique (country, product_code),
      check (sale_end_at is null or sale_start_at is null or sale_end_at > sale_start_at)
    )`.execute(db)
  await sql`create index products_country_recent_idx on products (country, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index products_category_idx on products (category_id, country)`.execute(db)
  await sql`create index products_code_search_idx on products (lower(product_code) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index products_name_en_search_idx on products (lower(name_en) text_pattern_ops)`.execute(
    db,
  )
  await sql`create index products_name_th_search_idx on products (name_th text_pattern_ops)`.execute(db)

  await sql`
    create table product_media (
      product_id uuid not null references products (id) on delete cascade,
      position smallint not null check (position >= 0),
      file_type text not null check (file_type in ('image', 'video')),
      media_key text not null,
      primary key (product_id, position)
    )`.execute(db)
  // The upload rules allow one video per product.
  await sql`create unique index product_media_one_video on product_media (product_id) where file_type = 'video'`.execute(
    db,
  )
}
