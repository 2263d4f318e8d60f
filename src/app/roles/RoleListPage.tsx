import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { $api } from '../../api/queryClient'
import { deleteRoles, type Role, rolesKeys } from '../../api/roles'
import { RECORD_STATUSES } from '../../domain/constants'
import { ROLE_SORTS, type RoleSort } from '../../domain/listSort'
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
import { DeleteRoleDialog } from './DeleteRoleDialog'
import { rolesPaths } from './roles.paths'

const editPath = (id: string) => rolesPaths.hrefOf('roles.edit', { id })

/** The roles (spec section 3): name, status, users, accessible features, creation date; edit and delete. */
export function RoleListPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const list = usePagedList<Role, RoleSort>({
    listId: 'roles',
    filterKeys: ['status'],
    sorts: ROLE_SORTS,
    query: (params) =>
      $api.queryOptions(
        ...rolesKeys.list({
          ...listQuery(params),
          status: knownFilter(RECORD_STATUSES, params.filters.status),
        }),
      ),
  })
  const mayEdit = can('roles', 'update', permissions)
  const mayDelete = can('roles', 'delete', permissions)

  const bulk = useStatusBulk({
    list,
    label: t('roles:selection.label'),
    rowLabel: (row) => t('roles:selection.row', { name: row.name }),
    rowName: (row) => row.name,
    records: (count) => t('roles:selection.records', { count }),
    run: (_action, ids) => deleteRoles(ids),
    mayUpdate: false,
    mayDelete,
  })

  const columns = useMemo<Column<Role, RoleSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'name',
        sort: 'name',
        header: t('roles:columns.name'),
        rowHeader: true,
        cell: (role) => role.name,
      },
      {
        id: 'status',
        sort: 'status',
        header: t('roles:columns.status'),
        cell: (role) => <StatusPill status={role.status} />,
      },
      {
        id: 'users',
        header: t('roles:columns.users'),
        className: 'text-right tabular-nums',
        cell: (role) => role.numberOfUsers,
      },
      {
        id: 'features',
        header: t('roles:columns.features'),
        className: 'text-right tabular-nums',
        cell: (role) =>
          role.fullAccess ? t('roles:all_features', { count: role.numberOfFeatures }) : role.numberOfFeatures,
      },
      {
        id: 'created',
        sort: 'createdAt',
        header: t('roles:columns.created'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (role) => formatDate(role.createdAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (role) => (
          <RowActions
            name={role.name}
            editHref={mayEdit && role.manageable ? editPath(role._id) : null}
            onDelete={mayDelete && role.manageable ? () => setDeleting(role) : null}
          />
        ),
      },
    ],
    [t, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t('roles:nav.routes.roles.list.title')}>
      {bulk.bar}
      <PagedList
        label={t('roles:table')}
        columns={columns}
        rowKey={(role) => role._id}
        list={list}
        searchLabel={t('roles:search')}
        searchPlaceholder={t('roles:search_placeholder')}
        emptyText={t('roles:empty')}
        filters={<StatusFilterSelect list={list} />}
      />
      <DeleteRoleDialog
        role={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </Screen>
  )
}
