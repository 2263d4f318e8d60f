import { dataOrThrow } from './apiError'
import { type BulkOutcome, deleteMany } from './bulk'
import type { DeleteResult } from './changes'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type Category = Schemas['Category']
export type CategoryPage = Schemas['CategoryPage']
export type CategoryQuery = NonNullable<operations['listArticleCategories']['parameters']['query']>
export type CreateCategoryForm = Schemas['CreateCategoryRequest']
export type UpdateCategoryForm = Schemas['UpdateCategoryRequest']
export type ArticleCategoryOption = Schemas['ArticleCategoryOption']
export type CategoryOption = Schemas['CategoryOption']

/**
 * The two kinds of category, news-and-article and FAQ: one thing behind two sets of paths. Every call
 * below takes the kind, so the screens of both kinds are one set of screens.
 */
export type CategoryKindId = 'article' | 'faq'

const PATHS = {
  article: { list: '/admin/cats-article', one: '/admin/cats-article/{id}', all: '/admin/cats-article/all' },
  faq: { list: '/admin/faq-categories', one: '/admin/faq-categories/{id}', all: '/admin/faq-categories/all' },
} as const

/** The cache's keys for categories: openapi-react-query's `[method, path, init]`. */
export const categoriesKeys = {
  /** Every cached read of one kind's categories: the lists, the records, the dropdown lists. */
  all: (kind: CategoryKindId) => readsOf(PATHS[kind].list, PATHS[kind].one, PATHS[kind].all),
  list: (kind: CategoryKindId, query: CategoryQuery) =>
    ['get', PATHS[kind].list, { params: { query } }] as const,
  detail: (kind: CategoryKindId, id: string) =>
    ['get', PATHS[kind].one, { params: { path: { id } } }] as const,
  /** Every news & article category, for the article form's dropdown. */
  articleOptions: () => ['get', PATHS.article.all] as const,
  /** Every FAQ category, for the FAQ form's dropdown and filter. */
  faqOptions: () => ['get', PATHS.faq.all] as const,
}

/**
 * After categories changed: every read of the kind's categories, and of the FAQs filed under FAQ
 * categories (a renamed category, FAQs moved off a deleted one).
 */
/** Deletes up to 100 empty categories of a kind in one all-or-nothing call. */
export async function deleteCategories(kind: CategoryKindId, ids: string[]): Promise<BulkOutcome> {
  const outcome = await deleteMany(PATHS[kind].list, ids)
  await invalidateCategories(kind)
  return outcome
}

export function invalidateCategories(kind: CategoryKindId): Promise<void> {
  const items = kind === 'faq' ? [readsOf('/admin/faqs', '/admin/faqs/{id}')] : []
  return invalidateReads(categoriesKeys.all(kind), ...items)
}

export async function getCategory(kind: CategoryKindId, id: string): Promise<Category> {
  return dataOrThrow(await api.GET(PATHS[kind].one, { params: { path: { id } } }))
}

/** One category for an editor: asked of the server every time, and the answer kept for every other view. */
export async function readCategory(kind: CategoryKindId, id: string): Promise<Category> {
  const cache = linkedQueryCache()
  if (!cache) return getCategory(kind, id)
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...categoriesKeys.detail(kind, id)),
    staleTime: 0,
  })
}

export async function createCategory(kind: CategoryKindId, form: CreateCategoryForm): Promise<Category> {
  const created = dataOrThrow(await api.POST(PATHS[kind].list, { body: form }))
  void invalidateCategories(kind)
  return created
}

export async function updateCategory(
  kind: CategoryKindId,
  id: string,
  changes: UpdateCategoryForm,
): Promise<Category> {
  const updated = dataOrThrow(await api.PATCH(PATHS[kind].one, { params: { path: { id } }, body: changes }))
  void invalidateCategories(kind)
  return updated
}

/**
 * Deletes a category; one still holding items needs `moveTo`, the category they are filed under
 * instead. Answers once the lists on screen have been read again.
 */
export async function deleteCategory(
  kind: CategoryKindId,
  id: string,
  moveTo?: string,
): Promise<DeleteResult> {
  const deleted = dataOrThrow(
    await api.DELETE(PATHS[kind].one, { params: { path: { id }, query: { moveTo } } }),
  )
  await invalidateCategories(kind)
  return deleted
}

/** A category as a dropdown offers it, whatever its kind. */
export interface CategoryChoice {
  _id: string
  name: string
  status: Category['status']
}

/** Every category of a kind as choices, by name (the kind's all-categories list). */
export async function categoryChoices(kind: CategoryKindId): Promise<CategoryChoice[]> {
  if (kind === 'faq') return dataOrThrow(await api.GET(PATHS.faq.all)).data
  const { data } = dataOrThrow(await api.GET(PATHS.article.all))
  return data.map((option) => ({ _id: option._id, name: option.categoryName, status: option.status }))
}

/**
 * The query of a kind's choices: keyed under the all-categories path (with its own marker, since it
 * holds choices rather than the answer), so a change to the kind's categories reads it again.
 */
export const categoryChoicesQuery = (kind: CategoryKindId) => ({
  queryKey: ['get', PATHS[kind].all, { choices: true }] as const,
  queryFn: () => categoryChoices(kind),
})
