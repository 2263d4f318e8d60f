import { dataOrThrow } from './apiError'
import { type BulkChange, type BulkOutcome, changeMany } from './bulk'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type Faq = Schemas['Faq']
export type FaqSummary = Schemas['FaqSummary']
export type FaqQuery = NonNullable<operations['listFaqs']['parameters']['query']>
export type CreateFaqForm = Schemas['CreateFaqRequest']
export type UpdateFaqForm = Schemas['UpdateFaqRequest']

/** The cache's keys for FAQs: openapi-react-query's `[method, path, init]`. */
export const faqKeys = {
  all: readsOf('/admin/faqs', '/admin/faqs/{id}'),
  list: (query: FaqQuery) => ['get', '/admin/faqs', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/faqs/{id}', { params: { path: { id } } }] as const,
}

/** After FAQs changed: every read of them, and the FAQ categories whose counts they move. */
export function invalidateFaqs(): Promise<void> {
  return invalidateReads(faqKeys.all, readsOf('/admin/faq-categories', '/admin/faq-categories/{id}'))
}

export async function getFaq(id: string): Promise<Faq> {
  return dataOrThrow(await api.GET('/admin/faqs/{id}', { params: { path: { id } } }))
}

/** One FAQ for an editor: asked of the server every time, and the answer kept for every other view. */
export async function readFaq(id: string): Promise<Faq> {
  const cache = linkedQueryCache()
  if (!cache) return getFaq(id)
  return cache.queryClient.fetchQuery({ ...cache.$api.queryOptions(...faqKeys.detail(id)), staleTime: 0 })
}

export async function createFaq(form: CreateFaqForm): Promise<Faq> {
  const created = dataOrThrow(await api.POST('/admin/faqs', { body: form }))
  void invalidateFaqs()
  return created
}

export async function updateFaq(id: string, changes: UpdateFaqForm): Promise<Faq> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/faqs/{id}', { params: { path: { id } }, body: changes }),
  )
  void invalidateFaqs()
  return updated
}

/** Shows (active) or hides (inactive) an FAQ in the storefront. */
export async function setFaqStatus(id: string, active: boolean): Promise<Faq> {
  const init = { params: { path: { id } } }
  const changed = dataOrThrow(
    active
      ? await api.PUT('/admin/faqs/activate/{id}', init)
      : await api.PUT('/admin/faqs/deactivate/{id}', init),
  )
  await invalidateFaqs()
  return changed
}

/** Deletes an FAQ; the answer names where it is kept for undo (30 days). */
export async function deleteFaq(id: string): Promise<Schemas['DeleteResult']> {
  const deleted = dataOrThrow(await api.DELETE('/admin/faqs/{id}', { params: { path: { id } } }))
  await invalidateFaqs()
  return deleted
}

/** Activates, deactivates or deletes up to 100 FAQs in one all-or-nothing call. */
export async function changeFaqs(action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  const outcome = await changeMany('/admin/faqs', action, ids)
  await invalidateFaqs()
  return outcome
}
