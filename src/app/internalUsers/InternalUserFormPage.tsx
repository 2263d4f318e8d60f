import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useParams } from 'wouter'
import {
  createInternalUser,
  type InternalUser,
  readInternalUser,
  updateInternalUser,
} from '../../api/internalUsers'
import { $api } from '../../api/queryClient'
import { type RoleOption, rolesKeys } from '../../api/roles'
import { loadSignedInStaff } from '../../api/signedInStaff'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import type { InternalUserField } from '../../domain/validators'
import { sessionState } from '../../stores/session'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { AvatarUploader } from '../../ui/AvatarUploader'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { PasswordField } from '../../ui/PasswordField'
import { PhoneField } from '../../ui/PhoneField'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StaffNameFields } from '../../ui/StaffNameFields'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { ChangePasswordDialog } from './ChangePasswordDialog'
import {
  FORM_FIELDS,
  type InternalUserFormState,
  initialForm,
  toCreateRequest,
  toUpdateRequest,
  USER_STATUSES,
  type UserStatus,
  validateForm,
} from './internalUserForm'
import { internalUsersPaths } from './internalUsers.paths'
import { RolePicker } from './RolePicker'
import { ViewAsStaffButton } from './ViewAsStaffButton'

/**
 * The active roles the signed-in member may give (those within their own permissions), plus any other
 * role the member being edited still holds, so it is not dropped unseen.
 */
function useRoleOptions(user: InternalUser | null) {
  const activeRoles = useQuery($api.queryOptions(...rolesKeys.active()))
  const active = activeRoles.data?.data
  const options = useMemo(() => {
    if (!active) return null
    const offered = active.filter((option) => option.assignable)
    const held = (user?.roles ?? [])
      .filter((role) => !offered.some((option) => option._id === role._id))
      .map(
        (role): RoleOption => ({
          ...role,
          status: active.some((option) => option._id === role._id) ? 'active' : 'inactive',
          assignable: false,
        }),
      )
    return [...offered, ...held]
  }, [active, user])
  const failed = activeRoles.isError && !activeRoles.isFetching && !active
  return { options, failed, retry: () => void activeRoles.refetch() }
}

function saveUser(values: InternalUserFormState, user: InternalUser | null): Promise<InternalUser> {
  return user
    ? updateInternalUser(user._id, toUpdateRequest(values))
    : createInternalUser(toCreateRequest(values))
}

