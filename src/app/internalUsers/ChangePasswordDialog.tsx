import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeInternalUserPassword } from '../../api/internalUsers'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { type MessageKey, validateStaffPassword } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { validationText } from '../../ui/flowMessageText'
import { PasswordField } from '../../ui/PasswordField'
import { fieldOfError } from '../../ui/serverFieldError'

type Field = 'currentPassword' | 'password' | 'confirmPassword'
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * Sets a staff member's password from their account screen (the form itself never carries one). Their
 * sessions end; one's own needs the current password, as on the profile.
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
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [serverError, setServerError] = useState<{ field: Field | null; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) {
      setForm(EMPTY)
      setErrors({})
      setServerError(null)
    }
  }, [open])

  const errorOf = (field: Field) =>
    serverError?.field === field ? serverError.text : validationText(t, errors[field])
  const change = (field: Field, value: string) => setForm((current) => ({ ...current, [field]: value }))

  const confirm = async () => {
    const found: Partial<Record<Field, MessageKey>> = {}
    const rule = validateStaffPassword(form.password)
    if (rule) found.password = form.password ? rule : 'password_cannot_be_empty'
    if (!form.confirmPassword) found.confirmPassword = 'required_fields'
    else if (form.confirmPassword !== form.password)
      found.confirmPassword = 'the_password_confirmation_does_not_match'
    if (self && !form.currentPassword) found.currentPassword = 'required_fields'
    setErrors(found)
    setServerError(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await changeInternalUserPassword(userId, {
        password: form.password,
        ...(self ? { currentPassword: form.currentPassword } : {}),
      })
      showToast({ key: 'auth:your-password-has-been-changed' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      onClose()
    } catch (error) {
      setServerError(fieldOfError(error, ['currentPassword', 'password'] as const))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('internalUsers:password.title', { name: userName })}
      description={t('internalUsers:password.body')}
      confirmLabel={t('internalUsers:password.confirm')}
      busy={busy}
      error={serverError?.field === null ? serverError.text : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="space-y-3">
        {self ? (
          <PasswordField
            label={t('ui:fields.current_password')}
            autoComplete="current-password"
            maxLength={TEXT_MAX_LENGTH}
            value={form.currentPassword}
            onChange={(event) => change('currentPassword', event.target.value)}
            error={errorOf('currentPassword')}
            toggleLabel={t('ui:fields.show_current_password')}
          />
        ) : null}
        <PasswordField
          label={t('ui:fields.new_password')}
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          value={form.password}
          onChange={(event) => change('password', event.target.value)}
          error={errorOf('password')}
          hint={t('validation:please_fill_in_a_correct_password')}
          toggleLabel={t('ui:fields.show_new_password')}
        />
        <PasswordField
          label={t('ui:fields.confirm_password')}
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          value={form.confirmPassword}
          onChange={(event) => change('confirmPassword', event.target.value)}
          error={errorOf('confirmPassword')}
          toggleLabel={t('ui:fields.show_confirm_password')}
        />
      </div>
    </ConfirmDialog>
  )
}
