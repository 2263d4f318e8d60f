import { useTranslation } from 'react-i18next'
import type { ReviewSummary } from '../../api/reviews'
import { buttonStyles } from '../../ui/Button'
import type { RowSelection } from '../../ui/pagedList/useRowSelection'
import { askToDecideReviews, type DecidableReview, pendingAmong } from './reviewDecisions'

/**
 * What can be done with the reviews picked on the list: approve or reject those still pending (for
 * those who may decide), or drop the pick. Shown only while some are picked.
 */
export function ReviewSelectionBar({
  selection,
  decidable,
  mayDecide,
}: {
  selection: RowSelection<ReviewSummary>
  decidable: readonly DecidableReview[]
  mayDecide: boolean
}) {
  const { t } = useTranslation()
  if (selection.selected.length === 0) return null
  const pending = pendingAmong(decidable).length
  return (
    <section
      aria-label={t('reviews:selection.label')}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-accent-muted bg-accent-subtle px-4 py-2"
    >
      <span role="status" className="font-medium text-fg text-sm">
        {t('ui:list.selected', { count: selection.selected.length })}
      </span>
      {mayDecide && pending > 0 ? (
        <>
          <button
            type="button"
            onClick={() => askToDecideReviews('approve')}
            className={buttonStyles.secondary}
            aria-keyshortcuts="r a"
          >
            {t('reviews:selection.approve', { count: pending })}
          </button>
          <button
            type="button"
            onClick={() => askToDecideReviews('reject')}
            className={buttonStyles.secondary}
            aria-keyshortcuts="r x"
          >
            {t('reviews:selection.reject', { count: pending })}
          </button>
        </>
      ) : null}
      <button type="button" onClick={selection.clear} className={buttonStyles.secondary}>
        {t('ui:list.clear_selection')}
      </button>
    </section>
  )
}
