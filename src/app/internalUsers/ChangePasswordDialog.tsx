import { useTranslation } from 'react-i18next'
import { changeInternalUserPassword } from '../../api/internalUsers'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { type FieldErrors, validateStaffPassword } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { PasswordField } from '../../ui/PasswordField'
import { useEditor } from '../../ui/useEditor'

type Field = 'currentPassword' | 'password' | 'confirmPassword'
type PasswordValues = Record<Field, string>
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'confirmPassword']
const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' }

function validate(values: PasswordValues, self: boolean): FieldErrors<Field> {
  const found: FieldErrors<Field> = {}
  const rule = validateStaffPassword(values.password)
  if (rule) found.password = values.password ? rule : 'password_cannot_be_empty'
  if (!values.confirmPassword) found.confirmPassword = 'required_fields'
  else if (values.confirmPassword !== values.password)
    found.confirmPassword = 'the_password_confirmation_does_not_match'
  if (self && !values.currentPassword) found.currentPassword = 'required_fields'
  return found
}

/**
 * Sets a staff member's password from their account screen (the form itself never carries one). Their
 * sessions end; one's own needs the current password, as on the profile. Each opening starts empty:
 * the screen gives it a new key.
 */
export function ChangePasswordDialog({
  open,
  userName,
  userId,
  self,
  onClose,
}: {
  open: boolean
  userName: string
  userId: string
  self: boolean
  onClose(): void
}) {
  const { t } = useTranslation()
  const editor = useEditor<PasswordValues, Field, boolean, string>({
    fields: FIELDS,
    validate,
    // The record says whether it is one's own password.
    loaded: { values: EMPTY, record: self },
    save: (values) =>
      changeInternalUserPassword(userId, {
        password: values.password,
        ...(self ? { currentPassword: values.currentPassword } : {}),
      }),
    onSaved: () => {
      showToast({ key: 'auth:your-password-has-been-changed' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      onClose()
    },
    // A dialog keeps nothing worth asking about: closing it is the way to give it up.
    guardLeaving: false,
  })
  const form = editor.form
  const values = form?.values ?? EMPTY
  const errorOf = (field: Field) => form?.errorOf(field) ?? null
  const change = (field: Field, value: string) => form?.change({ [field]: value })

  return (
    <ConfirmDialog
      open={open}
      title={t('internalUsers:password.title', { name: userName })}
      description={t('internalUsers:password.body')}
      confirmLabel={t('internalUsers:password.confirm')}
      busy={form?.busy}
      error={form?.formError}
      onConfirm={() => form?.submit()}
      onClose={onClose}
    >
      <div className="space-y-3">
        {self ? (
          <PasswordField
            label={t('ui:fields.current_password')}
            name="currentPassword"
            autoComplete="current-password"
            maxLength={TEXT_MAX_LENGTH}
            value={values.currentPassword}
            onChange={(event) => change('currentPassword', event.target.value)}
            error={errorOf('currentPassword')}
            toggleLabel={t('ui:fields.show_current_password')}
          />
        ) : null}
        <PasswordField
          label={t('ui:fields.new_password')}
          name="password"
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errorOf('password')}
          hint={t('validation:please_fill_in_a_correct_password')}
          toggleLabel={t('ui:fields.show_new_password')}
        />
        <PasswordField
          label={t('ui:fields.confirm_password')}
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          value={values.confirmPassword}
          onChange={(event) => change('confirmPassword', event.target.value)}
          error={errorOf('confirmPassword')}
          toggleLabel={t('ui:fields.show_confirm_password')}
        />
      </div>
    </ConfirmDialog>
  )
}
