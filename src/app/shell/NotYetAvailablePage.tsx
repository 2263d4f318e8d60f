import { useTranslation } from 'react-i18next'
import { useParams, useSearch } from 'wouter'
import type { RouteDef } from '../../domain/routes'

/**
 * The honest stand-in of a screen a later issue builds: its title, what it will hold, and nothing
 * pretending to be data.
 */
export function NotYetAvailablePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation()
  const params = useParams<Record<string, string>>()
  const query = new URLSearchParams(useSearch())
  const ids = [
    ...route.params.map((name) => params[name]),
    ...(route.query ?? []).map((name) => query.get(name)),
  ].filter((value): value is string => Boolean(value))
  return (
    <section aria-labelledby="page-title" className="max-w-3xl space-y-4">
      <h1 id="page-title" className="font-semibold text-2xl text-fg">
        {t(route.titleKey)}
      </h1>
      <div className="rounded-2xl border border-line-strong border-dashed bg-surface p-6">
        <p className="mb-3 inline-flex rounded-full bg-surface-muted px-3 py-1 font-medium text-fg-secondary text-sm">
          {t('shell:page.not_ready_title')}
        </p>
        <p className="text-fg">{t('shell:page.not_ready_body')}</p>
        <p className="mt-2 text-fg">{t(route.aboutKey)}</p>
        {ids.length > 0 ? (
          <p className="mt-3 text-fg-muted text-sm">{t('shell:page.record', { id: ids.join(' / ') })}</p>
        ) : null}
        <p className="mt-4 text-fg-muted text-sm">{t('shell:page.not_ready_note')}</p>
      </div>
    </section>
  )
}
