import { useTranslation } from 'react-i18next'
import { buttonStyles } from '../../ui/Button'
import type { WidgetProblem } from './widgetProblem'

/** A read under way: announced politely, so a screen reader hears it once. */
export function WidgetLoading() {
  const { t } = useTranslation()
  return (
    <p role="status" className="px-4 py-6 text-center text-fg-muted">
      {t('widgets:loading')}
    </p>
  )
}

/** Why nothing is shown, and a retry where trying again can help (not for a refused token). */
export function WidgetProblemNotice({ problem, onRetry }: { problem: WidgetProblem; onRetry(): void }) {
  const { t } = useTranslation()
  const text =
    problem === 'denied'
      ? t('widgets:problem.denied')
      : problem === 'missing'
        ? t('orders:not_found.message')
        : t('widgets:problem.failed')
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger-line bg-danger-subtle px-4 py-3 text-danger"
    >
      <p>{text}</p>
      {problem === 'failed' ? (
        <button type="button" className={`${buttonStyles.secondary} py-1 text-sm`} onClick={onRetry}>
          {t('widgets:retry')}
        </button>
      ) : null}
    </div>
  )
}
