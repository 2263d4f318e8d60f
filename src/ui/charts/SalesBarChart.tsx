// The sales of a range as bars, one per bucket (the home's chart and <bo-sales-chart>): recharts, in a
// chunk of its own wherever it is imported lazily. Colours are the theme's variables, light or dark alike.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney, formatNumber } from '../../domain/money'
import { CHART_AXIS as AXIS, CHART_TOOLTIP as TOOLTIP } from './chartTheme'
import type { SalesBucket } from './SalesFiguresTable'

export interface SalesBarChartProps {
  buckets: readonly SalesBucket[]
  /** The currency the sales are in (the tooltip's money). */
  unit: string
  /** The bars' name in the tooltip, in the reader's language. */
  seriesName: string
}

export function SalesBarChart({ buckets, unit, seriesName }: SalesBarChartProps) {
  const data = buckets.map((bucket) => ({ ...bucket, label: bucket.startDate.slice(5) }))
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-line-subtle)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} stroke="var(--color-line)" />
        <YAxis
          tick={AXIS}
          stroke="var(--color-line)"
          tickFormatter={(value: number) => formatNumber(value)}
        />
        <Tooltip
          {...TOOLTIP}
          formatter={(value) => formatMoney(Number(value), unit)}
          cursor={{ fill: 'var(--color-surface-muted)' }}
        />
        <Bar dataKey="totalSale" name={seriesName} fill="var(--color-accent)" />
      </BarChart>
    </ResponsiveContainer>
  )
}
