import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { decideReviews } from '../../api/reviews'
import type { ReviewDecision } from '../../domain/reviews'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useEditor } from '../../ui/useEditor'
import { type DecidableReview, reviewDecisionState } from './reviewDecisions'

/**
 * Spec section 5's approve and reject confirm dialogs, for the reviews asked for
 * (reviewDecisionState.deciding), all or none. The server's refusal (a review decided by someone else
 * meanwhile) stays in the dialog, naming the review.
 */
export function DecideReviewsDialog({ onDecided }: { onDecided?(): void }) {
  const { deciding } = useSnapshot(reviewDecisionState)
  const close = () => {
    reviewDecisionState.deciding = null
  }
  // A new form for every opening: the editor starts from what it is given.
  return deciding ? (
    <DecideReviewsForm
      key={`${deciding.decision}:${deciding.reviews.map((review) => review._id).join()}`}
      decision={deciding.decision}
      reviews={deciding.reviews as DecidableReview[]}
      onClose={close}
      onDecided={() => {
        close()
        onDecided?.()
      }}
    />
  ) : null
}

function DecideReviewsForm({
  decision,
  reviews,
  onClose,
  onDecided,
}: {
  decision: ReviewDecision
  reviews: readonly DecidableReview[]
  onClose(): void
  onDecided(): void
}) {
  const { t } = useTranslation()
  const editor = useEditor<Record<string, never>, never, readonly DecidableReview[], unknown>({
    fields: [],
    validate: () => ({}),
    loaded: { values: {}, record: reviews },
    save: () => decideReviews(decision, reviews),
    onSaved: () => {
      showToast({ text: t(`reviews:${decision}.done`, { count: reviews.length }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      onDecided()
    },
    guardLeaving: false,
  })
  const form = editor.form
  const single = reviews.length === 1 ? reviews[0] : null
  return (
    <ConfirmDialog
      open
      title={
        single
          ? t(`reviews:${decision}.title_single`, { review: single.label })
          : t(`reviews:${decision}.title`, { count: reviews.length })
      }
      description={t(`reviews:${decision}.body`, { count: reviews.length })}
      confirmLabel={t(`reviews:${decision}.confirm`, { count: reviews.length })}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      busy={form?.busy}
      error={form?.formError}
      onConfirm={() => form?.submit()}
      onClose={onClose}
    />
  )
}
