import type { Meta, StoryObj } from '@storybook/react-vite'
import { SAMPLE_HOME } from './appearanceStorySamples'
import { HomePreview } from './HomePreview'

const meta = { title: 'Appearance/HomePreview', component: HomePreview } satisfies Meta<typeof HomePreview>

export default meta
type Story = StoryObj<typeof meta>

/** Thailand's home page at a Bangkok midnight on a desktop: the loop, a live slide, a count-down and a gap. */
export const Desktop: Story = { args: { home: SAMPLE_HOME } }

export const Mobile: Story = { args: { home: { ...SAMPLE_HOME, device: 'mobile' } } }

export const NothingLive: Story = {
  args: { home: { ...SAMPLE_HOME, loop: null, template: null, sections: [] } },
}
