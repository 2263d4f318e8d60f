// What every recharts chart here is drawn with: the theme's variables, so light and dark alike.

export const CHART_AXIS = { stroke: 'var(--color-fg-muted)', fontSize: 12 }

export const CHART_TOOLTIP = {
  contentStyle: {
    background: 'var(--color-surface)',
    borderColor: 'var(--color-line)',
    color: 'var(--color-fg)',
  },
  labelStyle: { color: 'var(--color-fg)' },
  cursor: { fill: 'var(--color-surface-muted)' },
}
