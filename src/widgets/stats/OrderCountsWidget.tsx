import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { dataOrThrow } from '../../api/apiError'
import { homeKeys, type PlatformStatistics } from '../../api/home'
import { bangkokToday, presetRange } from '../../domain/dashboard'
import { formatNumber } from '../../domain/money'
import { useWidgetClient, WidgetFrame } from '../shared/WidgetFrame'
import { WidgetLoading, WidgetProblemNotice } from '../shared/WidgetStates'
import type { OrderCountBreakdown, StatsOptions, WidgetConnection } from '../shared/widgetAttributes'
import { problemOf } from '../shared/widgetProblem'

const BREAKDOWN = { status: 'ordersByStatus', type: 'ordersByType', country: 'ordersByCountry' } as const

/** One platform statistic (getPlatformStatistics): the orders of the range counted by status, type or country. */
function OrderCountsView({ range, country, by }: StatsOptions & { by: OrderCountBreakdown }) {
  const client = useWidgetClient()
  const query = { ...presetRange(range, bangkokToday()), country }
  const stats = useQuery({
    queryKey: homeKeys.platform(query),
    queryFn: async ({ signal }) =>
      dataOrThrow(await client.GET('/admin/users/home-platform', { params: { query }, signal })),
  })
  if (stats.error)
    return <WidgetProblemNotice problem={problemOf(stats.error)} onRetry={() => void stats.refetch()} />
  if (!stats.data) return <WidgetLoading />
  return <OrderCountsTable stats={stats.data} by={by} country={country} />
}

/** The counts as the widget shows them (also the widget's stories). */
export function OrderCountsTable({
  stats,
  by,
  country,
}: {
  stats: PlatformStatistics
  by: OrderCountBreakdown
  country: string
}) {
  const { t } = useTranslation()
  const rows = stats[BREAKDOWN[by]]
  const label = (key: string) => (by === 'status' ? t(`orders:status.${key}`, { defaultValue: key }) : key)
  const caption = t(`widgets:stats.counts.${by}`)
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold">
        {caption}{' '}
        <span className="font-normal text-fg-muted text-xs">
          {t('widgets:stats.range', {
            start: stats.range.startDate,
            end: stats.range.endDate,
            country: by === 'country' ? t('widgets:stats.all_countries') : country,
          })}
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className="border-line border-b px-2 py-1 text-left">
            {t(`widgets:stats.columns.${by}`)}
          </th>
          <th scope="col" className="border-line border-b px-2 py-1 text-right">
            {t('widgets:stats.columns.orders')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="px-2 py-2 text-fg-muted">
              {t('widgets:stats.empty')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="border-line border-b px-2 py-1 text-left font-normal">
                {label(row.key)}
              </th>
              <td className="border-line border-b px-2 py-1 text-right tabular-nums">
                {formatNumber(row.n)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** `<bo-order-counts>`: a platform statistic for another tool's page. */
export function OrderCountsWidget({
  range,
  country,
  by,
  ...connection
}: WidgetConnection & StatsOptions & { by: OrderCountBreakdown }) {
  return (
    <WidgetFrame {...connection}>
      <OrderCountsView range={range} country={country} by={by} />
    </WidgetFrame>
  )
}
