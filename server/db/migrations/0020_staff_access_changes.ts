import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * Tells every server process when something a request's guard reads has changed: a session revoked or
 * removed, a staff member changed or removed, a role given or taken, a role changed. Each process keeps
 * the sessions it has checked (server/modules/auth/sessionCache.ts) and forgets them all on this NOTIFY,
 * which PostgreSQL sends when the change commits. A new session or role changes no checked one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_staff_access_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('staff_access_changed', '');
      return null;
    end $$`.execute(db)
  const watched = [
    ['sessions', 'update or delete'],
    ['internal_users', 'update or delete'],
    ['internal_user_roles', 'insert or update or delete'],
    ['roles', 'update or delete'],
  ] as const
  for (const [table, events] of watched)
    await sql`create trigger ${sql.raw(`${table}_access_changed`)} after ${sql.raw(events)} on ${sql.raw(table)}
      for each statement execute function notify_staff_access_changed()`.execute(db)
}
