import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RowActions } from './RowActions'

const meta: Meta<typeof RowActions> = {
  title: 'UI/RowActions',
  component: RowActions,
  args: { name: 'Order team', editHref: '/roles/1/edit', onDelete: fn() },
}

export default meta
type Story = StoryObj<typeof RowActions>

export const EditAndDelete: Story = {}
export const EditOnly: Story = { args: { onDelete: null } }
export const DeleteOnly: Story = { args: { editHref: null } }
/** Neither allowed: the row says it can only be viewed. */
export const ViewOnly: Story = { args: { editHref: null, onDelete: null } }
