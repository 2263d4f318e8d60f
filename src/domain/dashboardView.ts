// The range and country a figures screen shows (the home dashboard, the platform statistics), kept in
// the screen's address so a link, the back button and the palette's range commands all agree.
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY_CODE } from './constants'
import {
  bangkokToday,
  type DayRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeProblem,
} from './dashboard'

export interface DashboardView {
  range: DayRange
  country: CountryCode
  /** The preset the range equals today, or null for a custom range. */
  preset: RangePreset | null
}

export type DashboardViewChange = Partial<Omit<DashboardView, 'preset'>>

const isCountry = (value: string | null): value is CountryCode =>
  (COUNTRY_CODES as readonly (string | null)[]).includes(value)

/**
 * A screen's range and country as its address keeps them (`?from=YYYY-MM-DD&to=...&country=MY`);
 * without a valid range, `fallback` (the one its server uses when asked for none).
 */
export function readDashboardView(
  query: URLSearchParams,
  fallback: RangePreset,
  today: string = bangkokToday(),
): DashboardView {
  const asked = { startDate: query.get('from') ?? '', endDate: query.get('to') ?? '' }
  const range = rangeProblem(asked) === null ? asked : presetRange(fallback, today)
  const country = query.get('country')
  const preset =
    RANGE_PRESETS.find((name) => {
      const candidate = presetRange(name, today)
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate
    }) ?? null
  return { range, country: isCountry(country) ? country : (DEFAULT_COUNTRY_CODE as CountryCode), preset }
}

/** The address query of a view, for links and palette commands. */
export function dashboardQuery(range: DayRange, country?: CountryCode): string {
  const query = new URLSearchParams({ from: range.startDate, to: range.endDate })
  if (country && country !== DEFAULT_COUNTRY_CODE) query.set('country', country)
  return query.toString()
}
