import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useParams } from 'wouter'
import {
  createInternalUser,
  type InternalUser,
  internalUsersKeys,
  updateInternalUser,
} from '../../api/internalUsers'
import { $api } from '../../api/queryClient'
import { type RoleOption, rolesKeys } from '../../api/roles'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import type { FieldErrors, InternalUserField } from '../../domain/validators'
import { sessionState } from '../../stores/session'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { AvatarUploader } from '../../ui/AvatarUploader'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { validationText } from '../../ui/flowMessageText'
import { PasswordField } from '../../ui/PasswordField'
import { PhoneField } from '../../ui/PhoneField'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StaffNameFields } from '../../ui/StaffNameFields'
import { fieldOfError } from '../../ui/serverFieldError'
import { TextField } from '../../ui/TextField'
import { useRecord } from '../../ui/useRecord'
import { loadSignedInStaff } from '../shell/access'
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

function InternalUserForm({ user }: { user: InternalUser | null }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { token } = useSnapshot(sessionState)
  const editing = user !== null
  const self = editing && user._id === token?._id
  // Staff never change their own roles or status, nor accounts holding more than they do (the server refuses).
  const readOnly = editing && user.manageable === false
  const accessLocked = self || readOnly
  const listPath = internalUsersPaths.hrefOf('internalUsers.list')
  const roles = useRoleOptions(user)
  const [form, setForm] = useState<InternalUserFormState>(() => initialForm(user))
  const [errors, setErrors] = useState<FieldErrors<InternalUserField>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<InternalUserField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)

  const change = <K extends keyof InternalUserFormState>(field: K, value: InternalUserFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => ({ ...current, [field]: undefined }))
  }
  const errorOf = (field: InternalUserField) => serverErrors[field] ?? validationText(t, errors[field])
  const storeAvatar = useCallback((key: string) => {
    setForm((current) => ({ ...current, avatar: key }))
    setErrors((current) => ({ ...current, avatar: undefined }))
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateForm(form, editing)
    setErrors(found)
    setServerErrors({})
    setFormError(null)
    if (Object.keys(found).length > 0) {
      // The first refused field gets the focus, so the keyboard is where the problem is.
      const first = FORM_FIELDS.find((field) => found[field])
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    try {
      if (user) await updateInternalUser(user._id, toUpdateRequest(form))
      else await createInternalUser(toCreateRequest(form))
      showToast({ key: editing ? 'internalUsers:updated' : 'internalUsers:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      if (self) void loadSignedInStaff()
      navigate(listPath)
    } catch (error) {
      const refused = fieldOfError(error, FORM_FIELDS)
      if (refused?.field) setServerErrors({ [refused.field]: refused.text })
      else if (refused) setFormError(refused.text)
      setBusy(false)
    }
  }

  const card = 'space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm'
  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        {readOnly ? <FormAlert message={t('internalUsers:beyond_reach')} /> : null}
        <fieldset disabled={readOnly} className="grid gap-5 lg:grid-cols-[2fr_1fr]">
          <div className={card}>
            <h2 className="font-semibold text-gray-900 text-lg">{t('internalUsers:section_details')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <StaffNameFields values={form} onChange={change} errorOf={errorOf} />
              <TextField
                label={t('ui:fields.email')}
                name="email"
                type="email"
                maxLength={TEXT_MAX_LENGTH}
                autoComplete="off"
                value={form.email}
                onChange={(event) => change('email', event.target.value)}
                error={errorOf('email')}
                required
              />
            </div>
            <PhoneField
              code={form.phoneCode}
              number={form.phoneNumber}
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
                value={form.password}
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
              <h2 className="font-semibold text-gray-900 text-lg">{t('ui:fields.avatar')}</h2>
              <AvatarUploader
                currentUrl={user?.avatarUrl ?? null}
                firstName={form.firstName}
                lastName={form.lastName}
                onUploaded={storeAvatar}
                error={errorOf('avatar')}
              />
            </div>
            <div className={card}>
              <h2 className="font-semibold text-gray-900 text-lg">{t('internalUsers:section_access')}</h2>
              <SelectField
                label={t('ui:fields.status')}
                name="status"
                value={form.status}
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
                selected={form.roles}
                onChange={(selected) => change('roles', selected)}
                error={errorOf('roles')}
                disabled={accessLocked}
              />
              {editing && !readOnly ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setPasswordOpen(true)}
                >
                  {t('internalUsers:password.open')}
                </button>
              ) : null}
            </div>
          </div>
        </fieldset>
        <FormAlert message={formError} />
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <Button type="submit" busy={busy} className="sm:w-auto">
              {busy ? t('ui:saving') : editing ? t('internalUsers:save') : t('internalUsers:create')}
            </Button>
          )}
          <Link href={listPath} className={buttonStyles.secondary}>
            {t('ui:cancel')}
          </Link>
        </div>
      </form>
      {/* Outside the form: a dialog's submit would otherwise bubble (through the portal) into the form's. */}
      {user ? (
        <ChangePasswordDialog
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

/** Create internal user account and Edit internal user account (spec sections 2, 3 and 5). */
export function InternalUserFormPage() {
  const { t } = useTranslation()
  const { id } = useParams<{ id?: string }>()
  const record = useRecord(id ? $api.queryOptions(...internalUsersKeys.detail(id)) : null)
  const title = id
    ? t('internalUsers:nav.routes.internalUsers.edit.title')
    : t('internalUsers:nav.routes.internalUsers.create.title')
  const user = record.data
  return (
    <Screen
      title={title}
      intro={
        user
          ? t('internalUsers:editing', { name: `${user.firstName} ${user.lastName}`, email: user.email })
          : undefined
      }
    >
      {record.status === 'ready' ? (
        <InternalUserForm key={id ?? 'new'} user={user} />
      ) : (
        <RecordStates
          status={record.status}
          onRetry={record.reload}
          backHref={internalUsersPaths.hrefOf('internalUsers.list')}
          backLabel={t('internalUsers:back')}
        />
      )}
    </Screen>
  )
}
