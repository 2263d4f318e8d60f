import { type Kysely, sql } from 'kysely'

/**
 * The home's figures move while staff look at them: every statement that writes orders sends one
 * NOTIFY on the notifications channel (PostgreSQL folds equal notifications of one transaction into
 * one, so a COPY of a million orders sends one), which every server process hears and passes on to its
 * open event streams as `event: figures`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function orders_changed_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('notifications', '{"kind":"figures"}');
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger orders_changed_notify after insert or update or delete or truncate on orders
    for each statement execute function orders_changed_notify()`.execute(db)
}
