import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import type { SavedView } from '../../api/savedViews'
import { SavedViewsBar } from './SavedViewsBar'
import { paramsOfView } from './savedViewParams'
import { SAMPLE_VIEWS } from './savedViewSamples'

/** The bar above a list: its views as tabs, and what the selected view left out for this viewer. */
function Bar({ start }: { start: number | null }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  const [selected, setSelected] = useState<SavedView | null>(
    start === null ? null : (SAMPLE_VIEWS[start] ?? null),
  )
  const params = selected
    ? paramsOfView(selected, 5, ['date', 'total'])
    : { page: 1, limit: 5 as const, search: null, filters: {}, sort: null, order: null, view: null }
  return (
    <QueryClientProvider client={client}>
      <SavedViewsBar
        views={{
          listKey: 'orders',
          views: SAMPLE_VIEWS,
          selected,
          modified: false,
          select: setSelected,
          params,
        }}
      />
    </QueryClientProvider>
  )
}

const meta = { title: 'UI/PagedList/SavedViewsBar', component: Bar, args: { start: null } } satisfies Meta<
  typeof Bar
>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}
/** A view shared by a colleague, opened by a staff member who may not use its product filter. */
export const FilterDropped: Story = { args: { start: 2 } }
