import type { ReviewDecision } from '../domain/reviews'
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type ReviewPage = Schemas['ReviewPage']
export type ReviewSummary = Schemas['ReviewSummary']
export type ReviewListQuery = NonNullable<operations['listReviews']['parameters']['query']>
/** A review as a decision names it: the copy it was made on. */
export type ReviewRef = Schemas['ReviewBulkDecision']['reviews'][number]

/** The cache's keys for reviews: openapi-react-query's `[method, path, init]`. */
export const reviewsKeys = {
  list: (query: ReviewListQuery) => ['get', '/admin/reviews', { params: { query } }] as const,
  /** Every cached page of the list, which a decision moves rows between (and changes products' ratings on). */
  allLists: readsOf('/admin/reviews'),
}

/**
 * Approves or rejects the reviews, all or none; then every page of the list is read again (the rows
 * move to another tab, the counts and the products' ratings change).
 */
export async function decideReviews(decision: ReviewDecision, reviews: readonly ReviewRef[]) {
  const body = { reviews: reviews.map(({ _id, version }) => ({ _id, version })) }
  const decided = dataOrThrow(
    decision === 'approve'
      ? await api.POST('/admin/reviews/approve', { body })
      : await api.POST('/admin/reviews/reject', { body }),
  )
  await invalidateReads(reviewsKeys.allLists)
  return decided
}
