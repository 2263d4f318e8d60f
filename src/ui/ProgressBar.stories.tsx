import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { ProgressBar, type ProgressBarProps } from './ProgressBar'

function ExportProgressBar({ value, tone }: Pick<ProgressBarProps, 'value' | 'tone'>) {
  const { t } = useTranslation()
  return (
    <div className="w-80">
      <ProgressBar value={value} tone={tone} label={t('ui:export.progress')} />
    </div>
  )
}

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  render: ({ value, tone }) => <ExportProgressBar value={value} tone={tone} />,
  args: { label: '', value: 0.42, tone: 'primary' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'error'] },
  },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Partway: Story = {}
/** The total is not known yet: the bar moves without a figure. */
export const Indeterminate: Story = { args: { value: null } }
export const Done: Story = { args: { value: 1, tone: 'success' } }
export const Failed: Story = { args: { value: 0.7, tone: 'error' } }
