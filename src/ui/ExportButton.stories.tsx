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
  args: { run: fakeExport({ rows: 1200 }), expectedRows: 1200 },
} satisfies Meta<typeof ExportButton>

export default meta
type Story = StoryObj<typeof meta>

/** Export CSV: a file of 1,200 made-up rows arrives in a second and a half, and downloads. */
export const Ready: Story = {}
export const Exporting: Story = {
  args: { run: fakeExport({ rows: null }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
  },
}
/** The list's total is unknown: rows are counted, with no share. */
export const UnknownTotal: Story = {
  args: { run: fakeExport({ rows: null }), expectedRows: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
  },
}
export const Cancelled: Story = {
  args: { run: fakeExport({ rows: null }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18next.t('ui:export.cancel') }))
    await within(canvasElement).findByText(i18next.t('ui:export.cancelled'))
  },
}
export const Failed: Story = {
  args: { run: fakeExport({ rows: 1200, failAt: 250 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(exportButton(canvasElement))
    await within(canvasElement).findByRole('alert', {}, { timeout: 2000 })
  },
}
