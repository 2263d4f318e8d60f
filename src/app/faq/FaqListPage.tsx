import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { categoryChoicesQuery } from '../../api/categories'
import { changeFaqs, deleteFaq, type FaqSummary, faqKeys } from '../../api/faq'
import { $api } from '../../api/queryClient'
import { RECORD_STATUSES } from '../../domain/constants'
import { FAQ_SORTS, type FaqSort } from '../../domain/faq'
import { can, permissionsState } from '../../stores/permissions'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { formatDate } from '../../ui/dateRange/dateRange'
import { knownFilter, ListFilterSelect, StatusFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { offerUndoDelete } from '../../ui/undo'
import { faqPaths } from './faq.paths'

/** The FAQ list (spec section 3): question, category, status, views, votes, publish period, created. */
export function FaqListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language === 'th' ? 'th' : 'en'
  const permissions = useSnapshot(permissionsState)
  const [deleting, setDeleting] = useState<FaqSummary | null>(null)
  const categories = useQuery(categoryChoicesQuery('faq'))
  const list = usePagedList<FaqSummary, FaqSort>({
    listId: 'faq',
    filterKeys: ['categoryId', 'status'],
    sorts: FAQ_SORTS,
    query: (params) =>
      $api.queryOptions(
        ...faqKeys.list({
          ...listQuery(params),
          status: knownFilter(RECORD_STATUSES, params.filters.status),
          categoryId: params.filters.categoryId || undefined,
        }),
      ),
  })
  const mayEdit = can('faq', 'update', permissions)
  const mayDelete = can('faq', 'delete', permissions)
  const bulk = useStatusBulk({
    list,
    label: t('faq:selection.label'),
    rowLabel: (faq) => t('faq:selection.row', { id: faq.id }),
    rowName: (faq) => faq.question[language],
    records: (count) => t('faq:selection.records', { count }),
    run: changeFaqs,
    mayUpdate: mayEdit,
    mayDelete,
  })

  const columns = useMemo<Column<FaqSummary, FaqSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'question',
        header: t('faq:columns.question'),
        rowHeader: true,
        cell: (faq) => (
          <Link
            href={faqPaths.hrefOf('faq.detail', { id: faq._id })}
            className="text-accent-strong hover:underline"
          >
            {faq.question[language]}
          </Link>
        ),
      },
      { id: 'category', header: t('faq:columns.category'), cell: (faq) => faq.category.name },
      { id: 'status', header: t('faq:columns.status'), cell: (faq) => <StatusPill status={faq.status} /> },
      {
        id: 'views',
        sort: 'views',
        header: t('faq:columns.views'),
        className: 'text-right tabular-nums',
        cell: (faq) => faq.views.toLocaleString(),
      },
      {
        id: 'helpful',
        sort: 'helpful',
        header: t('faq:columns.helpful'),
        className: 'text-right tabular-nums whitespace-nowrap',
        cell: (faq) => `${faq.helpful.toLocaleString()} / ${faq.notHelpful.toLocaleString()}`,
      },
      {
        id: 'period',
        sort: 'publishStartDate',
        header: t('faq:columns.period'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (faq) =>
          t('faq:period', { start: formatDate(faq.publishStartDate), end: formatDate(faq.publishEndDate) }),
      },
      {
        id: 'created',
        sort: 'createdAt',
        header: t('faq:columns.created'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (faq) => formatDate(faq.createdAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (faq) => (
          <RowActions
            name={faq.question[language]}
            editHref={mayEdit ? faqPaths.hrefOf('faq.edit', { id: faq._id }) : null}
            onDelete={mayDelete ? () => setDeleting(faq) : null}
          />
        ),
      },
    ],
    [t, language, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t('faq:nav.routes.faq.list.title')}>
      {bulk.bar}
      <PagedList
        label={t('faq:table')}
        columns={columns}
        rowKey={(faq) => faq._id}
        list={list}
        searchLabel={t('faq:search')}
        searchPlaceholder={t('faq:search_placeholder')}
        emptyText={t('faq:empty')}
        filters={
          <>
            <ListFilterSelect
              list={list}
              filterKey="categoryId"
              label={t('faq:columns.category')}
              allLabel={t('faq:all_categories')}
              options={(categories.data ?? []).map((category) => ({
                value: category._id,
                label: category.name,
              }))}
            />
            <StatusFilterSelect list={list} />
          </>
        }
      />
      <DeleteFaqDialog faq={deleting} onClose={() => setDeleting(null)} />
    </Screen>
  )
}

/** Deleting an FAQ (confirm dialog of type delete, message delete-confirm). */
export function DeleteFaqDialog({
  faq,
  onClose,
  onDeleted,
}: {
  faq: { _id: string } | null
  onClose(): void
  onDeleted?(): void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <ConfirmDialog
      open={faq !== null}
      tone="danger"
      title={t('faq:delete.title')}
      description={t('faq:delete.body')}
      confirmLabel={t('faq:delete.confirm')}
      busy={busy}
      error={error}
      onConfirm={async () => {
        if (!faq) return
        setBusy(true)
        setError(null)
        try {
          offerUndoDelete(await deleteFaq(faq._id), { key: 'faq:deleted' })
          onClose()
          onDeleted?.()
        } catch {
          setError(t('ui:delete_failed'))
        } finally {
          setBusy(false)
        }
      }}
      onClose={onClose}
    />
  )
}
