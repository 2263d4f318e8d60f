import type { components } from '../../../src/api/schema'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import { figuresTicket, homeDashboardExport, sendFiguresCsv } from '../statistics/figuresExports'
import { homeDashboardOf } from './homeFigures'
import { changeIssueState, listIssues, sweepIfDue } from './issues.queries'
import { requestedRange } from './rollupRanges'

type Schemas = components['schemas']
type IssueRow = Awaited<ReturnType<typeof listIssues>>['rows'][number]

/** Without a range the home shows the last 7 days up to today. */
const DEFAULT_DAYS = 7

async function getHomeDashboard(
  request: OperationRequest<'getHomeDashboard'>,
): Promise<Schemas['HomeDashboard']> {
  const range = requestedRange(request.query, DEFAULT_DAYS)
  return homeDashboardOf(request.server.db, request.query.country ?? 'TH', range)
}

const toIssue = (row: IssueRow): Schemas['Issue'] => ({
  _id: row.id,
  kind: row.kind,
  record: { kind: row.record_kind, id: row.record_id, label: row.record_label },
  detail: row.detail,
  since: row.since.toISOString(),
  state: row.state,
  acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  version: row.version,
})

async function listIssueReport(request: OperationRequest<'listIssueReport'>): Promise<Schemas['IssuePage']> {
  const { db } = request.server
  await sweepIfDue(db)
  const page = pageOf(request.query)
  const { rows, total } = await listIssues(
    db,
    {
      state: request.query.state ?? 'unresolved',
      kind: request.query.kind,
      search: searchOf(request.query.search),
    },
    page,
  )
  return { data: rows.map(toIssue), total, page: page.page, limit: page.limit }
}

async function updateIssueState(request: OperationRequest<'updateIssueState'>): Promise<Schemas['Issue']> {
  const { state, version } = request.body
  const { row, problem } = await changeIssueState(
    request.server.db,
    request.params.id,
    state,
    version,
    authOf(request).userId,
  )
  if (problem === 'missing') throw new AppError(404, 'dashboard.errors.issue_not_found')
  if (!row) throw new AppError(409, 'dashboard.errors.issue_changed')
  return toIssue(row)
}

export const homeHandlers = defineHandlers({
  getHomeDashboard,
  exportHomeDashboard: sendFiguresCsv(homeDashboardExport),
  createHomeDashboardExportTicket: figuresTicket(homeDashboardExport),
  listIssueReport,
  updateIssueState,
})
