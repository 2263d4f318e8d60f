import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { defaultOrderOf } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { type StaffEditor, staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import { pageOf } from '../../lib/paging'
import { isUniqueViolation } from '../../lib/pgErrors'
import { searchOf } from '../../lib/search'
import { keepDeleted } from '../changes/deletedRecords'
import { verifyStoredUpload } from '../uploads/storedUploads'
import {
  type CategoryRow,
  type CategoryValues,
  categoryNameTaken,
  categoryOptions,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  moveCategoryItems,
  updateCategory,
} from './categories.queries'
import { ARTICLE_CATEGORIES, type CategoryKind, FAQ_CATEGORIES } from './categoryKinds'
import { articleCategoryUndo, faqCategoryUndo } from './categoryUndo'
import { changesOf, recordContentChange } from './contentHistory'

type Schemas = components['schemas']
type Category = Schemas['Category']

// Every operation is written once and serves both kinds: the two kinds' operations take and answer
// the same shapes, so the handlers typed by the news-and-article operations serve the FAQ ones too.

/** The kind's words for messages, in the caller's language. */
const kindWords = (request: FastifyRequest, kind: CategoryKind) => ({
  kind: t(request.lang, `categories.kinds.${kind.id}.name`),
})

async function categoryOr404(request: FastifyRequest, kind: CategoryKind, id: string, lock = false) {
  const row = await findCategory(request.server.db, kind, id, lock)
  if (!row) throw new AppError(404, 'categories.errors.not_found', kindWords(request, kind))
  return row
}

async function toCategory(request: FastifyRequest, row: CategoryRow): Promise<Category> {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    itemCount: row.item_count,
    image: row.image_key,
    imageUrl: row.image_key ? await request.server.storage.downloadUrl(row.image_key) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  }
}

/** A picture the caller names: only kinds with pictures take one, and it must be a real `category` upload. */
async function imageOf(request: FastifyRequest, kind: CategoryKind, image: string | null | undefined) {
  if (image === undefined || image === null) return image
  if (!kind.hasImage) throw new AppError(400, 'categories.errors.no_picture', kindWords(request, kind))
  await verifyStoredUpload(request.server.storage, image, 'category')
  return image
}

const nameTaken = (request: FastifyRequest, kind: CategoryKind, name: string) =>
  new AppError(409, 'categories.errors.name_taken', { ...kindWords(request, kind), name })

function list(kind: CategoryKind) {
  return async (request: OperationRequest<'listArticleCategories'>): Promise<Schemas['CategoryPage']> => {
    const { query } = request
    const page = pageOf(query)
    const sort = query.sort ?? 'createdAt'
    const { rows, total } = await listCategories(
      request.server.db,
      kind,
      { search: searchOf(query.search), status: query.status },
      page,
      sort,
      query.order ?? defaultOrderOf(sort),
    )
    return {
      data: await Promise.all(rows.map((row) => toCategory(request, row))),
      total,
      page: page.page,
      limit: page.limit,
    }
  }
}

function get(kind: CategoryKind) {
  return async (request: OperationRequest<'getArticleCategory'>): Promise<Category> =>
    toCategory(request, await categoryOr404(request, kind, request.params.id))
}

