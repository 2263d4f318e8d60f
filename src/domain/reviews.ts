// Review approval: the states a member's product review goes through and the ratings it carries.

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** What staff decide on a pending review. */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

export const stateAfter = (decision: ReviewDecision): ReviewState =>
  decision === 'approve' ? 'approved' : 'rejected'

/** Ratings are whole stars from 1 to 5, for product quality and for shipping handling alike. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
export type ReviewRating = (typeof REVIEW_RATINGS)[number]

export const isReviewState = (value: unknown): value is ReviewState =>
  (REVIEW_STATES as readonly unknown[]).includes(value)

export const isReviewRating = (value: unknown): value is ReviewRating =>
  (REVIEW_RATINGS as readonly unknown[]).includes(value)

/** At most this many reviews are decided in one go (as many as a page of the list holds). */
export const MAX_REVIEWS_PER_DECISION = 100
