import '../locales'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../api/apiError'
import { deleteInternalUser, type InternalUser, listInternalUsers } from '../../../api/internalUsers'
import { listActiveRoles, type RoleOption } from '../../../api/roles'
import { INTERNAL_USER_SORTS, type InternalUserSort } from '../../../domain/listSort'
import { can, permissionsState } from '../../../stores/permissions'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../../stores/toasts'
import { Avatar } from '../../../widgets/Avatar'
import { ConfirmDialog } from '../../../widgets/ConfirmDialog'
import { formatDateTime } from '../../../widgets/dateRange/dateRange'
import { type Column, PagedList } from '../../../widgets/pagedList/PagedList'
import { listQuery } from '../../../widgets/pagedList/pagedList'
import { usePagedList } from '../../../widgets/pagedList/usePagedList'
import { StatusPill } from '../../../widgets/StatusPill'
import { routeById } from '../../routes/dashboardRoutes'
import { SelectField } from '../../ui/SelectField'
import { RowActions } from '../RowActions'
import { Screen } from '../ScreenStates'
import { USER_STATUSES, type UserStatus } from './internalUserForm'

const internalUserEditPath = (id: string) =>
  routeById('internalUsers.edit').path.replace(':id', encodeURIComponent(id))

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
      showToast({ key: 'staff:users.deleted' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onDeleted()
    } catch (reason) {
      // Deleting oneself or the last full-access member is refused: the server says why.
      setError(reason instanceof ApiError && reason.message ? reason.message : t('staff:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      tone="danger"
      title={t('staff:users.delete.title', { name: shown ? fullName(shown) : '' })}
      description={t('staff:users.delete.body', { email: shown?.email ?? '' })}
      confirmLabel={t('staff:users.delete.confirm')}
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
  const [roles, setRoles] = useState<RoleOption[]>([])
  useEffect(() => {
    listActiveRoles().then(setRoles, () => setRoles([]))
  }, [])
  const list = usePagedList<InternalUser, InternalUserSort>({
    listId: 'internal-users',
    filterKeys: ['status', 'role'],
    sorts: INTERNAL_USER_SORTS,
    load: (params) =>
      listInternalUsers({
        ...listQuery(params),
        ...(isStatus(params.filters.status) ? { status: params.filters.status } : {}),
        ...(params.filters.role ? { role: params.filters.role } : {}),
      }),
  })
  const mayEdit = can('internalUsers', 'update', permissions)
  const mayDelete = can('internalUsers', 'delete', permissions)
  const { filters } = list.params

  const columns = useMemo<Column<InternalUser, InternalUserSort>[]>(
    () => [
      {
        id: 'name',
        sort: 'name',
        header: t('staff:users.columns.name'),
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
        header: t('staff:fields.email'),
        cell: (user) => <span className="break-all">{user.email}</span>,
      },
      {
        id: 'roles',
        header: t('staff:fields.roles'),
        cell: (user) => user.roles.map((role) => role.name).join(', ') || '—',
      },
      {
        id: 'status',
        sort: 'status',
        header: t('staff:fields.status'),
        cell: (user) => <StatusPill status={user.status} />,
      },
      {
        id: 'twoFactor',
        header: t('staff:users.columns.two_factor'),
        cell: (user) => (user.googleAuth ? t('staff:two_factor_on') : t('staff:two_factor_off')),
      },
      {
        id: 'lastSignIn',
        sort: 'lastSignIn',
        header: t('staff:users.columns.last_sign_in'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (user) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('staff:users.never')),
      },
      {
        id: 'updated',
        sort: 'updatedAt',
        header: t('staff:users.columns.last_modified'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (user) => formatDateTime(user.updatedAt),
      },
      {
        id: 'actions',
        header: t('staff:actions_column'),
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
    [t, mayEdit, mayDelete],
  )

  const setFilter = (key: 'status' | 'role', value: string) => {
    const next: Record<string, string> = { ...filters }
    if (value) next[key] = value
    else delete next[key]
    list.setFilters(next)
  }

  return (
    <Screen title={t('shell:routes.internalUsers.list.title')}>
      <PagedList
        label={t('staff:users.table')}
        columns={columns}
        rowKey={(user) => user._id}
        list={list}
        searchLabel={t('staff:users.search')}
        searchPlaceholder={t('staff:users.search_placeholder')}
        emptyText={t('staff:users.empty')}
        filters={
          <>
            <SelectField
              label={t('staff:fields.status')}
              value={filters.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              placeholder={t('staff:all_statuses')}
              options={USER_STATUSES.map((status) => ({
                value: status,
                label: t(`widgets:status.${status}`),
              }))}
              className="w-44 [&_label]:text-xs [&_select]:py-2"
            />
            <SelectField
              label={t('staff:users.role_filter')}
              value={filters.role ?? ''}
              onChange={(event) => setFilter('role', event.target.value)}
              placeholder={t('staff:all_roles')}
              options={roles.map((role) => ({ value: role._id, label: role.name }))}
              className="w-48 [&_label]:text-xs [&_select]:py-2"
            />
          </>
        }
      />
      <DeleteInternalUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null)
          list.reload()
        }}
      />
    </Screen>
  )
}
