import type { Updateable } from 'kysely'
import type { components } from '../../../src/api/schema'
import { validateArticle } from '../../../src/domain/articles'
import { LANGUAGES, type Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import type { StaffEditor } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'
import { sanitizeRichText } from '../../lib/richText/sanitizeRichText'
import type { StorageDriver } from '../../lib/storage/storage'
import { recordContentChange } from '../categories/contentHistory'
import { keepDeleted } from '../changes/deletedRecords'
import { verifyStoredUpload } from '../uploads/storedUploads'
import { storedArticleBody } from './articleBody'
import type { ArticleStatus } from './articleRows.queries'
import type { ArticlesTable } from './articles.tables'
import { articleUndo } from './articleUndo'

type Schemas = components['schemas']
type Change = { from: unknown; to: unknown }
type ArticleColumns = Omit<Updateable<ArticlesTable>, 'id' | 'views' | 'version' | 'created_at'>

interface Current {
  image_key: string
  content_en: string
  content_th: string
}

const imageKeysOf = (html: string) => sanitizeRichText(html).imageKeys

/**
 * The columns an article input becomes, every rule checked before anything is written: the fields'
 * own rules (as the form judges them), the category, the main image's stored bytes and each body
 * (sanitised, measured, its pictures' keys read back from storage). Files the article already holds
 * are not read again.
 */
async function columnsOf(
  db: Db,
  storage: StorageDriver,
  lang: Language,
  input: Partial<Schemas['ArticleInput']>,
  current: Current | null,
): Promise<ArticleColumns> {
  const fields = {
    ...input,
    name: input.name && { en: input.name.en.trim(), th: input.name.th.trim() },
  }
  assertNoFieldErrors(lang, validateArticle(fields, { partial: current !== null }))
  const columns: ArticleColumns = {}
  if (fields.name) {
    columns.name_en = fields.name.en
    columns.name_th = fields.name.th
  }
  if (input.categoryId !== undefined) {
    const category = await db
      .selectFrom('article_categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst()
    if (!category) throw new AppError(400, 'articles.errors.category_unknown')
    columns.category_id = input.categoryId
  }
  if (input.status !== undefined) columns.status = input.status
  if (input.image !== undefined && input.image !== current?.image_key) {
    await verifyStoredUpload(storage, input.image, 'article')
    columns.image_key = input.image
  }
  if (input.startPublishDate !== undefined) columns.start_publish_date = input.startPublishDate
  if (input.endPublishDate !== undefined) columns.end_publish_date = input.endPublishDate
  if (input.content) {
    const held = new Set(
      current ? [...imageKeysOf(current.content_en), ...imageKeysOf(current.content_th)] : [],
    )
    for (const language of LANGUAGES) {
      const body = storedArticleBody(input.content[language], language, lang, `content.${language}`)
      for (const key of body.imageKeys) if (!held.has(key)) await verifyStoredUpload(storage, key, 'content')
      columns[`content_${language}`] = body.html
    }
  }
  return columns
}

const asText = (value: unknown) => (value instanceof Date ? value.toISOString() : value)
/** A column's value as the history keeps it and as an edit is compared: instants as ISO text. */
const comparable = (column: string, value: unknown) =>
  column.endsWith('_publish_date') && value !== null && value !== undefined
    ? new Date(value as string | Date).toISOString()
    : asText(value)

export async function createArticle(
  db: Db,
  storage: StorageDriver,
  editor: StaffEditor,
  lang: Language,
  input: Schemas['ArticleInput'],
): Promise<string> {
  const columns = await columnsOf(db, storage, lang, input, null)
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('articles')
      .values({
        name_en: columns.name_en as string,
        name_th: columns.name_th as string,
        category_id: columns.category_id as string,
        status: columns.status ?? 'active',
        image_key: columns.image_key as string,
        start_publish_date: input.startPublishDate,
        end_publish_date: input.endPublishDate,
        content_en: columns.content_en,
        content_th: columns.content_th,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const changes = Object.fromEntries(
      Object.entries(columns).map(([column, value]) => [column, { from: null, to: asText(value) }]),
    )
    await recordContentChange(trx, editor, { recordType: 'article', recordId: id, action: 'create', changes })
    return id
  })
}

/**
 * Applies an edit in one transaction: the row locked, the version checked (an edit made on an older
 * copy is refused with 409, never written over), the publish period judged as it will be after the
 * edit, and what changed kept in the content history. An edit that changes nothing writes nothing.
 */
export async function updateArticle(
  db: Db,
  storage: StorageDriver,
  editor: StaffEditor,
  lang: Language,
  id: string,
  { version, ...input }: Schemas['ArticleUpdate'],
): Promise<void> {
  const before = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) throw new AppError(404, 'articles.errors.not_found')
  const columns = await columnsOf(db, storage, lang, input, before)
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) throw new AppError(404, 'articles.errors.not_found')
    if (current.version !== version)
      throw new AppError(409, 'articles.errors.changed_meanwhile', { name: current.name_en })
    const start = new Date(columns.start_publish_date ?? current.start_publish_date)
    const end = new Date(columns.end_publish_date ?? current.end_publish_date)
    if (end <= start) assertNoFieldErrors(lang, { endPublishDate: 'publish_end_before_start' })

    const changes: Record<string, Change> = {}
    for (const [column, value] of Object.entries(columns)) {
      const was = comparable(column, current[column as keyof typeof current])
      const next = comparable(column, value)
      if (next !== was) changes[column] = { from: was, to: next }
    }
    if (Object.keys(changes).length === 0) return
    await trx
      .updateTable('articles')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute()
    await recordContentChange(trx, editor, { recordType: 'article', recordId: id, action: 'edit', changes })
  })
}

/** Activates or deactivates an article; one already in that status is left as it is. */
export async function setArticleStatus(db: Db, editor: StaffEditor, id: string, status: ArticleStatus) {
  await inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('articles')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) throw new AppError(404, 'articles.errors.not_found')
    if (current.status === status) return
    await trx
      .updateTable('articles')
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute()
    await recordContentChange(trx, editor, {
      recordType: 'article',
      recordId: id,
      action: status === 'active' ? 'activate' : 'deactivate',
      changes: {
        status: { from: current.status, to: status },
      },
    })
  })
}

/**
 * Deletes an article in the caller's transaction (a bulk action's) or its own, kept for undo: answers
 * where (server/modules/changes/deletedRecords.ts).
 */
export async function deleteArticle(db: Db, editor: StaffEditor, id: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const kept = await keepDeleted(trx, articleUndo, id, editor)
    const gone = await trx
      .deleteFrom('articles')
      .where('id', '=', id)
      .returning(['name_en', 'name_th'])
      .executeTakeFirst()
    if (!gone) throw new AppError(404, 'articles.errors.not_found')
    await recordContentChange(trx, editor, {
      recordType: 'article',
      recordId: id,
      action: 'delete',
      changes: {
        name_en: { from: gone.name_en, to: null },
        name_th: { from: gone.name_th, to: null },
      },
    })
    return kept
  })
}
