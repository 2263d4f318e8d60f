import type { Meta, StoryObj } from '@storybook/react-vite'
import { UnsavedNote } from './UnsavedNote'

const meta = {
  title: 'UI/UnsavedNote',
  component: UnsavedNote,
  args: { dirty: true },
} satisfies Meta<typeof UnsavedNote>

export default meta
type Story = StoryObj<typeof meta>

export const WithChanges: Story = {}
export const Saved: Story = { args: { dirty: false } }
