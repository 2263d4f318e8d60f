import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusPill } from './StatusPill'

const meta = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { status: 'active' },
  argTypes: { status: { control: 'inline-radio', options: ['active', 'inactive', 'terminate'] } },
} satisfies Meta<typeof StatusPill>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {}
export const Inactive: Story = { args: { status: 'inactive' } }
export const Terminated: Story = { args: { status: 'terminate' } }
export const Together: Story = {
  render: () => (
    <div className="flex gap-2">
      <StatusPill status="active" />
      <StatusPill status="inactive" />
      <StatusPill status="terminate" />
    </div>
  ),
}
