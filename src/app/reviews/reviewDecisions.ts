// Approving or rejecting reviews, from the list's picked rows by a button or the palette: the list says
// here what may be decided, and the dialog opens on what is asked.
import { proxy, ref } from 'valtio'
import type { ReviewDecision } from '../../domain/reviews'

export interface DecidableReview {
  _id: string
  version: number
  state: string
  /** The reviewer and product, as the dialog names a single review. */
  label: string
}

export const reviewDecisionState = proxy({
  /** What the screen on show would decide: the list's picked rows. */
  decidable: ref([] as DecidableReview[]),
  /** The decision the dialog is open for; null while it is closed. */
  deciding: null as { decision: ReviewDecision; reviews: DecidableReview[] } | null,
})

/** The reviews among these still waiting for a decision. */
export const pendingAmong = (reviews: readonly DecidableReview[]): DecidableReview[] =>
  reviews.filter((review) => review.state === 'pending')

/** Keeps what the screen would decide, while it shows it. */
export function offerReviewDecisions(reviews: readonly DecidableReview[]): () => void {
  const offered = ref([...reviews])
  reviewDecisionState.decidable = offered
  return () => {
    if (reviewDecisionState.decidable === offered) reviewDecisionState.decidable = ref([])
  }
}

/** Opens the dialog on the pending reviews the screen offers, if there are any. */
export function askToDecideReviews(decision: ReviewDecision, reviews?: readonly DecidableReview[]): void {
  const pending = pendingAmong(reviews ?? reviewDecisionState.decidable)
  if (pending.length > 0) reviewDecisionState.deciding = { decision, reviews: pending }
}
