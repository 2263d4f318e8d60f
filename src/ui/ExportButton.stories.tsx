import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { ExportButton } from './ExportButton'
import { i18next } from './i18n'
import { fakeExport } from './storySamples'

const exportButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: i18next.t('ui:export.button') })

const meta = {
  title: 'UI/ExportButton',
  component: ExportButton,
  args: fakeExport({ rows: 1200 }),
} satisfies Meta<typeof ExportButton>

export default meta
type Story = StoryObj<typeof meta>

/** Export CSV: the server writes a file of 1,200 made-up rows in a second and a half, which the browser saves. */
export const Ready: Story = {}
/** A large file under way: the share of the rows the list counted. */
export const Exporting: Story = {
  args: fakeExport({ rows: 1_000_000 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
  },
}
export const Completed: Story = {
  args: fakeExport({ rows: 500 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
    await within(canvasElement).findByRole('status', {}, { timeout: 3000 })
  },
}
export const Cancelled: Story = {
  args: fakeExport({ rows: 1_000_000 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18next.t('ui:export.cancel') }))
    await within(canvasElement).findByText(i18next.t('ui:export.cancelled'))
  },
}
export const Failed: Story = {
  args: fakeExport({ rows: 1200, failAt: 250 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
    await within(canvasElement).findByRole('alert', {}, { timeout: 2000 })
  },
}
