import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../../api/home'

const SalesChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.SalesChart })))
const TractionChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.TractionChart })))

export type ChartKind = 'sales' | 'traction'

/**
 * A chart with its table: the table is always there for screen readers (the drawing is hidden from
 * them) and shown instead of the chart with the toggle, which is also the keyboard's way through the data.
 */
export function ChartPanel({
  kind,
  figures,
  table,
}: {
  kind: ChartKind
  figures: HomeDashboard
  table: ReactNode
}) {
  const { t } = useTranslation()
  const [asTable, setAsTable] = useState(false)
  const titleId = useId()
  const Chart = kind === 'sales' ? SalesChart : TractionChart
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-fg">
          {t(`home:charts.${kind}`)}{' '}
          <span className="font-normal text-fg-muted text-sm">
            {t(`home:charts.bucket.${figures.bucket}`)}
          </span>
        </h2>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-lg border border-line px-3 py-1 text-fg text-sm hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {asTable ? t('home:charts.showChart') : t('home:charts.showTable')}
        </button>
      </div>
      {asTable ? null : (
        <div aria-hidden="true" data-chart={kind}>
          <Suspense fallback={<p className="h-64 text-fg-muted text-sm">{t('home:charts.loading')}</p>}>
            <Chart figures={figures} />
          </Suspense>
        </div>
      )}
      <div className={asTable ? 'max-h-80 overflow-auto' : 'sr-only'}>{table}</div>
    </section>
  )
}
