import { useSearchParams } from 'wouter'
import type { DashboardCountry } from '../../api/home'
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '../../domain/constants'
import {
  bangkokToday,
  type DayRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeProblem,
} from '../../domain/dashboard'

/** Without a range in the address the home shows the last 7 days, as the server does. */
export const DEFAULT_PRESET: RangePreset = '7d'

export interface DashboardView {
  range: DayRange
  country: DashboardCountry
  /** The preset the range equals today, or null for a custom range. */
  preset: RangePreset | null
}

const isCountry = (value: string | null): value is DashboardCountry =>
  (COUNTRY_CODES as readonly (string | null)[]).includes(value)

/** The home's range and country as its address keeps them (`?from=YYYY-MM-DD&to=...&country=MY`). */
export function readDashboardView(query: URLSearchParams, today: string = bangkokToday()): DashboardView {
  const asked = { startDate: query.get('from') ?? '', endDate: query.get('to') ?? '' }
  const range = rangeProblem(asked) === null ? asked : presetRange(DEFAULT_PRESET, today)
  const country = query.get('country')
  const preset =
    RANGE_PRESETS.find((name) => {
      const candidate = presetRange(name, today)
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate
    }) ?? null
  return { range, country: isCountry(country) ? country : (DEFAULT_COUNTRY_CODE as DashboardCountry), preset }
}

/** The address query of a view, for links and palette commands. */
export function dashboardQuery(range: DayRange, country?: DashboardCountry): string {
  const query = new URLSearchParams({ from: range.startDate, to: range.endDate })
  if (country && country !== DEFAULT_COUNTRY_CODE) query.set('country', country)
  return query.toString()
}

/** The view of the address and a way to change it, keeping what is not changed. */
export function useDashboardView(): [DashboardView, (next: Partial<Omit<DashboardView, 'preset'>>) => void] {
  const [address, setAddress] = useSearchParams()
  const view = readDashboardView(address)
  const change = (next: Partial<Omit<DashboardView, 'preset'>>) =>
    setAddress(dashboardQuery(next.range ?? view.range, next.country ?? view.country))
  return [view, change]
}
