import { useTranslation } from 'react-i18next'
import { TEXT_MAX_LENGTH } from '../domain/constants'
import { TextField } from './TextField'

export type StaffNameField = 'firstName' | 'lastName' | 'jobTitle'

const FIELDS = [
  { field: 'firstName', labelKey: 'ui:fields.first_name', personalAutoComplete: 'given-name' },
  { field: 'lastName', labelKey: 'ui:fields.last_name', personalAutoComplete: 'family-name' },
  { field: 'jobTitle', labelKey: 'ui:fields.job_title', personalAutoComplete: 'organization-title' },
] as const

/**
 * First name, last name and job title, as the staff account form and the profile ask for them.
 * `personal`: the staff member fills in their own details, so the browser may offer them; an
 * administrator filling in someone else's account gets no such suggestions.
 */
export function StaffNameFields({
  values,
  onChange,
  errorOf,
  personal = false,
}: {
  values: Record<StaffNameField, string>
  onChange(field: StaffNameField, value: string): void
  errorOf(field: StaffNameField): string | null | undefined
  personal?: boolean
}) {
  const { t } = useTranslation()
  return FIELDS.map(({ field, labelKey, personalAutoComplete }) => (
    <TextField
      key={field}
      label={t(labelKey)}
      name={field}
      maxLength={TEXT_MAX_LENGTH}
      autoComplete={personal ? personalAutoComplete : 'off'}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errorOf(field)}
      required
    />
  ))
}
