import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InternalUser } from '../../api/internalUsers'
import { updateProfile } from '../../api/profile'
import { DEFAULT_PHONE_CODE, type PHONE_CODES } from '../../domain/constants'
import { type FieldErrors, hasErrors, validateInternalUser } from '../../domain/validators'
import { saveToken, sessionState } from '../../stores/session'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { validationText } from '../../ui/flowMessageText'
import { PhoneField } from '../../ui/PhoneField'
import { StaffNameFields } from '../../ui/StaffNameFields'
import { fieldOfError } from '../../ui/serverFieldError'
import { TextField } from '../../ui/TextField'

type Field = 'firstName' | 'lastName' | 'jobTitle' | 'phoneNumber'
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'jobTitle', 'phoneNumber']
type PhoneCode = (typeof PHONE_CODES)[number]

/** One's own name, job title and phone; the e-mail is shown but only an administrator changes it. */
export function ProfileDetailsForm({
  user,
  onSaved,
}: {
  user: InternalUser
  onSaved(user: InternalUser): void
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobType ?? '',
    phoneCode: user.phoneCode ?? DEFAULT_PHONE_CODE,
    phoneNumber: user.phoneNumber ?? '',
  })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const change = (field: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => ({ ...current, [field]: undefined }))
  }
  const errorOf = (field: Field) => serverErrors[field] ?? validationText(t, errors[field])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateInternalUser(
      {
        firstName: form.firstName,
        lastName: form.lastName,
        jobTitle: form.jobTitle,
        phoneNumber: form.phoneNumber,
      },
      { partial: true },
    )
    setErrors(found)
    setServerErrors({})
    setFormError(null)
    if (hasErrors(found)) return
    setBusy(true)
    try {
      const saved = await updateProfile({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        jobTitle: form.jobTitle.trim(),
        phoneCode: form.phoneCode as PhoneCode,
        phoneNumber: form.phoneNumber,
      })
      const token = sessionState.token
      if (token) saveToken({ ...token, firstName: saved.firstName, lastName: saved.lastName })
      onSaved(saved)
      showToast({ key: 'profile:details_saved' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    } catch (error) {
      const refused = fieldOfError(error, FIELDS)
      if (refused?.field) setServerErrors({ [refused.field]: refused.text })
      else if (refused) setFormError(refused.text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffNameFields values={form} onChange={change} errorOf={errorOf} personal />
        <TextField
          label={t('ui:fields.email')}
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint={t('profile:email_hint')}
          className="[&_input]:bg-surface-subtle [&_input]:text-fg-secondary"
        />
      </div>
      <PhoneField
        code={form.phoneCode}
        number={form.phoneNumber}
        onCodeChange={(code) => change('phoneCode', code)}
        onNumberChange={(number) => change('phoneNumber', number)}
        error={errorOf('phoneNumber')}
      />
      <FormAlert message={formError} />
      <Button type="submit" busy={busy} className="sm:w-auto">
        {busy ? t('ui:saving') : t('profile:save_details')}
      </Button>
    </form>
  )
}
