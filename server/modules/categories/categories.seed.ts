import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** The demo's categories of both kinds; seeded before the articles and FAQs filed under them. */
export const DEMO_ARTICLE_CATEGORIES = ['News', 'Promotions', 'Health', 'Business tips'] as const
export const DEMO_FAQ_CATEGORIES = ['Orders', 'Payments', 'Membership', 'Shipping'] as const

/** Adds the demo categories; a name already taken (in any letter case) is left as it is. */
export async function seedDemoCategories(db: Db): Promise<void> {
  for (const [table, names] of [
    ['article_categories', DEMO_ARTICLE_CATEGORIES],
    ['faq_categories', DEMO_FAQ_CATEGORIES],
  ] as const)
    for (const name of names)
      await sql`insert into ${sql.table(table)} (name) values (${name})
        on conflict ((lower(name))) do nothing`.execute(db)
}
