import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * What a delete removed, kept so it can be undone: the record's row and its dependents' rows (each as
 * the jsonb of the whole row, so a restore puts back exactly what was there, ids included), for 30
 * days (DELETED_RECORDS_KEPT_DAYS), then purged by the server's housekeeping. A restored entry is
 * marked, never restored twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_records (
      id uuid primary key default gen_random_uuid(),
      -- The kind of record, as server/modules/changes declares it ('faq', 'article', ...).
      kind text not null,
      record_id uuid not null,
      -- What named the record when it was deleted (its question, its name), for messages and lists.
      label text not null default '',
      -- [{ table, rows: [row as jsonb, ...] }], the record's own table first, then its dependents.
      rows jsonb not null,
      actor_id uuid,
      actor_name text not null,
      deleted_at timestamptz not null default now(),
      expires_at timestamptz not null,
      restored_at timestamptz,
      restored_by uuid
    )`.execute(db)
  await sql`create index deleted_records_record_idx on deleted_records (kind, record_id, deleted_at desc)`.execute(
    db,
  )
  await sql`create index deleted_records_expiry_idx on deleted_records (expires_at)`.execute(db)
}
