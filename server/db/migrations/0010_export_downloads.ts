import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One CSV cell, escaped as server/lib/csv.ts's csvCell does, so exports are written by the database
  // a batch at a time: a cell a spreadsheet would run as a formula (= + - @ tab CR first) gets a
  // leading quote, and a cell holding a quote, comma or line break is quoted. Null is an empty cell.
  // A plain SQL function, so the planner inlines it into the query that calls it.
  await sql`
    create function csv_cell(value text) returns text language sql immutable parallel safe as $$
      select case
        when value is null then ''
        when value !~ '^[=+@\t\r-]|[",\r\n]' then value
        when value ~ '[",\r\n]' then
          '"' || replace(case when value ~ '^[=+@\t\r-]' then '''' || value else value end, '"', '""') || '"'
        else '''' || value
      end
    $$`.execute(db)

  // A short-lived, single-use link to download one export natively (straight to disk), bound to the
  // session that asked for it and to the export's parameters; it then carries the export's progress.
  // Only a hash of the link's secret is kept. Tickets go with their session when it is pruned.
  await sql`
    create table export_tickets (
      id uuid primary key default gen_random_uuid(),
      secret_hash text not null unique,
      session_id uuid not null references sessions (id) on delete cascade,
      user_id uuid not null references internal_users (id) on delete cascade,
      operation_id text not null,
      params jsonb not null,
      lang text not null,
      file_name text not null,
      total_rows bigint not null,
      rows_written bigint not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      cancel_requested_at timestamptz,
      outcome text check (outcome in ('completed', 'failed', 'cancelled')),
      finished_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index export_tickets_session_idx on export_tickets (session_id)`.execute(db)
  await sql`create index export_tickets_user_idx on export_tickets (user_id)`.execute(db)
}
