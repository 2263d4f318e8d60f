import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SAMPLE_VIEWS } from './savedViewSamples'
import { ViewTabs } from './ViewTabs'

/** The tabs as a list shows them: click one, or move with the arrow keys. */
function Tabs({ count, modified, start }: { count: number; modified: boolean; start: number | null }) {
  const views = SAMPLE_VIEWS.slice(0, count)
  const [selected, setSelected] = useState<string | null>(start === null ? null : (views[start]?._id ?? null))
  return (
    <ViewTabs
      views={views}
      selectedId={selected}
      modified={modified}
      onSelect={setSelected}
      onSave={() => undefined}
      onManage={() => undefined}
    />
  )
}

const meta = {
  title: 'UI/PagedList/ViewTabs',
  component: Tabs,
  args: { count: 3, modified: false, start: null },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** All, a personal default, one shared with a role, and one shared by a colleague. */
export const AllSelected: Story = {}
/** A view opened, then its list changed (a filter more): the dot says so. */
export const ViewChanged: Story = { args: { start: 1, modified: true } }
/** A list with no views yet: All, and Save view. */
export const NoViews: Story = { args: { count: 0 } }
