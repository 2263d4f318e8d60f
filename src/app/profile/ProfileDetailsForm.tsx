import { useTranslation } from 'react-i18next'
import type { InternalUser } from '../../api/internalUsers'
import { updateProfile } from '../../api/profile'
import { DEFAULT_PHONE_CODE, type PHONE_CODES } from '../../domain/constants'
import { validateInternalUser } from '../../domain/validators'
import { saveToken, sessionState } from '../../stores/session'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { PhoneField } from '../../ui/PhoneField'
import { StaffNameFields } from '../../ui/StaffNameFields'
import { TextField } from '../../ui/TextField'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { useEditor } from '../../ui/useEditor'

type Field = 'firstName' | 'lastName' | 'jobTitle' | 'phoneNumber'
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'jobTitle', 'phoneNumber']
type PhoneCode = (typeof PHONE_CODES)[number]

interface DetailsValues {
  firstName: string
  lastName: string
  jobTitle: string
  phoneCode: string
  phoneNumber: string
}

const validate = (values: DetailsValues) =>
  validateInternalUser(
    {
      firstName: values.firstName,
      lastName: values.lastName,
      jobTitle: values.jobTitle,
      phoneNumber: values.phoneNumber,
    },
    { partial: true },
  )

const save = (values: DetailsValues) =>
  updateProfile({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobTitle: values.jobTitle.trim(),
    phoneCode: values.phoneCode as PhoneCode,
    phoneNumber: values.phoneNumber,
  })

/** One's own name, job title and phone; the e-mail is shown but only an administrator changes it. */
export function ProfileDetailsForm({
  user,
  onSaved,
}: {
  user: InternalUser
  onSaved(user: InternalUser): void
}) {
  const { t } = useTranslation()
  const editor = useEditor<DetailsValues, Field, null, InternalUser>({
    fields: FIELDS,
    validate,
    loaded: {
      record: null,
      values: {
        firstName: user.firstName,
        lastName: user.lastName,
        jobTitle: user.jobType ?? '',
        phoneCode: user.phoneCode ?? DEFAULT_PHONE_CODE,
        phoneNumber: user.phoneNumber ?? '',
      },
    },
    save,
    onSaved: (saved) => {
      const token = sessionState.token
      if (token) saveToken({ ...token, firstName: saved.firstName, lastName: saved.lastName })
      onSaved(saved)
      showToast({ key: 'profile:details_saved' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    },
  })
  const form = editor.form
  if (!form) return null
  const { values, errorOf } = form
  const change = (field: keyof DetailsValues, value: string) => form.change({ [field]: value })

  return (
    <>
      <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffNameFields values={values} onChange={change} errorOf={errorOf} personal />
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
          code={values.phoneCode}
          number={values.phoneNumber}
          onCodeChange={(code) => change('phoneCode', code)}
          onNumberChange={(number) => change('phoneNumber', number)}
          error={errorOf('phoneNumber')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : t('profile:save_details')}
        </Button>
        <UnsavedNote dirty={form.dirty} />
      </form>
      {/* Outside the form: the dialog's own submit would bubble (through the portal) into the form's. */}
      <UnsavedChangesDialog leave={editor.leave} />
    </>
  )
}
