// The platform statistics' charts, in a chunk of their own with recharts: loaded after the tables, so
// the screen's first JavaScript stays small. Colours are the theme's variables, light or dark alike;
// bars are drawn at once, not grown (no motion to sit through, and a figure is right the moment it shows).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatNumber } from '../../../domain/money'
import { CHART_AXIS as AXIS, CHART_TOOLTIP as TOOLTIP } from '../../../ui/charts/chartTheme'
import { type Count, DEVICES, type Device, type DeviceDay } from './platformData'

/** One bar per key (a type, a country, a month, a status). */
export function CountsChart({ rows, name }: { rows: readonly Count[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-line-subtle)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} stroke="var(--color-line)" interval="preserveStartEnd" />
        <YAxis
          tick={AXIS}
          stroke="var(--color-line)"
          allowDecimals={false}
          tickFormatter={(value: number) => formatNumber(value)}
        />
        <Tooltip {...TOOLTIP} formatter={(value) => formatNumber(Number(value))} />
        <Bar dataKey="n" name={name} fill="var(--color-accent)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}

const DEVICE_FILL: Record<Device, string> = {
  desktop: 'var(--color-accent)',
  mobile: 'var(--color-primary-300)',
  tablet: 'var(--color-success)',
  other: 'var(--color-fg-faint)',
}

/** Sign-ins per day, stacked by device. */
export function SignInsChart({
  days,
  labels,
}: {
  days: readonly DeviceDay[]
  labels: Record<Device, string>
}) {
  const data = days.map((day) => ({ ...day, label: day.day.slice(5) }))
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-line-subtle)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} stroke="var(--color-line)" />
        <YAxis tick={AXIS} stroke="var(--color-line)" allowDecimals={false} />
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ color: 'var(--color-fg-secondary)' }} />
        {DEVICES.map((device) => (
          <Bar
            key={device}
            dataKey={device}
            stackId="d"
            name={labels[device]}
            fill={DEVICE_FILL[device]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}
