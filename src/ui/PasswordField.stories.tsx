import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { userEvent, within } from 'storybook/test'
import { i18next } from './i18n'
import { PasswordField } from './PasswordField'

function SignInPassword({ error }: { error: boolean }) {
  const { t } = useTranslation()
  return (
    <PasswordField
      className="max-w-sm"
      label={t('ui:fields.password')}
      autoComplete="current-password"
      defaultValue="Secret#2026"
      error={error ? t('validation:password_cannot_be_empty') : null}
    />
  )
}

const meta = {
  title: 'UI/PasswordField',
  component: SignInPassword,
  args: { error: false },
} satisfies Meta<typeof SignInPassword>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {}
/** The eye button pressed: the password shows as text, and the button says it is pressed. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18next.t('auth:show_password') }),
    )
  },
}
export const WithError: Story = { args: { error: true } }
