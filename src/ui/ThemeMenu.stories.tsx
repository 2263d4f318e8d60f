import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { ThemeMenu } from './ThemeMenu'

const meta = {
  title: 'UI/ThemeMenu',
  component: ThemeMenu,
  // Room for the open menu below the button.
  decorators: [
    (Story) => (
      <div className="flex min-h-40 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
/** Choosing a theme here changes the story's colours too, as it does the app's. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { expanded: false }))
  },
}
