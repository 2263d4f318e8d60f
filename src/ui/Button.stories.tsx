import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from './Button'

function TranslatedButton(props: ButtonProps) {
  const { t } = useTranslation()
  return <Button {...props}>{t('auth:sign_in.submit')}</Button>
}

const meta = {
  title: 'UI/Button',
  component: Button,
  render: (args) => <TranslatedButton {...args} />,
  args: { variant: 'primary', busy: false, disabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Link: Story = { args: { variant: 'link' } }
export const Busy: Story = { args: { busy: true } }
export const Disabled: Story = { args: { disabled: true } }
