import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeInternalUserPassword } from '../../api/internalUsers'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { type FieldErrors, hasErrors, validatePasswordChange } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { validationText } from '../../ui/flowMessageText'
import { PasswordField } from '../../ui/PasswordField'
import { fieldOfError } from '../../ui/serverFieldError'

type Field = 'currentPassword' | 'password' | 'confirmPassword'
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * One's own password (spec section 5's new-password rules). The current one is asked for, so a session
 * left open is not enough to take the account; the member's other sessions end.
 */
export function ChangeOwnPasswordForm({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [serverError, setServerError] = useState<{ field: Field | null; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const change = (field: Field, value: string) => setForm((current) => ({ ...current, [field]: value }))
  const errorOf = (field: Field) =>
    serverError?.field === field ? serverError.text : validationText(t, errors[field])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: FieldErrors<Field> = validatePasswordChange(form)
    if (!form.currentPassword) found.currentPassword = 'required_fields'
    setErrors(found)
    setServerError(null)
    if (hasErrors(found)) return
    setBusy(true)
    try {
      await changeInternalUserPassword(userId, {
        password: form.password,
        currentPassword: form.currentPassword,
      })
      setForm(EMPTY)
      showToast({ key: 'auth:your-password-has-been-changed' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
    } catch (error) {
      setServerError(fieldOfError(error, ['currentPassword', 'password'] as const))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('ui:fields.current_password')}
        name="currentPassword"
        autoComplete="current-password"
        maxLength={TEXT_MAX_LENGTH}
        value={form.currentPassword}
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
          value={form.password}
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
          value={form.confirmPassword}
          onChange={(event) => change('confirmPassword', event.target.value)}
          error={errorOf('confirmPassword')}
          toggleLabel={t('ui:fields.show_confirm_password')}
          required
        />
      </div>
      <FormAlert message={serverError && serverError.field === null ? serverError.text : null} />
      <Button type="submit" busy={busy} className="sm:w-auto">
        {busy ? t('ui:saving') : t('profile:change_password')}
      </Button>
    </form>
  )
}
