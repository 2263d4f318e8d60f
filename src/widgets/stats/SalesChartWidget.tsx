import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../api/home'
import { SalesFiguresTable } from '../../ui/charts/SalesFiguresTable'
import { WidgetFrame } from '../shared/WidgetFrame'
import type { StatsOptions, WidgetConnection } from '../shared/widgetAttributes'
import { DashboardFiguresRead } from './DashboardFiguresRead'

// recharts (~109 kB gzip) is a chunk of its own beside bo-widgets.js, asked for only when a
// <bo-sales-chart> has figures to draw: a page with only the order widgets never loads it.
const SalesBarChart = lazy(() =>
  import('../../ui/charts/SalesBarChart').then((m) => ({ default: m.SalesBarChart })),
)

/**
 * When the chart's chunk cannot be loaded (the server went away, a new build replaced it), the widget
 * says so and shows the figures as the table instead of breaking the page that embeds it.
 */
class ChartLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

const hasSales = (data: HomeDashboard) =>
  data.dataSales.some((bucket) => bucket.totalSale !== 0 || bucket.numberOrder !== 0)

/**
 * The sales as bars with their table: the table is always there for screen readers (the drawing is
 * hidden from them) and shown instead of the drawing with the toggle. Also the widget's stories.
 */
export function SalesChartFigure({ data }: { data: HomeDashboard }) {
  const { t } = useTranslation()
  const [asTable, setAsTable] = useState(false)
  const titleId = useId()
  const series = t('widgets:stats.chart.sales', { unit: data.unit })
  const table = (
    <SalesFiguresTable
      buckets={data.dataSales}
      unit={data.unit}
      texts={{
        caption: t('widgets:stats.chart.table'),
        period: t('widgets:stats.chart.period'),
        sales: series,
        orders: t('widgets:stats.columns.orders'),
        empty: t('widgets:stats.chart.empty'),
      }}
    />
  )
  const empty = !hasSales(data)
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {t('widgets:stats.chart.label')}{' '}
          <span className="font-normal text-fg-muted text-xs">
            {t('widgets:stats.range', {
              start: data.range.startDate,
              end: data.range.endDate,
              country: data.country,
            })}
            {', '}
            {t(`widgets:stats.chart.bucket.${data.bucket}`)}
          </span>
        </h2>
        {empty ? null : (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            className="rounded-md border border-line px-2 py-1 text-xs hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            {asTable ? t('widgets:stats.chart.show_chart') : t('widgets:stats.chart.show_table')}
          </button>
        )}
      </div>
      {empty ? (
        <p className="py-6 text-center text-fg-muted">{t('widgets:stats.chart.empty')}</p>
      ) : asTable ? null : (
        <ChartLoadBoundary
          fallback={<p className="text-fg-muted text-xs">{t('widgets:stats.chart.not_drawn')}</p>}
        >
          <div aria-hidden="true" data-chart="sales" className="h-[260px]">
            <Suspense fallback={<p className="text-fg-muted">{t('widgets:stats.chart.loading')}</p>}>
              <SalesBarChart buckets={data.dataSales} unit={data.unit} seriesName={series} />
            </Suspense>
          </div>
        </ChartLoadBoundary>
      )}
      {/* Shown whole, not scrolled: a range has at most 31 buckets, and the element's host follows its height. */}
      <div className={asTable ? undefined : 'sr-only'}>{table}</div>
    </section>
  )
}

/** `<bo-sales-chart>`: the home dashboard's sales chart for another tool's page. */
export function SalesChartWidget({ range, country, ...connection }: WidgetConnection & StatsOptions) {
  return (
    <WidgetFrame {...connection}>
      <DashboardFiguresRead range={range} country={country}>
        {(data) => <SalesChartFigure data={data} />}
      </DashboardFiguresRead>
    </WidgetFrame>
  )
}
