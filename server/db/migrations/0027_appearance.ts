import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
// The home page's appearance: banner loops per country, section banner slides, section product slides
// per country, and the templates that compose the page. Each record carries a version so two staff
// editing or reordering the same one are told, never overwritten.
export async function up(db: Kysely<unknown>): Promise<void> {
  const countries = sql.raw(`('KH', 'LA', 'MY', 'MM', 'SG', 'TH', 'VN')`)
  await sql`
    create table banner_loops (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      country text not null check (country in ${countries}),
      type text not null check (type in ('general', 'product', 'promotion')),
      sku text check ((type = 'general') = (sku is null)),
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  // "What is live for this country at t" reads one country's loops by their start.
  await sql`create index banner_loops_country_start_idx on banner_loops (country, start_at, id)`.execute(db)
  await sql`create index banner_loops_created_idx on banner_loops (created_at desc, id)`.execute(db)

  await sql`
    create table banner_slides (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index banner_slides_created_idx on banner_slides (created_at desc, id)`.execute(db)

  // A banner belongs to exactly one loop or one slide, at a position there.
  await sql`
    create table banners (
      id uuid primary key default gen_random_uuid(),
      loop_id uuid references banner_loops (id) on delete cascade,
      slide_id uuid references banner_slides (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null,
      hyperlink text not null,
      duration_seconds integer not null check (duration_seconds between 1 and 10),
      desktop_key text not null,
      tablet_key text not null,
      mobile_key text not null,
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((loop_id is null) <> (slide_id is null))
    )`.execute(db)
  await sql`create index banners_loop_idx on banners (loop_id, position) where loop_id is not null`.execute(
    db,
  )
  await sql`create index banners_slide_idx on banners (slide_id, position) where slide_id is not null`.execute(
    db,
  )

  await sql`
    create table product_slides (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      country text not null check (country in ${countries}),
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index product_slides_country_start_idx on product_slides (country, start_at, id)`.execute(
    db,
  )
  await sql`create index product_slides_created_idx on product_slides (created_at desc, id)`.execute(db)

  // A product removed from the inventory leaves the slides that showed it, which keep the rest in order.
  await sql`
    create table product_slide_items (
      slide_id uuid not null references product_slides (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      position integer not null check (position >= 0),
      primary key (slide_id, product_id)
    )`.execute(db)
  await sql`create index product_slide_items_product_idx on product_slide_items (product_id)`.execute(db)

  await sql`
    create table home_templates (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      is_default boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  // At most one default, whatever two transactions try; the switch moves it in one transaction.
  await sql`create unique index home_templates_one_default_idx on home_templates ((true)) where is_default`.execute(
    db,
  )
  await sql`create index home_templates_created_idx on home_templates (created_at desc, id)`.execute(db)

  await sql`
    create table home_template_sections (
      template_id uuid not null references home_templates (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null,
      icon text not null,
      type text not null check (type in ('productSlide', 'bannerSlide')),
      banner_slide_id uuid references banner_slides (id),
      product_slide_id uuid references product_slides (id),
      countdown_enabled boolean not null default false,
      countdown_start_at timestamptz,
      countdown_end_at timestamptz,
      primary key (template_id, position),
      check ((type = 'bannerSlide') = (banner_slide_id is not null)),
      check ((type = 'productSlide') = (product_slide_id is not null)),
      check (not countdown_enabled or countdown_end_at > countdown_start_at)
    )`.execute(db)
}
