import type { FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { ReviewDecision } from '../../../src/domain/reviews'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { pageOf } from '../../lib/paging'
import type { StorageDriver } from '../../lib/storage/storage'
import { type DecidedReview, decideReviews } from './reviewDecisions'
import { listReviews, reviewFilterOf, reviewTabCounts } from './reviewList.queries'
import { type ReviewRow, reviewRows } from './reviewRows.queries'

type Schemas = components['schemas']

const nameOf = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : null)

async function summaryOf(storage: StorageDriver, row: ReviewRow): Promise<Schemas['ReviewSummary']> {
  return {
    _id: row.id,
    reviewer: {
      _id: row.member_id,
      memberId: row.member_code,
      name: {
        th: nameOf(row.first_name_th, row.last_name_th),
        en: nameOf(row.first_name_en, row.last_name_en),
      },
    },
    product: {
      _id: row.product_id,
      productCode: row.product_code,
      name: { th: row.product_name_th, en: row.product_name_en },
      rating: row.rating === null ? null : Number(row.rating),
      approvedReviewCount: row.approved_review_count,
    },
    orderId: row.order_id,
    productRating: row.product_rating,
    shippingRating: row.shipping_rating,
    text: row.body,
    images: await Promise.all(row.image_keys.map((key) => storage.downloadUrl(key))),
    createdAt: row.created_at.toISOString(),
    state: row.state,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by_name,
    version: row.version,
  }
}

async function summariesOf(request: FastifyRequest, ids: readonly string[]) {
  const rows = await reviewRows(request.server.db, ids)
  return Promise.all(rows.map((row) => summaryOf(request.server.storage, row)))
}

async function listReviewsHandler(request: OperationRequest<'listReviews'>): Promise<Schemas['ReviewPage']> {
  const { query } = request
  const { db } = request.server
  const page = pageOf(query)
  const filter = reviewFilterOf(query)
  const counts = await reviewTabCounts(db, filter)
  const { ids, total } = await listReviews(db, filter, page, query.order ?? 'desc', counts)
  return {
    data: await summariesOf(request, ids),
    total: total.total,
    totalCapped: total.capped,
    page: page.page,
    limit: page.limit,
    counts,
  }
}

async function decide(request: FastifyRequest, decision: ReviewDecision, reviews: readonly DecidedReview[]) {
  const ids = await decideReviews(
    request.server.db,
    await staffEditorOf(request),
    decision,
    reviews,
    request.lang,
  )
  return summariesOf(request, ids)
}

async function decideOne(
  request: OperationRequest<'approveReview' | 'rejectReview'>,
  decision: ReviewDecision,
): Promise<Schemas['ReviewSummary']> {
  const [review] = await decide(request, decision, [
    { _id: request.params.id, version: request.body.version },
  ])
  return review
}

export const reviewsHandlers = defineHandlers({
  listReviews: listReviewsHandler,
  approveReview: (request) => decideOne(request, 'approve'),
  rejectReview: (request) => decideOne(request, 'reject'),
  approveReviews: async (request) => ({ data: await decide(request, 'approve', request.body.reviews) }),
  rejectReviews: async (request) => ({ data: await decide(request, 'reject', request.body.reviews) }),
})
