import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useParams } from 'wouter'
import { type StartPreviewForm, startPreview } from '../../api/previewSessions'
import {
  type CreateRoleForm,
  createRole,
  type Role,
  readPermissionCatalogue,
  readRole,
  updateRole,
} from '../../api/roles'
import { loadSignedInStaff } from '../../api/signedInStaff'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import type { PermissionAction } from '../../domain/permissions'
import { validateRole } from '../../domain/validators'
import { leaveKeepingWork } from '../../stores/leaveGuard'
import { permissionsState } from '../../stores/permissions'
import { previewState } from '../../stores/preview'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { homePaths } from '../home/home.paths'
import { PermissionMatrix } from './PermissionMatrix'
import {
  type Catalogue,
  DOMAIN_CATALOGUE,
  EMPTY_MATRIX,
  grantsSomething,
  heldCatalogue,
  type MatrixState,
  permissionsToSend,
  resetMatrix,
  setFullAccess,
} from './permissionMatrix'
import { rolesPaths } from './roles.paths'
import { dropDraft, keepDraft, offerViewAsRole, takeDraft } from './viewAsRole'

interface EditorData {
  catalogue: Catalogue
  actions: readonly PermissionAction[]
  role: Role | null
}

/** The role (none for a new one) and the permission catalogue, read through the query cache. */
async function loadEditor(id: string | undefined): Promise<EditorData> {
  const [catalogue, role] = await Promise.all([
    // The catalogue is the same for everyone; the domain's copy stands in if it cannot be read.
    readPermissionCatalogue().catch(() => null),
    id ? readRole(id) : Promise.resolve(null),
  ])
  return {
    catalogue: catalogue?.data ?? DOMAIN_CATALOGUE,
    actions: catalogue?.actions ?? ['access', 'export', 'create', 'update', 'delete', 'approve'],
    role,
  }
}

interface RoleValues {
  name: string
  active: boolean
  matrix: MatrixState
}

type RoleField = 'name' | 'permissions'
const ROLE_FIELDS: readonly RoleField[] = ['name', 'permissions']

const valuesOf = (role: Role | null): RoleValues => ({
  name: role?.name ?? '',
  active: (role?.status ?? 'active') === 'active',
  matrix: role
    ? { fullAccess: role.fullAccess, permissions: role.fullAccess ? {} : role.permissions }
    : EMPTY_MATRIX,
})

const validateValues = (values: RoleValues) =>
  validateRole({
    name: values.name,
    fullAccess: values.matrix.fullAccess,
    hasPermissions: grantsSomething(values.matrix.permissions),
  })

function saveRole(values: RoleValues, { role, catalogue }: EditorData): Promise<Role> {
  const body = {
    name: values.name.trim(),
    status: values.active ? ('active' as const) : ('inactive' as const),
    fullAccess: values.matrix.fullAccess,
    // The matrix offers only the catalogue's levels per feature, which is what the contract's map allows.
    permissions: permissionsToSend(values.matrix, catalogue) as CreateRoleForm['permissions'],
  }
  return role ? updateRole(role._id, body) : createRole(body)
}

