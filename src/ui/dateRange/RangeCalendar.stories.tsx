import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { type CalendarDate, parseIsoDate } from './dateRange'
import { RangeCalendar } from './RangeCalendar'

/** The calendar on its own, showing the range last chosen in it. */
function Calendar({ from, to }: { from: string | null; to: string | null }) {
  const [range, setRange] = useState<{ from: CalendarDate | null; to: CalendarDate | null }>({
    from: parseIsoDate(from),
    to: parseIsoDate(to),
  })
  return (
    <RangeCalendar
      from={range.from}
      to={range.to}
      onSelect={(first, last) => setRange({ from: first, to: last })}
    />
  )
}

const meta = {
  title: 'UI/RangeCalendar',
  component: Calendar,
  args: { from: '2026-11-01', to: '2026-11-21' },
} satisfies Meta<typeof Calendar>

export default meta
type Story = StoryObj<typeof meta>

export const WithRange: Story = {}
/** Across two months. */
export const AcrossMonths: Story = { args: { from: '2026-11-24', to: '2026-12-05' } }
/** Nothing chosen yet: it opens on this month. */
export const NoRange: Story = { args: { from: null, to: null } }
