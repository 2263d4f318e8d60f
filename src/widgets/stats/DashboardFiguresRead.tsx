import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { dataOrThrow } from '../../api/apiError'
import { type HomeDashboard, homeKeys } from '../../api/home'
import { bangkokToday, presetRange } from '../../domain/dashboard'
import { useWidgetClient } from '../shared/WidgetFrame'
import { WidgetLoading, WidgetProblemNotice } from '../shared/WidgetStates'
import type { StatsOptions } from '../shared/widgetAttributes'
import { problemOf } from '../shared/widgetProblem'

/**
 * The home dashboard's figures of a range (getHomeDashboard), as `<bo-sales-summary>` and
 * `<bo-sales-chart>` read them: loading and refused or failed reads said as every widget says them,
 * `children` given the figures once they are there.
 */
export function DashboardFiguresRead({
  range,
  country,
  children,
}: StatsOptions & { children(data: HomeDashboard): ReactNode }) {
  const client = useWidgetClient()
  const query = { ...presetRange(range, bangkokToday()), country }
  const figures = useQuery({
    queryKey: homeKeys.dashboard(query),
    queryFn: async ({ signal }) =>
      dataOrThrow(await client.GET('/admin/users/home-dashboard', { params: { query }, signal })),
  })
  if (figures.error)
    return <WidgetProblemNotice problem={problemOf(figures.error)} onRetry={() => void figures.refetch()} />
  if (!figures.data) return <WidgetLoading />
  return children(figures.data)
}
