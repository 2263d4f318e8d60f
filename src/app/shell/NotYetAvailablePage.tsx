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
      <h1 id="page-title" className="font-semibold text-2xl text-gray-900">
        {t(route.titleKey)}
      </h1>
      <div className="rounded-2xl border border-gray-300 border-dashed bg-white p-6">
        <p className="mb-3 inline-flex rounded-full bg-gray-100 px-3 py-1 font-medium text-gray-700 text-sm">
          {t('shell:page.not_ready_title')}
        </p>
        <p className="text-gray-800">{t('shell:page.not_ready_body')}</p>
        <p className="mt-2 text-gray-900">{t(route.aboutKey)}</p>
        {ids.length > 0 ? (
          <p className="mt-3 text-gray-600 text-sm">{t('shell:page.record', { id: ids.join(' / ') })}</p>
        ) : null}
        <p className="mt-4 text-gray-600 text-sm">{t('shell:page.not_ready_note')}</p>
      </div>
    </section>
  )
}
