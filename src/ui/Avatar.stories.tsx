import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar } from './Avatar'
import { SAMPLE_PHOTO } from './storySamples'

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { firstName: 'สมชาย', lastName: 'ใจดี', url: null, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initial: Story = {}
export const LatinInitial: Story = { args: { firstName: 'Anna', lastName: 'Lee' } }
export const Photo: Story = { args: { url: SAMPLE_PHOTO } }
/** No name at all: a question mark rather than an empty disc. */
export const NoName: Story = { args: { firstName: null, lastName: null } }
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} url={SAMPLE_PHOTO} size="lg" />
    </div>
  ),
}
