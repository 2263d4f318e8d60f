import { useTranslation } from 'react-i18next'

export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-accent-muted border-t-primary-600"
      />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  )
}
