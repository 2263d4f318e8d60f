import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A notification's title and body in every language of the product ({ en, th }), so each staff
  // member reads it in their own. Notifications published before had one text: it stands for both.
  await sql`
    alter table notifications
      alter column topic type jsonb using jsonb_build_object('en', topic, 'th', topic),
      alter column detail type jsonb using jsonb_build_object('en', detail, 'th', detail)`.execute(db)
  // `is true`: a missing language makes the comparison null, which a bare check would let through.
  await sql`
    alter table notifications
      add constraint notifications_topic_languages
        check ((jsonb_typeof(topic -> 'en') = 'string' and jsonb_typeof(topic -> 'th') = 'string') is true),
      add constraint notifications_detail_languages
        check ((jsonb_typeof(detail -> 'en') = 'string' and jsonb_typeof(detail -> 'th') = 'string') is true)`.execute(
    db,
  )
}
