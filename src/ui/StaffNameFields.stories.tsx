import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type StaffNameField, StaffNameFields } from './StaffNameFields'

const ERROR_KEYS: Record<StaffNameField, string> = {
  firstName: 'validation:please_fill_in_a_correct_first_name',
  lastName: 'validation:please_fill_in_a_correct_last_name',
  jobTitle: 'validation:please_fill_in_a_correct_job_title',
}

function NameFields({
  initial,
  showErrors,
  personal,
}: {
  initial: Record<StaffNameField, string>
  showErrors: boolean
  personal: boolean
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  return (
    <div className="grid max-w-md gap-4">
      <StaffNameFields
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errorOf={(field) => (showErrors && !values[field].trim() ? t(ERROR_KEYS[field]) : null)}
        personal={personal}
      />
    </div>
  )
}

const meta = {
  title: 'UI/StaffNameFields',
  component: NameFields,
  args: {
    initial: { firstName: 'สมชาย', lastName: 'ใจดี', jobTitle: 'Warehouse lead' },
    showErrors: false,
    personal: false,
  },
} satisfies Meta<typeof NameFields>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}
/** The staff member's own profile: the browser may offer their details. */
export const OwnProfile: Story = { args: { personal: true } }
export const Empty: Story = { args: { initial: { firstName: '', lastName: '', jobTitle: '' } } }
export const WithErrors: Story = {
  args: { initial: { firstName: '', lastName: 'ใจดี', jobTitle: '' }, showErrors: true },
}
