import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { bangkokToday, presetRange } from '../../domain/dashboard'
import type { DashboardView, DashboardViewChange } from '../../domain/dashboardView'
import { RangeControl } from './RangeControl'

/** The control as the home and the platform statistics hold it, with the view in state instead of the address. */
function Controlled({ preset }: { preset: '7d' | '30d' }) {
  const [view, setView] = useState<DashboardView>({
    range: presetRange(preset, bangkokToday()),
    country: 'TH',
    preset,
  })
  const change = (next: DashboardViewChange) =>
    setView((shown) => ({ ...shown, ...next, preset: next.range ? null : shown.preset }))
  return <RangeControl view={view} onChange={change} />
}

const meta = { title: 'UI/RangeControl', component: Controlled } satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const LastSevenDays: Story = { args: { preset: '7d' } }
export const LastThirtyDays: Story = { args: { preset: '30d' } }
