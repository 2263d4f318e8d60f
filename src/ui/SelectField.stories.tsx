import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from './SelectField'

/** The status choice of a staff form; 'Terminated' can be offered but not chosen. */
function StatusSelect({ initial, error }: { initial: string; error: boolean }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  return (
    <SelectField
      className="max-w-sm"
      label={t('ui:fields.status')}
      placeholder={t('ui:all_statuses')}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      options={[
        { value: 'active', label: t('ui:status.active') },
        { value: 'inactive', label: t('ui:status.inactive') },
        { value: 'terminate', label: t('ui:status.terminate'), disabled: true },
      ]}
      error={error ? t('validation:required_fields') : null}
    />
  )
}

const meta = {
  title: 'UI/SelectField',
  component: StatusSelect,
  args: { initial: '', error: false },
} satisfies Meta<typeof StatusSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Unset: Story = {}
export const Chosen: Story = { args: { initial: 'active' } }
export const WithError: Story = { args: { error: true } }
