import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { userEvent, within } from 'storybook/test'
import { i18next } from '../i18n'
import { DateRangeFilter } from './DateRangeFilter'

/** The filter with the days it applied kept as a list screen keeps them (in its address). */
function Filter({ from, to }: { from: string | null; to: string | null }) {
  const [range, setRange] = useState({ from, to })
  return (
    <div className="min-h-96">
      <DateRangeFilter
        from={range.from}
        to={range.to}
        onChange={(first, last) => setRange({ from: first, to: last })}
      />
    </div>
  )
}

const meta = {
  title: 'UI/DateRangeFilter',
  component: Filter,
  args: { from: null, to: null },
} satisfies Meta<typeof Filter>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithRange: Story = { args: { from: '2026-11-01', to: '2026-11-21' } }
/** The two-month calendar, opened from the button beside the fields. */
export const CalendarOpen: Story = {
  args: { from: '2026-11-01', to: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('ui:date_range.open_calendar') }))
  },
}
/** A day that does not exist, applied: the field says how to write one. */
export const InvalidDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const from = canvas.getByRole('textbox', {
      name: (name) => name.startsWith(i18next.t('ui:date_range.from')),
    })
    await userEvent.type(from, '31022026')
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('ui:date_range.apply') }))
  },
}
