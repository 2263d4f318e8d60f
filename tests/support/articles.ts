import crypto from 'node:crypto'
import type { Db } from '../../server/db/database'

/** A news-and-article category of a name no other test uses. */
export async function insertArticleCategory(db: Db, name = `Category ${crypto.randomUUID().slice(0, 8)}`) {
  const row = await db
    .insertInto('article_categories')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, name }
}

const ENGLISH = ['river', 'market', 'health', 'morning', 'garden', 'member', 'travel', 'season']
const THAI = ['ตลาด', 'สุขภาพ', 'ตอนเช้า', 'สวน', 'สมาชิก', 'เดินทาง', 'ฤดูฝน', 'แม่น้ำ']

/** A body of exactly `words` words in one paragraph, with a picture per key after it. */
export function bodyOf(
  words: number,
  language: 'en' | 'th' = 'en',
  imageKeys: readonly string[] = [],
): string {
  const bank = language === 'th' ? THAI : ENGLISH
  const text = Array.from({ length: words }, (_, n) => bank[n % bank.length]).join(' ')
  return `<p>${text}</p>${imageKeys.map((key) => `<p><img data-key="${key}" alt=""></p>`).join('')}`
}

// Each article written here is newer than the one before, even within one millisecond (PGlite's clock
// has no finer steps): lists ordered newest first then see them in the order a test wrote them.
let lastCreatedAt = 0

/** An article written straight into the database, for lists and the shop's read. */
export async function insertArticle(
  db: Db,
  values: {
    nameEn: string
    nameTh?: string
    categoryId: string
    status?: 'active' | 'inactive'
    start?: Date
    end?: Date
    views?: number
    imageKey?: string
  },
) {
  const day = 24 * 60 * 60 * 1000
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1)
  const row = await db
    .insertInto('articles')
    .values({
      created_at: new Date(lastCreatedAt),
      name_en: values.nameEn,
      name_th: values.nameTh ?? `บทความ ${values.nameEn}`,
      category_id: values.categoryId,
      status: values.status ?? 'active',
      image_key: values.imageKey ?? 'article/202601/00000000-0000-4000-8000-000000000000.png',
      start_publish_date: values.start ?? new Date(Date.now() - day),
      end_publish_date: values.end ?? new Date(Date.now() + 30 * day),
      content_en: bodyOf(200),
      content_th: bodyOf(200, 'th'),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (values.views)
    await db
      .updateTable('articles')
      .set({ views: String(values.views) })
      .where('id', '=', row.id)
      .execute()
  return row.id
}
