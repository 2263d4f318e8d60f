import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * Saved views of the lists: a named state of one list (its search, filters, sort, tab, page size and
 * columns), kept by its owner, personal or shared with one role. A role's deletion makes its shared
 * views personal again; an owner's deletion takes their views along.
 *
 * saved_view_defaults holds each staff member's default view per list (at most one, by the key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_views (
      id uuid primary key default gen_random_uuid(),
      list_key text not null,
      name text not null,
      state jsonb not null,
      owner_id uuid not null references internal_users (id) on delete cascade,
      shared_role_id uuid references roles (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1
    )`.execute(db)
  // One name per owner and list, whatever its letter case: two tabs of one name would be one too many.
  await sql`create unique index saved_views_owner_name on saved_views (owner_id, list_key, lower(name))`.execute(
    db,
  )
  // The views a list shows: the caller's own, and those shared with a role they hold.
  await sql`create index saved_views_shared on saved_views (list_key, shared_role_id) where shared_role_id is not null`.execute(
    db,
  )

  await sql`
    create table saved_view_defaults (
      user_id uuid not null references internal_users (id) on delete cascade,
      list_key text not null,
      view_id uuid not null references saved_views (id) on delete cascade,
      primary key (user_id, list_key)
    )`.execute(db)
  await sql`create index saved_view_defaults_view on saved_view_defaults (view_id)`.execute(db)
}
