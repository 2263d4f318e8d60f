import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A read-only token another tool's page uses to show named widgets, from one origin, until it
  // expires or is revoked. The token itself (a signed JWT naming this row) is never stored: the row is
  // what lets staff list and revoke it, and what the guard checks on every call. Tokens go with the
  // staff member who minted them.
  await sql`
    create table embed_tokens (
      id uuid primary key default gen_random_uuid(),
      minted_by uuid not null references internal_users (id) on delete cascade,
      widgets text[] not null check (cardinality(widgets) > 0),
      origin text not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db)
  // The screen lists a staff member's tokens, newest first; the full list is newest first too.
  await sql`create index embed_tokens_minted_by_idx on embed_tokens (minted_by, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index embed_tokens_created_idx on embed_tokens (created_at desc, id desc)`.execute(db)
}
