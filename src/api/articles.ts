// News and articles: typed calls and the query cache's keys for them.
import { dataOrThrow } from './apiError'
import { type BulkChange, type BulkOutcome, changeMany } from './bulk'
import type { DeleteResult } from './changes'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type ArticleSummary = Schemas['ArticleSummary']
export type ArticleDetail = Schemas['ArticleDetail']
export type ArticlePage = Schemas['ArticlePage']
export type ArticleInput = Schemas['ArticleInput']
export type ArticleUpdate = Schemas['ArticleUpdate']
export type ArticleStatus = Schemas['ArticleStatus']
export type ArticlePublishState = Schemas['ArticlePublishState']
export type ArticleQuery = NonNullable<operations['listArticles']['parameters']['query']>

/** The cache's keys for articles: openapi-react-query's `[method, path, init]`. */
export const articlesKeys = {
  /** Every cached read of articles: the lists and the records. */
  all: readsOf('/admin/articles', '/admin/articles/{id}'),
  list: (query: ArticleQuery) => ['get', '/admin/articles', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/articles/{id}', { params: { path: { id } } }] as const,
}

/**
 * After articles changed: every read of them, and the news-and-article categories, whose article counts
 * follow a new, moved or deleted article.
 */
export const invalidateArticles = (): Promise<void> =>
  invalidateReads(articlesKeys.all, readsOf('/admin/cats-article', '/admin/cats-article/all'))

export async function getArticle(id: string): Promise<ArticleDetail> {
  return dataOrThrow(await api.GET('/admin/articles/{id}', { params: { path: { id } } }))
}

/** One article for an editor: asked of the server every time, and the answer kept for every other view. */
export async function readArticle(id: string): Promise<ArticleDetail> {
  const cache = linkedQueryCache()
  if (!cache) return getArticle(id)
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...articlesKeys.detail(id)),
    staleTime: 0,
  })
}

export async function createArticle(input: ArticleInput): Promise<ArticleDetail> {
  const created = dataOrThrow(await api.POST('/admin/articles', { body: input }))
  void invalidateArticles()
  return created
}

export async function updateArticle(id: string, changes: ArticleUpdate): Promise<ArticleDetail> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/articles/{id}', { params: { path: { id } }, body: changes }),
  )
  void invalidateArticles()
  return updated
}

/** Activates or deactivates; answers once the lists and the record on screen have been read again. */
export async function setArticleStatus(id: string, status: ArticleStatus): Promise<ArticleDetail> {
  const path = status === 'active' ? '/admin/articles/activate/{id}' : '/admin/articles/deactivate/{id}'
  const article = dataOrThrow(await api.PUT(path, { params: { path: { id } } }))
  await invalidateArticles()
  return article
}

/** Deletes an article; answers once the lists on screen have been read again, so its row is gone. */
export async function deleteArticle(id: string): Promise<DeleteResult> {
  const deleted = dataOrThrow(await api.DELETE('/admin/articles/{id}', { params: { path: { id } } }))
  await invalidateArticles()
  return deleted
}

/** Activates, deactivates or deletes up to 100 articles in one all-or-nothing call. */
export async function changeArticles(action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  const outcome = await changeMany('/admin/articles', action, ids)
  await invalidateArticles()
  return outcome
}
