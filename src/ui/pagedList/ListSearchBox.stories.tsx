import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ListSearchBox } from './ListSearchBox'

/** The box with the search it applied, which it sends when typing pauses or on Enter. */
function SearchBox({ initial }: { initial: string | null }) {
  const [search, setSearch] = useState(initial)
  return <ListSearchBox value={search} onSearch={setSearch} />
}

const meta = {
  title: 'UI/ListSearchBox',
  component: SearchBox,
  args: { initial: null },
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** A term applied: the clear button empties it (Esc too). */
export const WithTerm: Story = { args: { initial: 'สมชาย' } }
