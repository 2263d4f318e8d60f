import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type HomeDashboard = Schemas['HomeDashboard']
export type DashboardCountry = Schemas['DashboardCountry']
export type Issue = Schemas['Issue']
export type IssuePage = Schemas['IssuePage']
export type PlatformStatistics = Schemas['PlatformStatistics']
export type PlatformStatisticsQuery = NonNullable<operations['getPlatformStatistics']['parameters']['query']>
export type HomeDashboardQuery = NonNullable<operations['getHomeDashboard']['parameters']['query']>
export type IssueReportQuery = NonNullable<operations['listIssueReport']['parameters']['query']>

/** The cache's keys for the home: openapi-react-query's `[method, path, init]`. */
export const homeKeys = {
  dashboard: (query: HomeDashboardQuery) =>
    ['get', '/admin/users/home-dashboard', { params: { query } }] as const,
  platform: (query: PlatformStatisticsQuery) =>
    ['get', '/admin/users/home-platform', { params: { query } }] as const,
  issues: (query: IssueReportQuery) =>
    ['get', '/admin/users/home-dashboard/issues', { params: { query } }] as const,
  /** Every cached range of the figures, which a paid order changes. */
  allDashboards: readsOf('/admin/users/home-dashboard'),
  allPlatform: readsOf('/admin/users/home-platform'),
  allIssues: readsOf('/admin/users/home-dashboard/issues'),
}

/** Acknowledges or resolves an issue as read (its version); then the report is read again. */
export async function changeIssueState(issue: Issue, state: 'acknowledged' | 'resolved'): Promise<Issue> {
  const changed = dataOrThrow(
    await api.PUT('/admin/users/home-dashboard/issues/{id}', {
      params: { path: { id: issue._id } },
      body: { state, version: issue.version },
    }),
  )
  await invalidateReads(homeKeys.allIssues)
  return changed
}

/** The figures are read again (an order was paid, a notification came in). */
export const refreshDashboard = () =>
  Promise.all([invalidateReads(homeKeys.allDashboards), invalidateReads(homeKeys.allPlatform)])
