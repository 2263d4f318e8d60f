// The home's traction chart, in a chunk of its own with recharts: loaded after the figures, so the home's
// first JavaScript stays within its budget (the sales chart is src/ui's SalesBarChart, shared with
// <bo-sales-chart>). Colours are the theme's variables, light or dark alike.
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { HomeDashboard } from '../../../api/home'
import { CHART_AXIS as AXIS, CHART_TOOLTIP as TOOLTIP } from '../../../ui/charts/chartTheme'

export function TractionChart({ figures }: { figures: HomeDashboard }) {
  const { t } = useTranslation()
  const data = figures.tractions.tractionChart.map((bucket) => ({
    ...bucket,
    label: bucket.startDate.slice(5),
  }))
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-line-subtle)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} stroke="var(--color-line)" />
        <YAxis tick={AXIS} stroke="var(--color-line)" allowDecimals={false} />
        <Tooltip {...TOOLTIP} cursor={{ fill: 'var(--color-surface-muted)' }} />
        <Legend wrapperStyle={{ color: 'var(--color-fg-secondary)' }} />
        <Bar dataKey="desktop" stackId="p" name={t('home:charts.desktop')} fill="var(--color-accent)" />
        <Bar dataKey="mobile" stackId="p" name={t('home:charts.mobile')} fill="var(--color-primary-300)" />
        <Bar dataKey="other" stackId="p" name={t('home:charts.other')} fill="var(--color-fg-faint)" />
      </BarChart>
    </ResponsiveContainer>
  )
}
