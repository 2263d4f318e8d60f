import { type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettled } from '../useSettled'

// The charts (recharts) are a chunk of their own, asked for once the screen has settled (its figures
// and tables drawn, the browser idle), so a screen's first JavaScript stays within its budget.

export interface ChartPanelProps {
  title: ReactNode
  /** Said after the title in a lighter type: the bucket, the unit. */
  note?: ReactNode
  /** The drawing: a lazily loaded chart, rendered (and so loaded) only once the screen has settled. */
  chart: ReactNode
  /** The same data as a table. */
  table: ReactNode
  /** Names the drawing for tests and styles (`data-chart`). */
  name: string
}

/**
 * A chart with its table: the table is always there for screen readers (the drawing is hidden from
 * them) and shown instead of the chart with the toggle, which is also the keyboard's way through the data.
 */
export function ChartPanel({ title, note, chart, table, name }: ChartPanelProps) {
  const { t } = useTranslation()
  const [asTable, setAsTable] = useState(false)
  const settled = useSettled()
  const loading = <p className="h-64 text-fg-muted text-sm">{t('ui:chart.loading')}</p>
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-line bg-surface p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-fg">
          {title}
          {note ? <span className="font-normal text-fg-muted text-sm"> {note}</span> : null}
        </h2>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-lg border border-line px-3 py-1 text-fg text-sm hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {asTable ? t('ui:chart.show_chart') : t('ui:chart.show_table')}
        </button>
      </div>
      {asTable ? null : (
        <div aria-hidden="true" data-chart={name}>
          <Suspense fallback={loading}>{settled ? chart : loading}</Suspense>
        </div>
      )}
      {/* A long range's table scrolls in its box, which the keyboard can focus and scroll too. */}
      <div
        className={
          asTable
            ? 'max-h-80 overflow-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-primary-500'
            : 'sr-only'
        }
        {...(asTable ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {table}
      </div>
    </section>
  )
}
