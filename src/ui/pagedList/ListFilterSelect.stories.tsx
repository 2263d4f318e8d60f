import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { StatusFilterSelect } from './ListFilterSelect'

/** A status filter over a list whose address holds `initial`. */
function StatusFilter({ initial }: { initial: Record<string, string> }) {
  const [filters, setFilters] = useState<Record<string, string>>(initial)
  const list = {
    params: { filters },
    patchFilters: (change: Record<string, string | null>) =>
      setFilters((current) => {
        const next = { ...current }
        for (const [key, value] of Object.entries(change)) {
          if (value) next[key] = value
          else delete next[key]
        }
        return next
      }),
  }
  return <StatusFilterSelect list={list} />
}

const meta = {
  title: 'UI/PagedList/ListFilterSelect',
  component: StatusFilter,
  args: { initial: {} },
} satisfies Meta<typeof StatusFilter>

export default meta
type Story = StoryObj<typeof meta>

export const NoFilter: Story = {}
export const Filtered: Story = { args: { initial: { status: 'inactive' } } }
