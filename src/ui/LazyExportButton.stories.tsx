import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { i18next } from './i18n'
import { LazyExportButton } from './LazyExportButton'
import { fakeExport } from './storySamples'

const meta = {
  title: 'UI/LazyExportButton',
  component: LazyExportButton,
  args: fakeExport({ rows: 800 }),
} satisfies Meta<typeof LazyExportButton>

export default meta
type Story = StoryObj<typeof meta>

/** Export CSV as the home shows it first: the stand-in, of the same look, until the button's code is in. */
export const AtFirst: Story = {}
/** Pressed before its code is in: the real button takes its place and exports all the same. */
export const PressedAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18next.t('ui:export.button') }))
    await within(canvasElement).findByRole('progressbar', {}, { timeout: 3000 })
  },
}
