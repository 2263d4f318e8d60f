import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from './TextField'

/** The e-mail field of a form, typed into as in the app. */
function EmailField({ initial, hint, error }: { initial: string; hint?: boolean; error?: boolean }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  return (
    <TextField
      className="max-w-sm"
      label={t('ui:fields.email')}
      type="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      hint={hint ? t('validation:please_fill_in_a_correct_email') : undefined}
      error={error ? t('validation:email_is_wrong_format') : null}
    />
  )
}

/** A password rule as the hint; when the error is that same rule, it is said once. */
function PasswordRuleField({ broken }: { broken: boolean }) {
  const { t } = useTranslation()
  const rule = t('validation:please_fill_in_a_correct_password')
  return (
    <TextField
      className="max-w-sm"
      label={t('ui:fields.new_password')}
      type="password"
      defaultValue="short"
      hint={rule}
      error={broken ? rule : null}
    />
  )
}

const meta = {
  title: 'UI/TextField',
  component: EmailField,
  args: { initial: '' },
} satisfies Meta<typeof EmailField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { initial: 'somchai@example.com' } }
export const WithHint: Story = { args: { hint: true } }
export const WithError: Story = { args: { initial: 'somchai@', error: true } }
export const RuleAsHint: Story = { render: () => <PasswordRuleField broken={false} /> }
export const RuleBroken: Story = { render: () => <PasswordRuleField broken /> }
