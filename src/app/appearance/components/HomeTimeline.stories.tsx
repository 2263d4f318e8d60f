import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { formatBangkok } from '../appearanceTimes'
import { SAMPLE_TIMELINE } from './appearanceStorySamples'
import { HomeTimeline } from './HomeTimeline'

/** Four weeks of Thailand's home page: a loop switching at a Bangkok midnight, an overlap and a gap. */
function ThailandWeeks() {
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <div className="max-w-4xl space-y-3">
      <HomeTimeline timeline={SAMPLE_TIMELINE} onPick={setPicked} />
      <p role="status" className="text-fg-muted text-sm">
        {picked ? formatBangkok(picked) : ''}
      </p>
    </div>
  )
}

const meta = { title: 'Appearance/HomeTimeline', component: ThailandWeeks } satisfies Meta<
  typeof ThailandWeeks
>

export default meta
type Story = StoryObj<typeof meta>

export const GapsAndOverlaps: Story = {}
