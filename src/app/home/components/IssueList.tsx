import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { errorStatus } from '../../../api/apiError'
import { changeIssueState, homeKeys, type Issue } from '../../../api/home'
import { $api } from '../../../api/queryClient'
import { useScreenCommands } from '../../../commands/screenCommands'
import type { Command } from '../../../commands/types'
import { showToast } from '../../../stores/toasts'
import { formatDateTime } from '../../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../../ui/pagedList/PagedList'
import { listQuery } from '../../../ui/pagedList/pagedList'
import { usePagedList } from '../../../ui/pagedList/usePagedList'
import { ordersPaths } from '../../orders/orders.paths'
import { pushNotificationsPaths } from '../../pushNotifications/pushNotifications.paths'

/** The record an issue concerns, linked where it has a screen. */
function RecordLink({ issue, onFocus }: { issue: Issue; onFocus(): void }) {
  const { record } = issue
  if (record.kind === 'order')
    return (
      <Link
        href={ordersPaths.hrefOf('orders.detail', { id: record.id })}
        className="text-accent underline"
        onFocus={onFocus}
      >
        {record.label}
      </Link>
    )
  if (record.kind === 'pushNotification')
    return (
      <Link
        href={pushNotificationsPaths.hrefOf('pushNotifications.edit', { id: record.id })}
        className="text-accent underline"
        onFocus={onFocus}
      >
        {record.label}
      </Link>
    )
  return <span className="break-all">{record.label}</span>
}

type IssueAction = 'acknowledged' | 'resolved'

/** Acknowledges or resolves an issue, from its row or the palette, and says how it went. */
async function actOn(issue: Issue, state: IssueAction): Promise<void> {
  try {
    await changeIssueState(issue, state)
    showToast({ key: `home:issues.${state}` }, 'success')
  } catch (error) {
    if (errorStatus(error) !== 403)
      showToast({ text: error instanceof Error ? error.message : String(error) })
  }
}

const canTake = (issue: Issue, state: IssueAction) =>
  state === 'acknowledged' ? issue.state === 'open' : issue.state !== 'resolved'

/**
 * The palette's Acknowledge and Resolve: they act on the issue last focused in the report (its link or
 * its buttons), else on the first one of the page they can act on.
 */
function useIssueCommands(issues: readonly Issue[] | undefined) {
  const chosen = useRef<string | null>(null)
  const latest = useRef(issues)
  latest.current = issues
  const commands = useMemo<Command[]>(() => {
    const command = (state: IssueAction, titleKey: string, words: string[]): Command => ({
      id: `issue-${state === 'acknowledged' ? 'acknowledge' : 'resolve'}`,
      titleKey,
      keywords: ['issue', 'report', 'problem', 'ปัญหา', 'รายงาน', ...words],
      section: 'actions',
      permission: { feature: 'home', action: 'access' },
      hiddenInActionBar: true,
      run: async () => {
        const page = latest.current ?? []
        const focused = page.find((issue) => issue._id === chosen.current)
        const target =
          focused && canTake(focused, state) ? focused : page.find((issue) => canTake(issue, state))
        if (!target) showToast({ key: 'home:issues.nothingToActOn' })
        else await actOn(target, state)
      },
    })
    return [
      command('acknowledged', 'home:nav.commands.acknowledgeIssue', ['acknowledge', 'รับทราบ']),
      command('resolved', 'home:nav.commands.resolveIssue', ['resolve', 'done', 'แก้ไขแล้ว']),
    ]
  }, [])
  useScreenCommands(commands)
  return (issue: Issue) => {
    chosen.current = issue._id
  }
}

function IssueActions({ issue, onFocus }: { issue: Issue; onFocus(): void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const act = async (state: IssueAction) => {
    setBusy(true)
    await actOn(issue, state).finally(() => setBusy(false))
  }
  const button =
    'rounded-lg border border-line px-2 py-1 text-fg text-xs hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-50'
  return (
    <div className="flex gap-1">
      {issue.state === 'open' ? (
        <button
          type="button"
          disabled={busy}
          className={button}
          onFocus={onFocus}
          onClick={() => act('acknowledged')}
        >
          {t('home:issues.acknowledge')}
          <span className="sr-only">: {issue.record.label}</span>
        </button>
      ) : null}
      {issue.state !== 'resolved' ? (
        <button
          type="button"
          disabled={busy}
          className={button}
          onFocus={onFocus}
          onClick={() => act('resolved')}
        >
          {t('home:issues.resolve')}
          <span className="sr-only">: {issue.record.label}</span>
        </button>
      ) : null}
    </div>
  )
}

/** The issue report's list (spec: issuesReport, paged), newest first, with its acknowledge and resolve actions and palette commands. */
export default function IssueList() {
  const { t } = useTranslation()
  const list = usePagedList<Issue>({
    listId: 'issues',
    query: (params) => $api.queryOptions(...homeKeys.issues({ ...listQuery(params) })),
  })
  const choose = useIssueCommands(list.result?.data)
  const columns: Column<Issue>[] = [
    { id: 'kind', header: t('home:issues.kind'), cell: (issue) => t(`home:issues.kinds.${issue.kind}`) },
    {
      id: 'record',
      header: t('home:issues.record'),
      rowHeader: true,
      cell: (issue) => <RecordLink issue={issue} onFocus={() => choose(issue)} />,
    },
    { id: 'since', header: t('home:issues.since'), cell: (issue) => formatDateTime(issue.since) },
    { id: 'state', header: t('home:issues.state'), cell: (issue) => t(`home:issues.states.${issue.state}`) },
    {
      id: 'actions',
      header: t('home:issues.actions'),
      hiddenHeader: true,
      cell: (issue) => <IssueActions issue={issue} onFocus={() => choose(issue)} />,
    },
  ]
  return (
    <PagedList
      rowKey={(issue) => issue._id}
      label={t('home:issues.title')}
      columns={columns}
      list={list}
      emptyText={t('home:issues.empty')}
    />
  )
}
