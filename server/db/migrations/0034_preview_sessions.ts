import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * View as a role: a preview is a session of its own kind ('preview', so it can never pass for an
 * access session), tied to the session of the staff member who opened it (it ends with it), with the
 * permissions it was asked to show. What it may show is read on every request as the intersection of
 * those permissions and its viewer's own (server/modules/auth/auth.queries.ts: findLiveSession).
 * Each opening is kept in the internal-user access history as a 'view-as' event naming whose view it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop constraint sessions_kind_check`.execute(db)
  await sql`alter table sessions add constraint sessions_kind_check
    check (kind in ('access', 'pending2fa', 'verify', 'preview'))`.execute(db)
  await sql`
    create table preview_sessions (
      session_id uuid primary key references sessions (id) on delete cascade,
      viewer_session_id uuid not null references sessions (id) on delete cascade,
      role_id uuid,
      staff_id uuid,
      label text not null,
      full_access boolean not null,
      permissions jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index preview_sessions_viewer_idx on preview_sessions (viewer_session_id)`.execute(db)

  await sql`alter table access_history drop constraint access_history_event_check`.execute(db)
  await sql`alter table access_history add constraint access_history_event_check
    check (event in ('sign-in', 'sign-out', 'view-as'))`.execute(db)
  await sql`alter table access_history add column viewed_as text`.execute(db)
}