function InternalUserForm({
  form,
}: {
  form: EditorForm<InternalUserFormState, InternalUserField, InternalUser | null>
}) {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const { values, record: user, errorOf } = form
  const editing = user !== null
  const self = editing && user._id === token?._id
  // Staff never change their own roles or status, nor accounts holding more than they do (the server refuses).
  const readOnly = editing && user.manageable === false
  const accessLocked = self || readOnly
  const listPath = internalUsersPaths.hrefOf('internalUsers.list')
  const roles = useRoleOptions(user)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [passwordDialogs, setPasswordDialogs] = useState(0)

  const change = <K extends keyof InternalUserFormState>(field: K, value: InternalUserFormState[K]) =>
    form.change({ [field]: value } as Partial<InternalUserFormState>)
  const { change: changeValues } = form
  const storeAvatar = useCallback((key: string) => changeValues({ avatar: key }), [changeValues])

  const card = 'space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm'
  return (
    <>
      <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
        {readOnly ? <FormAlert message={t('internalUsers:beyond_reach')} /> : null}
        <fieldset disabled={readOnly} className="grid gap-5 lg:grid-cols-[2fr_1fr]">
          <div className={card}>
            <h2 className="font-semibold text-fg text-lg">{t('internalUsers:section_details')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <StaffNameFields values={values} onChange={change} errorOf={errorOf} />
              <TextField
                label={t('ui:fields.email')}
                name="email"
                type="email"
                maxLength={TEXT_MAX_LENGTH}
                autoComplete="off"
                value={values.email}
                onChange={(event) => change('email', event.target.value)}
                error={errorOf('email')}
                required
              />
            </div>
            <PhoneField
              code={values.phoneCode}
              number={values.phoneNumber}
              onCodeChange={(code) => change('phoneCode', code)}
              onNumberChange={(number) => change('phoneNumber', number)}
              error={errorOf('phoneNumber')}
            />
            {editing ? null : (
              <PasswordField
                label={t('ui:fields.password')}
                name="password"
                autoComplete="new-password"
                maxLength={TEXT_MAX_LENGTH}
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
                error={errorOf('password')}
                hint={t('validation:please_fill_in_a_correct_password')}
                toggleLabel={t('ui:fields.show_password')}
                required
              />
            )}
          </div>
          <div className="space-y-5">
            <div className={card}>
              <h2 className="font-semibold text-fg text-lg">{t('ui:fields.avatar')}</h2>
              <AvatarUploader
                currentUrl={user?.avatarUrl ?? null}
                firstName={values.firstName}
                lastName={values.lastName}
                onUploaded={storeAvatar}
                error={errorOf('avatar')}
              />
            </div>
            <div className={card}>
              <h2 className="font-semibold text-fg text-lg">{t('internalUsers:section_access')}</h2>
              <SelectField
                label={t('ui:fields.status')}
                name="status"
                value={values.status}
                onChange={(event) => change('status', event.target.value as UserStatus)}
                options={USER_STATUSES.map((status) => ({
                  value: status,
                  label: t(`ui:status.${status}`),
                }))}
                hint={self ? t('internalUsers:self_access_hint') : undefined}
                disabled={accessLocked}
              />
              <RolePicker
                options={roles.options}
                failed={roles.failed}
                onRetry={roles.retry}
                selected={values.roles}
                onChange={(selected) => change('roles', selected)}
                error={errorOf('roles')}
                disabled={accessLocked}
              />
              {editing && !readOnly ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setPasswordDialogs((count) => count + 1)
                    setPasswordOpen(true)
                  }}
                >
                  {t('internalUsers:password.open')}
                </button>
              ) : null}
            </div>
          </div>
        </fieldset>
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <Button type="submit" busy={form.busy} className="sm:w-auto">
              {form.busy ? t('ui:saving') : editing ? t('internalUsers:save') : t('internalUsers:create')}
            </Button>
          )}
          {editing && !self ? <ViewAsStaffButton staffId={user._id} /> : null}
          <Link href={listPath} className={buttonStyles.secondary}>
            {t('ui:cancel')}
          </Link>
          <UnsavedNote dirty={form.dirty} />
        </div>
      </form>
      {/* Outside the form: a dialog's submit would otherwise bubble (through the portal) into the form's. */}
      {user ? (
        <ChangePasswordDialog
          // Each opening starts empty.
          key={passwordDialogs}
          open={passwordOpen}
          userId={user._id}
          userName={`${user.firstName} ${user.lastName}`}
          self={self}
          onClose={() => setPasswordOpen(false)}
        />
      ) : null}
    </>
  )
}

function InternalUserEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<InternalUserFormState, InternalUserField, InternalUser | null, InternalUser>({
    fields: FORM_FIELDS,
    validate: (values, user) => validateForm(values, user !== null),
    load: async () => {
      const user = id ? await readInternalUser(id) : null
      return { record: user, values: initialForm(user) }
    },
    save: saveUser,
    onSaved: (_, __, user) => {
      showToast({ key: user ? 'internalUsers:updated' : 'internalUsers:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      if (user && user._id === sessionState.token?._id) void loadSignedInStaff()
      navigate(internalUsersPaths.hrefOf('internalUsers.list'))
    },
  })
  const user = editor.form?.record
  const title = id
    ? t('internalUsers:nav.routes.internalUsers.edit.title')
    : t('internalUsers:nav.routes.internalUsers.create.title')
  return (
    <Screen
      title={title}
      intro={
        user
          ? t('internalUsers:editing', { name: `${user.firstName} ${user.lastName}`, email: user.email })
          : undefined
      }
    >
      {editor.form ? (
        <InternalUserForm form={editor.form} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={internalUsersPaths.hrefOf('internalUsers.list')}
          backLabel={t('internalUsers:back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create internal user account and Edit internal user account (spec sections 2, 3 and 5). */
export function InternalUserFormPage() {
  const { id } = useParams<{ id?: string }>()
  return <InternalUserEditor key={id ?? 'new'} id={id} />
}
