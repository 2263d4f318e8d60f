import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { FormAlert } from './FormAlert'

/** The form's alert shows a message already in the reader's language, such as the server's refusal. */
function Alert({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation()
  return <FormAlert message={t(messageKey)} />
}

const meta = {
  title: 'UI/FormAlert',
  component: Alert,
  args: { messageKey: 'errors:error-authentication' },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const SignInRefused: Story = {}
export const ServerFailed: Story = { args: { messageKey: 'errors:internal_server_error' } }