function RoleForm({
  form,
  onViewAs,
}: {
  form: EditorForm<RoleValues, RoleField, EditorData>
  onViewAs: (() => void) | null
}) {
  const { t } = useTranslation()
  const { values, record, change } = form
  const { role, catalogue, actions } = record
  const { name, active, matrix } = values
  const listPath = rolesPaths.hrefOf('roles.list')
  const me = useSnapshot(permissionsState)
  const held = heldCatalogue(catalogue, me)
  // A role granting more than the member holds is shown, never changed (the server refuses it too).
  const readOnly = role !== null && !role.manageable
  const setMatrix = (next: MatrixState) => change({ matrix: next })

  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      <div className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm md:grid-cols-2">
        <TextField
          label={t('roles:fields.name')}
          name="name"
          value={name}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value })}
          error={form.errorOf('name')}
          required
          disabled={readOnly}
        />
        <div className="space-y-4 md:pt-6">
          <ToggleSwitch
            label={t('roles:fields.active')}
            description={t('roles:fields.active_hint')}
            checked={active}
            onChange={(on) => change({ active: on })}
            disabled={readOnly}
          />
          <ToggleSwitch
            label={t('roles:fields.full_access')}
            description={t(me.fullAccess ? 'roles:fields.full_access_hint' : 'roles:fields.full_access_only')}
            checked={matrix.fullAccess}
            onChange={(on) => setMatrix(setFullAccess(matrix, on))}
            disabled={readOnly || !me.fullAccess}
          />
        </div>
      </div>
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <PermissionMatrix
          catalogue={catalogue}
          held={held}
          readOnly={readOnly}
          actions={actions}
          state={matrix}
          onChange={setMatrix}
          error={form.errorOf('permissions')}
        />
        {readOnly ? null : (
          <button type="button" className={buttonStyles.secondary} onClick={() => setMatrix(resetMatrix())}>
            {t('roles:reset')}
          </button>
        )}
      </div>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        {readOnly ? null : (
          <Button type="submit" busy={form.busy} className="sm:w-auto">
            {form.busy ? t('ui:saving') : role ? t('roles:save') : t('roles:create')}
          </Button>
        )}
        {onViewAs ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onViewAs}
            disabled={form.busy}
            title={t('roles:preview.view_as_hint')}
          >
            {t('roles:preview.view_as')}
          </button>
        ) : null}
        <Link href={listPath} className={buttonStyles.secondary}>
          {t('ui:cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </form>
  )
}

function RoleEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<RoleValues, RoleField, EditorData, Role>({
    fields: ROLE_FIELDS,
    validate: validateValues,
    load: () => loadEditor(id).then((data) => ({ record: data, values: valuesOf(data.role) })),
    save: saveRole,
    onSaved: (_, __, { role }) => {
      showToast({ key: role ? 'roles:updated' : 'roles:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      // The signed-in member may hold this role: their own menu follows at once.
      void loadSignedInStaff()
      navigate(rolesPaths.hrefOf('roles.list'))
    },
  })
  const [location] = useLocation()
  const form = editor.form
  const { preview } = useSnapshot(previewState)

  // The edits kept across a preview of this role come back once the editor has loaded, unsaved.
  const restored = useRef(false)
  useEffect(() => {
    if (!form || restored.current || preview) return
    restored.current = true
    const draft = takeDraft<RoleValues>(location)
    if (draft) form.change(draft)
  }, [form, location, preview])

  /**
   * View as this role: the back-office as staff holding exactly the edited permissions would see it,
   * within the editor's own (the server intersects them), read-only. The edits wait in this tab's
   * sessionStorage, so the editor can be left without asking, and come back on Leave.
   */
  const viewAs = useCallback(async () => {
    if (!form) return
    const { values, record } = form
    keepDraft(location, values)
    const body: StartPreviewForm = {
      name: values.name.trim() || t('roles:preview.unnamed'),
      ...(record.role ? { roleId: record.role._id } : {}),
      fullAccess: values.matrix.fullAccess,
      permissions: permissionsToSend(values.matrix, record.catalogue) as StartPreviewForm['permissions'],
    }
    try {
      await startPreview(body, location)
    } catch {
      dropDraft()
      showToast({ key: 'roles:preview.view_as_failed' })
      return
    }
    leaveKeepingWork(() => navigate(homePaths.hrefOf('home')))
  }, [form, location, navigate, t])
  const offered = form !== null && !preview
  const latestViewAs = useRef(viewAs)
  latestViewAs.current = viewAs
  useEffect(() => (offered ? offerViewAsRole(() => void latestViewAs.current()) : undefined), [offered])

  const role = editor.form?.record.role
  const title = id ? t('roles:nav.routes.roles.edit.title') : t('roles:nav.routes.roles.create.title')
  return (
    <Screen title={title} intro={role ? t('roles:editing', { name: role.name }) : undefined}>
      {editor.form ? (
        <RoleForm form={editor.form} onViewAs={offered ? () => void viewAs() : null} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={rolesPaths.hrefOf('roles.list')}
          backLabel={t('roles:back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create role and Edit role (spec section 2): name, status, full access and the permission matrix. */
export function RoleEditorPage() {
  const { id } = useParams<{ id?: string }>()
  return <RoleEditor key={id ?? 'new'} id={id} />
}
