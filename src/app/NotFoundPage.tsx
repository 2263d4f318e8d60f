import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonStyles } from '../ui/Button'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-4 text-center">
      <h1 className="font-semibold text-3xl text-fg">{t('common:not_found.title')}</h1>
      <p className="text-fg-secondary">{t('common:not_found.body')}</p>
      <Link href="/" className={buttonStyles.secondary}>
        {t('common:not_found.home')}
      </Link>
    </main>
  )
}
