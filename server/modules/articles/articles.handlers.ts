import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { publishStateOf } from '../../../src/domain/articles'
import { defaultOrderOf } from '../../../src/domain/listSort'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import type { StorageDriver } from '../../lib/storage/storage'
import { contentWithImageUrls } from './articleBody'
import {
  type ArticleRow,
  type ArticleStatus,
  type ArticleSummaryRow,
  findArticle,
  listArticles as listArticleRows,
  readPublishedArticle,
} from './articleRows.queries'
import {
  updateArticle as editArticle,
  createArticle as insertArticle,
  deleteArticle as removeArticle,
  setArticleStatus,
} from './articleWrites'

type Schemas = components['schemas']

async function summaryOf(storage: StorageDriver, row: ArticleSummaryRow): Promise<Schemas['ArticleSummary']> {
  const start = new Date(row.start_publish_date)
  const end = new Date(row.end_publish_date)
  return {
    _id: row.id,
    name: { en: row.name_en, th: row.name_th },
    category: { _id: row.category_id, name: row.category_name },
    status: row.status,
    views: Number(row.views),
    startPublishDate: start.toISOString(),
    endPublishDate: end.toISOString(),
    publishState: publishStateOf({ start, end }),
    imageUrl: await storage.downloadUrl(row.image_key),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  }
}

async function contentOf(storage: StorageDriver, row: ArticleRow) {
  return {
    en: await contentWithImageUrls(row.content_en, storage),
    th: await contentWithImageUrls(row.content_th, storage),
  }
}

async function articleDetail(request: FastifyRequest, id: string): Promise<Schemas['ArticleDetail']> {
  const { db, storage } = request.server
  const row = await findArticle(db, id)
  if (!row) throw new AppError(404, 'articles.errors.not_found')
  return { ...(await summaryOf(storage, row)), image: row.image_key, content: await contentOf(storage, row) }
}

async function listArticles(request: OperationRequest<'listArticles'>): Promise<Schemas['ArticlePage']> {
  const { query } = request
  const page = pageOf(query)
  const sort = query.sort ?? 'createdAt'
  const { rows, total } = await listArticleRows(
    request.server.db,
    {
      search: searchOf(query.search),
      categoryId: query.categoryId,
      status: query.status,
      publishState: query.publishState,
    },
    page,
    { sort, order: query.order ?? defaultOrderOf(sort), lang: request.lang },
  )
  return {
    data: await Promise.all(rows.map((row) => summaryOf(request.server.storage, row))),
    total,
    page: page.page,
    limit: page.limit,
  }
}

const getArticle = (request: OperationRequest<'getArticle'>) => articleDetail(request, request.params.id)

async function createArticle(
  request: OperationRequest<'createArticle'>,
  reply: FastifyReply,
): Promise<Schemas['ArticleDetail']> {
  const { db, storage } = request.server
  const id = await insertArticle(db, storage, await staffEditorOf(request), request.lang, request.body)
  reply.code(201)
  return articleDetail(request, id)
}

async function updateArticle(request: OperationRequest<'updateArticle'>): Promise<Schemas['ArticleDetail']> {
  const { db, storage } = request.server
  const { id } = request.params
  await editArticle(db, storage, await staffEditorOf(request), request.lang, id, request.body)
  return articleDetail(request, id)
}

async function deleteArticle(request: OperationRequest<'deleteArticle'>): Promise<Schemas['DeleteResult']> {
  const { id } = request.params
  const deletedRecordId = await removeArticle(request.server.db, await staffEditorOf(request), id)
  return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

async function activateArticle(request: OperationRequest<'activateArticle'>) {
  await setArticleStatus(request.server.db, await staffEditorOf(request), request.params.id, 'active')
  return articleDetail(request, request.params.id)
}

async function deactivateArticle(request: OperationRequest<'deactivateArticle'>) {
  await setArticleStatus(request.server.db, await staffEditorOf(request), request.params.id, 'inactive')
  return articleDetail(request, request.params.id)
}

const statusesSetter = (status: ArticleStatus) => async (request: OperationRequest<'activateArticles'>) => {
  const editor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, (trx, id) =>
    setArticleStatus(trx, editor, id, status),
  )
}

async function deleteArticles(request: OperationRequest<'deleteArticles'>) {
  const editor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, async (trx, id) => {
    await removeArticle(trx, editor, id)
  })
}

async function readArticle(request: OperationRequest<'readArticle'>): Promise<Schemas['PublishedArticle']> {
  const { db, storage } = request.server
  const row = await readPublishedArticle(db, request.params.id)
  if (!row) throw new AppError(404, 'articles.errors.not_found')
  const summary = await summaryOf(storage, row)
  return {
    _id: summary._id,
    name: summary.name,
    category: summary.category,
    imageUrl: summary.imageUrl,
    startPublishDate: summary.startPublishDate,
    endPublishDate: summary.endPublishDate,
    views: summary.views,
    content: await contentOf(storage, row),
  }
}

export const articlesHandlers = defineHandlers({
  listArticles,
  getArticle,
  createArticle,
  updateArticle,
  deleteArticle,
  activateArticle,
  deactivateArticle,
  activateArticles: statusesSetter('active'),
  deactivateArticles: statusesSetter('inactive'),
  deleteArticles,
  readArticle,
})
