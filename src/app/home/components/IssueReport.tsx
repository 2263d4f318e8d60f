import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWithRetry } from '../../../ui/lazyWithRetry'
import { useSettled } from '../../../ui/useSettled'

// The list machinery (paging, saved views, bulk actions) loads once the figures are drawn: the issue
// report sits below them, and the home's first JavaScript stays within its budget.
const IssueList = lazyWithRetry(() => import('./IssueList'))

/** The issue report: what staff should act on (spec section 3, issuesReport), under the figures. */
export function IssueReport() {
  const { t } = useTranslation()
  const settled = useSettled()
  const loading = <p className="text-fg-muted text-sm">{t('ui:list.loading')}</p>
  return (
    <section aria-labelledby="issue-report-title" className="space-y-2">
      <h2 id="issue-report-title" className="font-semibold text-fg text-lg">
        {t('home:issues.title')}
      </h2>
      {settled ? (
        <Suspense fallback={loading}>
          <IssueList />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
