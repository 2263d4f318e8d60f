import { useSearchParams } from 'wouter'
import type { RangePreset } from '../../domain/dashboard'
import {
  type DashboardView,
  type DashboardViewChange,
  dashboardQuery,
  readDashboardView,
} from '../../domain/dashboardView'

/** A figures screen's range and country as its address keeps them, and a way to change them. */
export function useDashboardView(
  fallback: RangePreset,
): [DashboardView, (next: DashboardViewChange) => void] {
  const [address, setAddress] = useSearchParams()
  const view = readDashboardView(address, fallback)
  const change = (next: DashboardViewChange) =>
    setAddress(dashboardQuery(next.range ?? view.range, next.country ?? view.country))
  return [view, change]
}
