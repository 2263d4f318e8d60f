import '../locales'
import { useTranslation } from 'react-i18next'
import { COUNTRIES, type CountryCode } from '../../domain/constants'
import { bangkokToday, presetRange, RANGE_PRESETS, rangeProblem } from '../../domain/dashboard'
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
              onClick={() => onChange({ range: presetRange(preset, today) })}
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
          if (rangeProblem(range) === null) onChange({ range })
        }}
      />
      <SelectField
        label={t('ui:dashboard_range.country')}
        value={view.country}
        onChange={(event) => onChange({ country: event.target.value as CountryCode })}
        options={COUNTRIES.map((country) => ({
          value: country.code,
          label: `${t(`ui:countries.${country.code}`)} (${country.currency})`,
        }))}
      />
    </div>
  )
}
