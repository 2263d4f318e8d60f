import type { Db } from '../db/database'
import { seedDemoArticles } from '../modules/articles/articles.seed'
import { seedDemoCategories } from '../modules/categories/categories.seed'
import { seedDemoFaqs } from '../modules/faq/faq.seed'

/** The content screens on a first start: the categories first, then what is filed under them. */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedDemoCategories(db)
  await seedDemoFaqs(db)
  await seedDemoArticles(db)
}
