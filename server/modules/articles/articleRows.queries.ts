import { type Kysely, sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Database } from '../../db/schema'
import type { PageRequest } from '../../lib/paging'
import { containsPattern } from '../../lib/search'

export type ArticleStatus = 'active' | 'inactive'
export type ArticleSort = 'createdAt' | 'name' | 'views' | 'publishStart'
export type PublishState = 'scheduled' | 'live' | 'ended'

export interface ArticleFilter {
  search: string | null
  categoryId?: string
  status?: ArticleStatus
  publishState?: PublishState
}

const SUMMARY_COLUMNS = [
  'a.id',
  'a.name_en',
  'a.name_th',
  'a.category_id',
  'c.name as category_name',
  'a.status',
  'a.image_key',
  'a.start_publish_date',
  'a.end_publish_date',
  'a.views',
  'a.created_at',
  'a.updated_at',
  'a.version',
] as const

function filteredArticles(db: Kysely<Database>, filter: ArticleFilter) {
  let query = db.selectFrom('articles as a').innerJoin('article_categories as c', 'c.id', 'a.category_id')
  if (filter.categoryId) query = query.where('a.category_id', '=', filter.categoryId)
  if (filter.status) query = query.where('a.status', '=', filter.status)
  if (filter.publishState === 'scheduled') query = query.where('a.start_publish_date', '>', sql<Date>`now()`)
  if (filter.publishState === 'live')
    query = query
      .where('a.start_publish_date', '<=', sql<Date>`now()`)
      .where('a.end_publish_date', '>', sql<Date>`now()`)
  if (filter.publishState === 'ended') query = query.where('a.end_publish_date', '<=', sql<Date>`now()`)
  if (filter.search) {
    // Any part of a title: titles are a few words long and Thai has no spaces to start a word at.
    const pattern = containsPattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(a.name_en)`, 'like', pattern),
        eb(sql<string>`lower(a.name_th)`, 'like', pattern),
      ]),
    )
  }
  return query
}

const sortColumn = (sort: ArticleSort, lang: Language) => {
  if (sort === 'name') return lang === 'th' ? sql`a.name_th` : sql`lower(a.name_en)`
  if (sort === 'views') return sql`a.views`
  if (sort === 'publishStart') return sql`a.start_publish_date`
  return sql`a.created_at`
}

/** A page of articles with their category's name, in the order asked (ties by id), and the count of all. */
export async function listArticles(
  db: Kysely<Database>,
  filter: ArticleFilter,
  page: PageRequest,
  order: { sort: ArticleSort; order: SortOrder; lang: Language },
) {
  const query = filteredArticles(db, filter)
  const rows = await query
    .select(SUMMARY_COLUMNS)
    .orderBy(sql`${sortColumn(order.sort, order.lang)} ${sql.raw(order.order)}`)
    .orderBy('a.id', order.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export type ArticleSummaryRow = Awaited<ReturnType<typeof listArticles>>['rows'][number]

/** One article with both bodies and its category's name. */
export function findArticle(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_categories as c', 'c.id', 'a.category_id')
    .select([...SUMMARY_COLUMNS, 'a.content_en', 'a.content_th'])
    .where('a.id', '=', id)
    .executeTakeFirst()
}

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>

/**
 * A reader's view of a published article: one more view counted in the same statement that reads it,
 * only while the article is active and inside its publish period; undefined otherwise.
 */
export function readPublishedArticle(db: Kysely<Database>, id: string) {
  return db
    .with('counted', (cte) =>
      cte
        .updateTable('articles')
        .set({ views: sql<string>`views + 1` })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where('start_publish_date', '<=', sql<Date>`now()`)
        .where('end_publish_date', '>', sql<Date>`now()`)
        .returningAll(),
    )
    .selectFrom('counted as a')
    .innerJoin('article_categories as c', 'c.id', 'a.category_id')
    .select([...SUMMARY_COLUMNS, 'a.content_en', 'a.content_th'])
    .executeTakeFirst()
}

export async function articleCategoryName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('article_categories').select('name').where('id', '=', id).executeTakeFirst()
  return row?.name
}
