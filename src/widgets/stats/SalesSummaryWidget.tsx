import { useTranslation } from 'react-i18next'
import type { HomeDashboard } from '../../api/home'
import { formatMoney, formatNumber } from '../../domain/money'
import { WidgetFrame } from '../shared/WidgetFrame'
import type { StatsOptions, WidgetConnection } from '../shared/widgetAttributes'
import { DashboardFiguresRead } from './DashboardFiguresRead'

const FIGURES = ['totalSale', 'numberOrder', 'numberUser', 'totalTraction', 'conversionRate'] as const

/** The figures as the widget shows them, each with its change (also the widget's stories). */
export function SalesSummaryFigures({ data }: { data: HomeDashboard }) {
  const { t } = useTranslation()
  const value = (key: (typeof FIGURES)[number]) =>
    key === 'totalSale'
      ? formatMoney(data.totalSale, data.unit)
      : key === 'conversionRate'
        ? data.conversionRate === null
          ? '–'
          : `${data.conversionRate.toFixed(2)}%`
        : formatNumber(data[key])
  return (
    <section aria-label={t('widgets:stats.summary_label')} className="space-y-2">
      <p className="text-fg-muted text-xs">
        {t('widgets:stats.range', {
          start: data.range.startDate,
          end: data.range.endDate,
          country: data.country,
        })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {FIGURES.map((key) => {
          const change = data.change[key]
          return (
            <div key={key} className="min-w-0 rounded-md border border-line p-2">
              <dt className="text-fg-muted text-xs">{t(`widgets:stats.figures.${key}`)}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{value(key)}</dd>
              <dd className="text-fg-secondary text-xs tabular-nums">
                {change === null
                  ? t('widgets:stats.no_change')
                  : t('widgets:stats.change', { change: `${change > 0 ? '+' : ''}${change.toFixed(1)}` })}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

/** `<bo-sales-summary>`: the home dashboard's figures for another tool's page. */
export function SalesSummaryWidget({ range, country, ...connection }: WidgetConnection & StatsOptions) {
  return (
    <WidgetFrame {...connection}>
      <DashboardFiguresRead range={range} country={country}>
        {(data) => <SalesSummaryFigures data={data} />}
      </DashboardFiguresRead>
    </WidgetFrame>
  )
}
