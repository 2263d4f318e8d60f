import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * A first start opens its port once the schema and the first super admin exist and makes the demo data
 * afterwards, in steps of a few hundred records, each in a transaction that also records how far it
 * got: a stopped process leaves whole steps behind, and the next start (or another instance) goes on
 * from there. demo_data_job is the one row of the job: the admin the demo staff hang under, the
 * commerce generator's numbers once chosen, and which instance holds the job (a lease it renews, so
 * two instances never both make demo data and a dead one's job passes on). Both tables are emptied
 * when the last step is done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table demo_data_job (
      id boolean primary key default true check (id),
      admin_id uuid not null references internal_users (id) on delete cascade,
      plan jsonb,
      holder text,
      renewed_at timestamptz
    )`.execute(db)
  await sql`
    create table demo_data_steps (
      step text primary key,
      position integer not null,
      done integer not null default 0 check (done >= 0),
      total integer not null check (total >= 0)
    )`.execute(db)
}
