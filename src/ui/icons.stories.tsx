import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronDownIcon, CloseIcon, EyeIcon, EyeOffIcon } from './icons'

/** The inline icons. They are decoration: the control around each carries the accessible name. */
function IconSet() {
  return (
    <div className="flex items-center gap-4 text-fg">
      <EyeIcon />
      <EyeOffIcon />
      <ChevronDownIcon />
      <CloseIcon />
    </div>
  )
}

const meta = {
  title: 'UI/Icons',
  component: IconSet,
} satisfies Meta<typeof IconSet>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}
