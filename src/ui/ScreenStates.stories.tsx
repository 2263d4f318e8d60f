import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { RecordStates, Screen } from './ScreenStates'
import type { RecordStatus } from './useRecord'

/** A record screen before its record is there. */
function RecordScreen({ status }: { status: Exclude<RecordStatus, 'ready'> }) {
  const { t } = useTranslation()
  return (
    <Screen title={t('common:dashboard.greeting', { name: 'สมชาย' })} intro={t('common:dashboard.intro')}>
      <RecordStates
        status={status}
        onRetry={() => undefined}
        backHref="/"
        backLabel={t('ui:record.back_home')}
      />
    </Screen>
  )
}

function ReadyScreen() {
  const { t } = useTranslation()
  return (
    <Screen title={t('common:dashboard.greeting', { name: 'สมชาย' })} intro={t('common:dashboard.intro')}>
      <p className="rounded-2xl border border-line bg-surface p-6 text-fg">{t('common:product_name')}</p>
    </Screen>
  )
}

const meta = {
  title: 'UI/ScreenStates',
  component: RecordScreen,
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'missing', 'failed'] } },
} satisfies Meta<typeof RecordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {}
export const Missing: Story = { args: { status: 'missing' } }
/** The record could not be loaded: Try again, or go back. */
export const Failed: Story = { args: { status: 'failed' } }
export const Ready: Story = { render: () => <ReadyScreen /> }
