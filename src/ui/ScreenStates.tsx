import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonStyles } from './Button'
import type { RecordStatus } from './useRecord'

/** A screen's section with its one h1, which the shell's arrival announcement and focus rely on. */
export function Screen({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby="page-title" className="max-w-6xl space-y-5">
      <div className="space-y-1">
        <h1 id="page-title" className="font-semibold text-2xl text-fg">
          {title}
        </h1>
        {intro ? <p className="text-fg-secondary">{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** What a record screen shows until its record is there: loading, not found, or failed with a retry. */
export function RecordStates({
  status,
  onRetry,
  backHref,
  backLabel,
}: {
  status: Exclude<RecordStatus, 'ready'>
  onRetry(): void
  backHref: string
  backLabel: string
}) {
  const { t } = useTranslation()
  if (status === 'loading')
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-fg-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-accent-muted border-t-primary-600"
        />
        {t('ui:record.loading')}
      </div>
    )
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl border border-warning-line bg-warning-subtle p-6 text-warning"
    >
      <p className="font-semibold">{status === 'missing' ? t('ui:record.missing') : t('ui:record.failed')}</p>
      <div className="flex flex-wrap gap-2">
        {status === 'failed' ? (
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {t('ui:record.retry')}
          </button>
        ) : null}
        <Link href={backHref} className={buttonStyles.secondary}>
          {backLabel}
        </Link>
      </div>
    </div>
  )
}
