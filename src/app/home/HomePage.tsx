import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../stores/session'

/** The home of the dashboard: a greeting for now; the day's figures come with the statistics work. */
export function HomePage() {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const name = [token?.firstName, token?.lastName].filter(Boolean).join(' ')
  return (
    <section aria-labelledby="page-title" className="max-w-3xl space-y-3">
      <h1 id="page-title" className="font-semibold text-2xl text-fg">
        {name ? t('common:dashboard.greeting', { name }) : t('common:dashboard.greeting_anonymous')}
      </h1>
      <p className="text-fg-secondary">{t('common:dashboard.intro')}</p>
    </section>
  )
}
