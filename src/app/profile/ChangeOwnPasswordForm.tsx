import { useTranslation } from 'react-i18next'
import { changeInternalUserPassword } from '../../api/internalUsers'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { type FieldErrors, validatePasswordChange } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { PasswordField } from '../../ui/PasswordField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { useEditor } from '../../ui/useEditor'

type Field = 'currentPassword' | 'password' | 'confirmPassword'
type PasswordValues = Record<Field, string>
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'confirmPassword']
const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' }

function validate(values: PasswordValues): FieldErrors<Field> {
  const found: FieldErrors<Field> = validatePasswordChange(values)
  if (!values.currentPassword) found.currentPassword = 'required_fields'
  return found
}

/**
 * One's own password (spec section 5's new-password rules). The current one is asked for, so a session
 * left open is not enough to take the account; the member's other sessions end.
 */
export function ChangeOwnPasswordForm({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation()
  const editor = useEditor<PasswordValues, Field, null, string>({
    fields: FIELDS,
    validate,
    loaded: { values: EMPTY, record: null },
    save: (values) =>
      changeInternalUserPassword(userId, {
        password: values.password,
        currentPassword: values.currentPassword,
      }),
    // Once changed, the fields empty themselves.
    afterSave: () => EMPTY,
    onSaved: () =>
      showToast({ key: 'auth:your-password-has-been-changed' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      }),
  })
  const form = editor.form
  if (!form) return null
  const { values, errorOf } = form
  const change = (field: Field, value: string) => form.change({ [field]: value })

  return (
    <>
      <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-4">
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('ui:fields.current_password')}
          name="currentPassword"
          autoComplete="current-password"
          maxLength={TEXT_MAX_LENGTH}
          value={values.currentPassword}
          onChange={(event) => change('currentPassword', event.target.value)}
          error={errorOf('currentPassword')}
          toggleLabel={t('ui:fields.show_current_password')}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('ui:fields.new_password')}
            name="password"
            autoComplete="new-password"
            maxLength={TEXT_MAX_LENGTH}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={errorOf('password')}
            hint={t('validation:validate_password')}
            toggleLabel={t('ui:fields.show_new_password')}
            required
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
            required
          />
        </div>
        <FormAlert message={form.formError} />
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : t('profile:change_password')}
        </Button>
        <UnsavedNote dirty={form.dirty} />
      </form>
      {/* Outside the form: the dialog's own submit would bubble (through the portal) into the form's. */}
      <UnsavedChangesDialog leave={editor.leave} />
    </>
  )
}
