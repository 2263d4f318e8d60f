import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useParams } from 'wouter'
import { $api } from '../../api/queryClient'
import {
  CATALOGUE_STALE_MS,
  type CreateRoleForm,
  createRole,
  type Role,
  rolesKeys,
  updateRole,
} from '../../api/roles'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import type { PermissionAction } from '../../domain/permissions'
import { validateRole } from '../../domain/validators'
import { permissionsState } from '../../stores/permissions'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { validationText } from '../../ui/flowMessageText'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { fieldOfError } from '../../ui/serverFieldError'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { useRecord } from '../../ui/useRecord'
import { loadSignedInStaff } from '../shell/access'
import { PermissionMatrix } from './PermissionMatrix'
import {
  type Catalogue,
  DOMAIN_CATALOGUE,
  EMPTY_MATRIX,
  grantsSomething,
  heldCatalogue,
  type MatrixState,
  matrixError,
  permissionsToSend,
  resetMatrix,
  setFullAccess,
} from './permissionMatrix'
import { rolesPaths } from './roles.paths'

interface EditorData {
  catalogue: Catalogue
  actions: readonly PermissionAction[]
  role: Role | null
}

/** The role (none for a new one) and the permission catalogue, once both have been read. */
function useEditorData(id: string | undefined) {
  const record = useRecord(id ? $api.queryOptions(...rolesKeys.detail(id)) : null)
  // The catalogue is the same for everyone; the domain's copy stands in if it cannot be read.
  const catalogue = useQuery({
    ...$api.queryOptions(...rolesKeys.permissions()),
    staleTime: CATALOGUE_STALE_MS,
  })
  const catalogueSettled = catalogue.data !== undefined || (catalogue.isError && !catalogue.isFetching)
  const data = useMemo<EditorData | null>(
    () =>
      record.status === 'ready' && catalogueSettled
        ? {
            catalogue: catalogue.data?.data ?? DOMAIN_CATALOGUE,
            actions: catalogue.data?.actions ?? ['access', 'export', 'create', 'update', 'delete', 'approve'],
            role: record.data,
          }
        : null,
    [record.status, record.data, catalogueSettled, catalogue.data],
  )
  return {
    ...record,
    status: record.status === 'ready' && !data ? ('loading' as const) : record.status,
    data,
  }
}

function RoleForm({ data }: { data: EditorData }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { role, catalogue, actions } = data
  const listPath = rolesPaths.hrefOf('roles.list')
  const me = useSnapshot(permissionsState)
  const held = heldCatalogue(catalogue, me)
  // A role granting more than the member holds is shown, never changed (the server refuses it too).
  const readOnly = role !== null && !role.manageable
  const [name, setName] = useState(role?.name ?? '')
  const [active, setActive] = useState((role?.status ?? 'active') === 'active')
  const [matrix, setMatrix] = useState<MatrixState>(
    role
      ? { fullAccess: role.fullAccess, permissions: role.fullAccess ? {} : role.permissions }
      : EMPTY_MATRIX,
  )
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<{ field: 'name' | null; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const errors = validateRole({
    name,
    fullAccess: matrix.fullAccess,
    hasPermissions: grantsSomething(matrix.permissions),
  })
  const nameError =
    serverError?.field === 'name' ? serverError.text : submitted ? validationText(t, errors.name) : null
  const permissionError = submitted ? validationText(t, matrixError(matrix)) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setServerError(null)
    if (errors.name || errors.permissions) return
    const body = {
      name: name.trim(),
      status: active ? ('active' as const) : ('inactive' as const),
      fullAccess: matrix.fullAccess,
      // The matrix offers only the catalogue's levels per feature, which is what the contract's map allows.
      permissions: permissionsToSend(matrix, catalogue) as CreateRoleForm['permissions'],
    }
    setBusy(true)
    try {
      if (role) await updateRole(role._id, body)
      else await createRole(body)
      showToast({ key: role ? 'roles:updated' : 'roles:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      // The signed-in member may hold this role: their own menu follows at once.
      void loadSignedInStaff()
      navigate(listPath)
    } catch (error) {
      setServerError(fieldOfError(error, ['name'] as const))
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-2">
        <TextField
          label={t('roles:fields.name')}
          name="name"
          value={name}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value)
            if (serverError?.field === 'name') setServerError(null)
          }}
          error={nameError}
          required
          disabled={readOnly}
        />
        <div className="space-y-4 md:pt-6">
          <ToggleSwitch
            label={t('roles:fields.active')}
            description={t('roles:fields.active_hint')}
            checked={active}
            onChange={setActive}
            disabled={readOnly}
          />
          <ToggleSwitch
            label={t('roles:fields.full_access')}
            description={t(me.fullAccess ? 'roles:fields.full_access_hint' : 'roles:fields.full_access_only')}
            checked={matrix.fullAccess}
            onChange={(on) => setMatrix((current) => setFullAccess(current, on))}
            disabled={readOnly || !me.fullAccess}
          />
        </div>
      </div>
      <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <PermissionMatrix
          catalogue={catalogue}
          held={held}
          readOnly={readOnly}
          actions={actions}
          state={matrix}
          onChange={setMatrix}
          error={permissionError}
        />
        {readOnly ? null : (
          <button type="button" className={buttonStyles.secondary} onClick={() => setMatrix(resetMatrix())}>
            {t('roles:reset')}
          </button>
        )}
      </div>
      <FormAlert message={serverError?.field === null ? serverError.text : null} />
      <div className="flex flex-wrap gap-2">
        {readOnly ? null : (
          <Button type="submit" busy={busy} className="sm:w-auto">
            {busy ? t('ui:saving') : role ? t('roles:save') : t('roles:create')}
          </Button>
        )}
        <Link href={listPath} className={buttonStyles.secondary}>
          {t('ui:cancel')}
        </Link>
      </div>
    </form>
  )
}

/** Create role and Edit role (spec section 2): name, status, full access and the permission matrix. */
export function RoleEditorPage() {
  const { t } = useTranslation()
  const { id } = useParams<{ id?: string }>()
  const record = useEditorData(id)
  const title = id ? t('roles:nav.routes.roles.edit.title') : t('roles:nav.routes.roles.create.title')
  return (
    <Screen
      title={title}
      intro={record.data?.role ? t('roles:editing', { name: record.data.role.name }) : undefined}
    >
      {record.status === 'ready' && record.data ? (
        <RoleForm key={id ?? 'new'} data={record.data} />
      ) : (
        <RecordStates
          status={record.status === 'ready' ? 'loading' : record.status}
          onRetry={record.reload}
          backHref={rolesPaths.hrefOf('roles.list')}
          backLabel={t('roles:back')}
        />
      )}
    </Screen>
  )
}
