import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

/**
 * The orders the article list offers besides newest first (0015 has that one, and per category):
 * by title in either language, by views and by publish start, each with the id that breaks ties, and
 * the publish period as the shop's read and the publish-state filter look at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index articles_name_en_idx on articles (lower(name_en), id)`.execute(db)
  await sql`create index articles_name_th_idx on articles (name_th, id)`.execute(db)
  await sql`create index articles_views_idx on articles (views desc, id)`.execute(db)
  await sql`create index articles_publish_start_idx on articles (start_publish_date desc, id)`.execute(db)
  await sql`create index articles_publish_end_idx on articles (end_publish_date)`.execute(db)
}
