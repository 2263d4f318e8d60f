import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { type Category, categoriesKeys, deleteCategories } from '../../api/categories'
import { $api } from '../../api/queryClient'
import { RECORD_STATUSES } from '../../domain/constants'
import { can, permissionsState } from '../../stores/permissions'
import { formatDate } from '../../ui/dateRange/dateRange'
import { knownFilter, StatusFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { type CategoryScreenKind, FAQ_CATEGORY_SCREENS, NEWS_CATEGORY_SCREENS } from './categoryKinds'
import { DeleteCategoryDialog } from './DeleteCategoryDialog'

const SORTS = ['createdAt', 'name', 'status', 'itemCount'] as const
type CategorySort = (typeof SORTS)[number]

/** A kind's categories (spec section 3): name, status, items filed under it, creation date; edit, delete. */
function CategoryList({ kind }: { kind: CategoryScreenKind }) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [deleting, setDeleting] = useState<Category | null>(null)
  const list = usePagedList<Category, CategorySort>({
    listId: `${kind.id}-categories`,
    filterKeys: ['status'],
    sorts: SORTS,
    query: (params) =>
      $api.queryOptions(
        ...categoriesKeys.list(kind.id, {
          ...listQuery(params),
          status: knownFilter(RECORD_STATUSES, params.filters.status),
        }),
      ),
  })
  const mayEdit = can('categories', 'update', permissions)
  const mayDelete = can('categories', 'delete', permissions)
  const words = `categories:${kind.words}`

  const bulk = useStatusBulk({
    list,
    label: t('categories:selection.label'),
    rowLabel: (row) => t('categories:selection.row', { name: row.name }),
    rowName: (row) => row.name,
    records: (count) => t('categories:selection.records', { count }),
    run: (_action, ids) => deleteCategories(kind.id, ids),
    mayUpdate: false,
    mayDelete,
  })

  const columns = useMemo<Column<Category, CategorySort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'name',
        sort: 'name',
        header: t('categories:columns.name'),
        rowHeader: true,
        cell: (category) =>
          kind.hasImage ? (
            <span className="flex items-center gap-3">
              {category.imageUrl ? (
                <img src={category.imageUrl} alt="" className="size-8 shrink-0 rounded-md object-cover" />
              ) : (
                <span aria-hidden="true" className="size-8 shrink-0 rounded-md bg-surface-muted" />
              )}
              {category.name}
            </span>
          ) : (
            category.name
          ),
      },
      {
        id: 'status',
        sort: 'status',
        header: t('categories:columns.status'),
        cell: (category) => <StatusPill status={category.status} />,
      },
      {
        id: 'items',
        sort: 'itemCount',
        header: t(`${words}.items_column`),
        className: 'text-right tabular-nums',
        cell: (category) => category.itemCount.toLocaleString(),
      },
      {
        id: 'created',
        sort: 'createdAt',
        header: t('categories:columns.created'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (category) => formatDate(category.createdAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (category) => (
          <RowActions
            name={category.name}
            editHref={mayEdit ? kind.editHref(category._id) : null}
            onDelete={mayDelete ? () => setDeleting(category) : null}
          />
        ),
      },
    ],
    [t, kind, words, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t(`${words}.title`)}>
      {bulk.bar}
      <PagedList
        label={t(`${words}.table`)}
        columns={columns}
        rowKey={(category) => category._id}
        list={list}
        searchLabel={t('categories:search')}
        searchPlaceholder={t('categories:search_placeholder')}
        emptyText={t('categories:empty')}
        filters={<StatusFilterSelect list={list} />}
      />
      <DeleteCategoryDialog
        kind={kind}
        category={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </Screen>
  )
}

export const NewsCategoryListPage = () => <CategoryList kind={NEWS_CATEGORY_SCREENS} />
export const FaqCategoryListPage = () => <CategoryList kind={FAQ_CATEGORY_SCREENS} />
