import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES, type CountryCode } from '../../domain/constants'
import {
  bangkokToday,
  type DayRange,
  FIRST_RANGE_DAY,
  MAX_RANGE_DAYS,
  presetRange,
  RANGE_PRESETS,
  type RangeProblem,
  rangeProblem,
} from '../../domain/dashboard'
import type { DashboardView, DashboardViewChange } from '../../domain/dashboardView'
import { DateRangeFilter } from '../dateRange/DateRangeFilter'
import { SelectField } from '../SelectField'

/** The range presets, a custom range on the shared date-range field, and the country: one country at a time. */
export function RangeControl({
  view,
  onChange,
}: {
  view: DashboardView
  onChange(next: DashboardViewChange): void
}) {
  const { t } = useTranslation()
  const today = bangkokToday()
  // A custom range the figures cannot take keeps the one shown and says why, as the server would, in
  // the language on screen (kept as the problem, not as text, so a language switch retells it).
  const [refused, setRefused] = useState<{ problem: RangeProblem; range: DayRange } | null>(null)
  const change = (next: DashboardViewChange) => {
    setRefused(null)
    onChange(next)
  }
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-xl border border-line bg-surface p-4">
      <fieldset>
        <legend className="mb-1 font-medium text-fg-secondary text-xs">
          {t('ui:dashboard_range.label')}
        </legend>
        <div className="flex flex-wrap gap-1">
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={view.preset === preset}
              onClick={() => change({ range: presetRange(preset, today) })}
              className="rounded-lg border border-line px-3 py-2 text-fg text-sm hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 aria-pressed:border-accent aria-pressed:bg-accent-subtle aria-pressed:font-semibold"
            >
              {t(`ui:dashboard_range.presets.${preset}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <DateRangeFilter
        from={view.range.startDate}
        to={view.range.endDate}
        onChange={(from, to) => {
          const range = { startDate: from ?? view.range.startDate, endDate: to ?? from ?? view.range.endDate }
          const problem = rangeProblem(range)
          if (problem === null) return change({ range })
          setRefused({ problem, range })
        }}
      />
      <SelectField
        label={t('ui:dashboard_range.country')}
        value={view.country}
        onChange={(event) => change({ country: event.target.value as CountryCode })}
        options={COUNTRIES.map((country) => ({
          value: country.code,
          label: `${t(`ui:countries.${country.code}`)} (${country.currency})`,
        }))}
      />
      {refused ? (
        <p role="alert" className="basis-full text-danger text-sm">
          {t(`ui:dashboard_range.problems.${refused.problem}`, {
            ...refused.range,
            firstDay: FIRST_RANGE_DAY,
            maxDays: MAX_RANGE_DAYS,
          })}
        </p>
      ) : null}
    </div>
  )
}