function create(kind: CategoryKind) {
  return async (
    request: OperationRequest<'createArticleCategory'>,
    reply: FastifyReply,
  ): Promise<Category> => {
    const { body } = request
    const { db } = request.server
    const values: CategoryValues = {
      name: body.name.trim(),
      status: body.status ?? 'active',
      image_key: (await imageOf(request, kind, body.image)) ?? null,
    }
    if (!values.name) throw new AppError(400, 'categories.errors.name_required')
    const actor = await staffEditorOf(request)
    let id: string
    try {
      id = await db.transaction().execute(async (trx) => {
        if (await categoryNameTaken(trx, kind, values.name)) throw nameTaken(request, kind, values.name)
        const created = await insertCategory(trx, kind, values)
        await recordContentChange(trx, actor, {
          recordType: kind.recordType,
          recordId: created,
          action: 'create',
          changes: changesOf({}, { ...values }),
        })
        return created
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(request, kind, values.name)
      throw error
    }
    reply.code(201)
    return toCategory(request, await categoryOr404(request, kind, id))
  }
}

function update(kind: CategoryKind) {
  return async (request: OperationRequest<'updateArticleCategory'>): Promise<Category> => {
    const { body, params } = request
    const name = body.name?.trim()
    if (name === '') throw new AppError(400, 'categories.errors.name_required')
    const image = await imageOf(request, kind, body.image)
    const actor = await staffEditorOf(request)
    try {
      await request.server.db.transaction().execute(async (trx) => {
        const current = await findCategory(trx, kind, params.id, true)
        if (!current) throw new AppError(404, 'categories.errors.not_found', kindWords(request, kind))
        if (current.version !== body.version)
          throw new AppError(409, 'categories.errors.changed_meanwhile', { name: current.name })
        if (name !== undefined && (await categoryNameTaken(trx, kind, name, params.id)))
          throw nameTaken(request, kind, name)
        const next: CategoryValues = {
          name: name ?? current.name,
          status: body.status ?? current.status,
          image_key: image === undefined ? current.image_key : image,
        }
        const changes = changesOf({ ...current }, { ...next })
        if (Object.keys(changes).length === 0) return
        await updateCategory(trx, kind, params.id, next)
        await recordContentChange(trx, actor, {
          recordType: kind.recordType,
          recordId: params.id,
          action: 'update',
          changes,
        })
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(request, kind, name ?? '')
      throw error
    }
    return toCategory(request, await categoryOr404(request, kind, params.id))
  }
}

/**
 * Deletes one category in one transaction (the caller's, in a bulk action), moving what it holds to
 * `moveTo` when it holds anything, and keeps it to be restored; answers the kept record's id.
 */
function removeCategory(
  request: FastifyRequest,
  db: Db,
  actor: StaffEditor,
  kind: CategoryKind,
  id: string,
  moveTo?: string,
) {
  if (moveTo === id) throw new AppError(400, 'categories.errors.move_to_same')
  return inTransaction(db, async (trx) => {
    const category = await findCategory(trx, kind, id, true)
    if (!category) throw new AppError(404, 'categories.errors.not_found', kindWords(request, kind))
    const target = moveTo ? await findCategory(trx, kind, moveTo, true) : undefined
    if (moveTo && !target)
      throw new AppError(400, 'categories.errors.move_target_missing', kindWords(request, kind))
    if (category.item_count > 0) {
      if (!target)
        throw new AppError(409, 'categories.errors.holds_items', {
          name: category.name,
          count: category.item_count,
          items: t(
            request.lang,
            `categories.kinds.${kind.id}.${category.item_count === 1 ? 'item' : 'items'}`,
          ),
        })
      await moveCategoryItems(trx, kind, category, target, actor)
    }
    const kept = await keepDeleted(trx, kind.id === 'faq' ? faqCategoryUndo : articleCategoryUndo, id, actor)
    await deleteCategory(trx, kind, id)
    await recordContentChange(trx, actor, {
      recordType: kind.recordType,
      recordId: id,
      action: 'delete',
      changes: {
        name: { from: category.name, to: null },
        ...(category.item_count > 0 && target
          ? { itemsMovedTo: { from: category.item_count, to: target.name } }
          : {}),
      },
    })
    return kept
  })
}

function remove(kind: CategoryKind) {
  return async (request: OperationRequest<'deleteArticleCategory'>): Promise<Schemas['DeleteResult']> => {
    const { id } = request.params
    const actor = await staffEditorOf(request)
    const deletedRecordId = await removeCategory(
      request,
      request.server.db,
      actor,
      kind,
      id,
      request.query.moveTo,
    )
    return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
  }
}

function removeMany(kind: CategoryKind) {
  return async (request: OperationRequest<'deleteArticleCategories'>) => {
    const actor = await staffEditorOf(request)
    return bulkWrite(request.server.db, request.body.ids, (trx, id) =>
      removeCategory(request, trx, actor, kind, id),
    )
  }
}

async function listAllArticleCategories(
  request: OperationRequest<'listAllArticleCategories'>,
): Promise<Schemas['ArticleCategoryOptionList']> {
  const rows = await categoryOptions(request.server.db, ARTICLE_CATEGORIES)
  return {
    data: await Promise.all(
      rows.map(async (row) => ({
        _id: row.id,
        categoryId: row.id,
        categoryName: row.name,
        image: row.image_key ? await request.server.storage.downloadUrl(row.image_key) : null,
        status: row.status,
      })),
    ),
  }
}

async function listAllFaqCategories(
  request: OperationRequest<'listAllFaqCategories'>,
): Promise<Schemas['CategoryOptionList']> {
  const rows = await categoryOptions(request.server.db, FAQ_CATEGORIES)
  return { data: rows.map((row) => ({ _id: row.id, name: row.name, status: row.status })) }
}

async function listPublicFaqCategories(
  request: OperationRequest<'listPublicFaqCategories'>,
): Promise<Schemas['PublicCategoryList']> {
  const rows = await categoryOptions(request.server.db, FAQ_CATEGORIES, true)
  return { data: rows.map((row) => ({ _id: row.id, name: row.name })) }
}

export const categoriesHandlers = defineHandlers({
  listArticleCategories: list(ARTICLE_CATEGORIES),
  createArticleCategory: create(ARTICLE_CATEGORIES),
  getArticleCategory: get(ARTICLE_CATEGORIES),
  updateArticleCategory: update(ARTICLE_CATEGORIES),
  deleteArticleCategory: remove(ARTICLE_CATEGORIES),
  deleteArticleCategories: removeMany(ARTICLE_CATEGORIES),
  listAllArticleCategories,
  listFaqCategories: list(FAQ_CATEGORIES),
  createFaqCategory: create(FAQ_CATEGORIES),
  getFaqCategory: get(FAQ_CATEGORIES),
  updateFaqCategory: update(FAQ_CATEGORIES),
  deleteFaqCategory: remove(FAQ_CATEGORIES),
  deleteFaqCategories: removeMany(FAQ_CATEGORIES),
  listAllFaqCategories,
  listPublicFaqCategories,
})
