import { type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../../api/home'
import { lazyWithRetry } from '../../../ui/lazyWithRetry'

// recharts is a chunk of its own, asked for once the home has settled (its figures and tables drawn, the
// browser idle), so the home's first JavaScript stays within its budget.
const SalesChart = lazyWithRetry(() => import('./DashboardCharts').then((m) => ({ default: m.SalesChart })))
const TractionChart = lazyWithRetry(() =>
  import('./DashboardCharts').then((m) => ({ default: m.TractionChart })),
)
const SETTLE_MS = 1000

/** True once the page has settled: a moment after the first draw, when the browser is idle. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let idle: number | undefined
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: 3000 })
      else setSettled(true)
    }, SETTLE_MS)
    return () => {
      window.clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [])
  return settled
}

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
  const settled = useSettled()
  const loading = <p className="h-64 text-fg-muted text-sm">{t('home:charts.loading')}</p>
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
          <Suspense fallback={loading}>{settled ? <Chart figures={figures} /> : loading}</Suspense>
        </div>
      )}
      <div className={asTable ? 'max-h-80 overflow-auto' : 'sr-only'}>{table}</div>
    </section>
  )
}
