import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * A download under way holds a lease on its ticket, renewed by the server process streaming it while it
 * streams. A process that stops without ending its downloads (killed, out of memory, its machine gone)
 * stops renewing: once the lease has run out, any process reads the ticket as failed and its
 * housekeeping records it so, instead of the ticket staying 'running' for ever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table export_tickets add column lease_expires_at timestamptz`.execute(db)
  // Downloads under way when this runs were started by a process that does not renew leases: they get an
  // hour to end before they are judged failed.
  await sql`update export_tickets set lease_expires_at = now() + interval '1 hour'
    where used_at is not null and outcome is null`.execute(db)
  // Housekeeping looks for the running tickets whose lease ran out: only those few rows are indexed.
  await sql`create index export_tickets_running_lease_idx on export_tickets (lease_expires_at)
    where used_at is not null and outcome is null`.execute(db)
}
