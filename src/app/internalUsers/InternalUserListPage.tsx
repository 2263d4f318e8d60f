import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/apiError'
import {
  changeInternalUsers,
  deleteInternalUser,
  type InternalUser,
  internalUsersKeys,
} from '../../api/internalUsers'
import { $api } from '../../api/queryClient'
import { rolesKeys } from '../../api/roles'
import { INTERNAL_USER_SORTS, type InternalUserSort } from '../../domain/listSort'
import { can, permissionsState } from '../../stores/permissions'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Avatar } from '../../ui/Avatar'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StatusPill } from '../../ui/StatusPill'
import { USER_STATUSES, type UserStatus } from './internalUserForm'
import { internalUsersPaths } from './internalUsers.paths'

const internalUserEditPath = (id: string) => internalUsersPaths.hrefOf('internalUsers.edit', { id })

const fullName = (user: InternalUser) => `${user.firstName} ${user.lastName}`.trim()
const isStatus = (value: string | undefined): value is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(value ?? '')

function DeleteInternalUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: InternalUser | null
  onClose(): void
  onDeleted(): void
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(user)
  if (user && user !== shown) setShown(user)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (user) setError(null)
  }, [user])

  const confirm = async () => {
    if (!user) return
    setBusy(true)
    setError(null)
    try {
      await deleteInternalUser(user._id)
      showToast({ key: 'internalUsers:deleted' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onDeleted()
    } catch (reason) {
      // Deleting oneself or the last full-access member is refused: the server says why.
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      tone="danger"
      title={t('internalUsers:delete.title', { name: shown ? fullName(shown) : '' })}
      description={t('internalUsers:delete.body', { email: shown?.email ?? '' })}
      confirmLabel={t('internalUsers:delete.confirm')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}

/** Internal users (spec section 3): who they are, their roles, status, 2FA, last sign-in and change. */
export function InternalUserListPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [deleting, setDeleting] = useState<InternalUser | null>(null)
  const roles = useQuery($api.queryOptions(...rolesKeys.active())).data?.data ?? []
  const list = usePagedList<InternalUser, InternalUserSort>({
    listId: 'internal-users',
    filterKeys: ['status', 'role'],
    sorts: INTERNAL_USER_SORTS,
    query: (params) =>
      $api.queryOptions(
        ...internalUsersKeys.list({
          ...listQuery(params),
          ...(isStatus(params.filters.status) ? { status: params.filters.status } : {}),
          ...(params.filters.role ? { role: params.filters.role } : {}),
        }),
      ),
  })
  const mayEdit = can('internalUsers', 'update', permissions)
  const mayDelete = can('internalUsers', 'delete', permissions)
  const { filters } = list.params
  const bulk = useStatusBulk({
    list,
    label: t('internalUsers:selection.label'),
    rowLabel: (user) => t('internalUsers:selection.row', { name: fullName(user) }),
    rowName: fullName,
    records: (count) => t('internalUsers:selection.records', { count }),
    run: changeInternalUsers,
    mayUpdate: mayEdit,
    mayDelete,
    actsOn: (user) => user.manageable === true,
  })

  const columns = useMemo<Column<InternalUser, InternalUserSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'name',
        sort: 'name',
        header: t('internalUsers:columns.name'),
        rowHeader: true,
        cell: (user) => (
          <span className="flex items-center gap-3">
            <Avatar firstName={user.firstName} lastName={user.lastName} url={user.avatarUrl} />
            <span className="min-w-0">
              <span className="block font-medium">{fullName(user)}</span>
              {user.jobType ? <span className="block text-fg-muted text-xs">{user.jobType}</span> : null}
            </span>
          </span>
        ),
      },
      {
        id: 'email',
        sort: 'email',
        header: t('ui:fields.email'),
        cell: (user) => <span className="break-all">{user.email}</span>,
      },
      {
        id: 'roles',
        header: t('ui:fields.roles'),
        cell: (user) => user.roles.map((role) => role.name).join(', ') || '—',
      },
      {
        id: 'status',
        sort: 'status',
        header: t('ui:fields.status'),
        cell: (user) => <StatusPill status={user.status} />,
      },
      {
        id: 'twoFactor',
        header: t('internalUsers:columns.two_factor'),
        cell: (user) => (user.googleAuth ? t('ui:two_factor_on') : t('ui:two_factor_off')),
      },
      {
        id: 'lastSignIn',
        sort: 'lastSignIn',
        header: t('internalUsers:columns.last_sign_in'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (user) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('internalUsers:never')),
      },
      {
        id: 'updated',
        sort: 'updatedAt',
        header: t('internalUsers:columns.last_modified'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (user) => formatDateTime(user.updatedAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (user) => (
          <RowActions
            name={fullName(user)}
            editHref={mayEdit && user.manageable ? internalUserEditPath(user._id) : null}
            onDelete={mayDelete && user.manageable ? () => setDeleting(user) : null}
          />
        ),
      },
    ],
    [t, mayEdit, mayDelete, bulk.columns],
  )

  const setFilter = (key: 'status' | 'role', value: string) => {
    const next: Record<string, string> = { ...filters }
    if (value) next[key] = value
    else delete next[key]
    list.setFilters(next)
  }

  return (
    <Screen title={t('internalUsers:nav.routes.internalUsers.list.title')}>
      {bulk.bar}
      <PagedList
        label={t('internalUsers:table')}
        columns={columns}
        rowKey={(user) => user._id}
        list={list}
        searchLabel={t('internalUsers:search')}
        searchPlaceholder={t('internalUsers:search_placeholder')}
        emptyText={t('internalUsers:empty')}
        filters={
          <>
            <SelectField
              label={t('ui:fields.status')}
              value={filters.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              placeholder={t('ui:all_statuses')}
              options={USER_STATUSES.map((status) => ({
                value: status,
                label: t(`ui:status.${status}`),
              }))}
              className="w-44 [&_label]:text-xs [&_select]:py-2"
            />
            <SelectField
              label={t('internalUsers:role_filter')}
              value={filters.role ?? ''}
              onChange={(event) => setFilter('role', event.target.value)}
              placeholder={t('internalUsers:all_roles')}
              options={roles.map((role) => ({ value: role._id, label: role.name }))}
              className="w-48 [&_label]:text-xs [&_select]:py-2"
            />
          </>
        }
      />
      <DeleteInternalUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </Screen>
  )
}
