import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { matchDashboardPath, type RouteMatch } from './routeMatch'

/** The dashboard route on screen, with its params; null on a path that is none. */
export function useCurrentRoute(): RouteMatch | null {
  const [location] = useLocation()
  return useMemo(() => matchDashboardPath(location), [location])
}
