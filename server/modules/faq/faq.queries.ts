import { type Selectable, sql } from 'kysely'
import type { FaqSort } from '../../../src/domain/faq'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { containsPattern } from '../../lib/search'
import type { FaqsTable } from './faq.tables'

export type FaqStatus = 'active' | 'inactive'

export interface FaqFilter {
  search: string | null
  categoryId?: string
  status?: FaqStatus
}

const COLUMNS = [
  'f.id',
  'f.number',
  'f.question_en',
  'f.question_th',
  'f.answer_en',
  'f.answer_th',
  'f.category_id',
  'c.name as category_name',
  'f.status',
  'f.publish_start_date',
  'f.publish_end_date',
  'f.views',
  'f.helpful',
  'f.not_helpful',
  'f.created_at',
  'f.updated_at',
  'f.version',
] as const

const SORT_COLUMNS = {
  createdAt: 'f.created_at',
  views: 'f.views',
  helpful: 'f.helpful',
  publishStartDate: 'f.publish_start_date',
} as const satisfies Record<FaqSort, string>

function filtered(db: Db, filter: FaqFilter) {
  let query = db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id')
  if (filter.categoryId) query = query.where('f.category_id', '=', filter.categoryId)
  if (filter.status) query = query.where('f.status', '=', filter.status)
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['f.question_en']), 'like', pattern),
        eb(eb.fn('lower', ['f.question_th']), 'like', pattern),
      ]),
    )
  }
  return query
}

/** A page of FAQs with their category's name; FAQs are a help centre's worth, so the count is plain. */
export async function listFaqs(
  db: Db,
  filter: FaqFilter,
  page: PageRequest,
  sort: FaqSort,
  order: SortOrder,
) {
  const query = filtered(db, filter)
  const rows = await query
    .select(COLUMNS)
    .orderBy(SORT_COLUMNS[sort], order)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export async function findFaq(db: Db, id: string, lock = false) {
  let query = db
    .selectFrom('faqs as f')
    .innerJoin('faq_categories as c', 'c.id', 'f.category_id')
    .select(COLUMNS)
    .where('f.id', '=', id)
  if (lock) query = query.forUpdate('f')
  return query.executeTakeFirst()
}

export type FaqRow = NonNullable<Awaited<ReturnType<typeof findFaq>>>

/** The staff changes to an FAQ, newest first. */
export function faqHistory(db: Db, id: string) {
  return db
    .selectFrom('content_history')
    .select(['created_at', 'actor_name', 'action', 'changes'])
    .where('record_type', '=', 'faq')
    .where('record_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}

export type FaqColumns = Pick<
  Selectable<FaqsTable>,
  | 'question_en'
  | 'question_th'
  | 'answer_en'
  | 'answer_th'
  | 'category_id'
  | 'status'
  | 'publish_start_date'
  | 'publish_end_date'
>

export async function insertFaq(db: Db, values: FaqColumns): Promise<string> {
  const row = await db.insertInto('faqs').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateFaq(db: Db, id: string, values: Partial<FaqColumns>): Promise<void> {
  await db
    .updateTable('faqs')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute()
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The storefront's FAQ, when it is shown: active, inside its publish period, in an active category. */
const visible = sql<boolean>`f.status = 'active' and c.status = 'active'
  and now() >= f.publish_start_date and now() < f.publish_end_date`

/** Counts a reader's view of a shown FAQ in the one statement that reads it; undefined when not shown. */
export async function viewFaq(db: Db, id: string) {
  const { rows } = await sql<{ id: string }>`
    update faqs f set views = views + 1 from faq_categories c
    where f.id = ${id} and c.id = f.category_id and ${visible} returning f.id`.execute(db)
  return rows[0] ? findFaq(db, id) : undefined
}

/** Counts a reader's vote on a shown FAQ, atomically; undefined when the FAQ is not shown. */
export async function voteOnFaq(db: Db, id: string, helpful: boolean) {
  const column = sql.ref(helpful ? 'helpful' : 'not_helpful')
  const { rows } = await sql<{ helpful: string; not_helpful: string }>`
    update faqs f set ${column} = ${column} + 1 from faq_categories c
    where f.id = ${id} and c.id = f.category_id and ${visible}
    returning f.helpful, f.not_helpful`.execute(db)
  return rows[0]
}
