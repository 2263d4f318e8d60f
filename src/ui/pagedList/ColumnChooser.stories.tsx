import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ColumnChooser } from './ColumnChooser'

const COLUMNS = [
  { id: 'date', label: 'Date' },
  { id: 'buyer', label: 'Buyer' },
  { id: 'phone', label: 'Phone' },
  { id: 'total', label: 'Total' },
]

/** The order list's columns that may be hidden; open it to tick them on and off. */
function Chooser({ start }: { start: string[] }) {
  const [hidden, setHidden] = useState(start)
  return <ColumnChooser columns={COLUMNS} hidden={hidden} onChange={setHidden} />
}

const meta = { title: 'UI/PagedList/ColumnChooser', component: Chooser, args: { start: [] } } satisfies Meta<
  typeof Chooser
>

export default meta
type Story = StoryObj<typeof meta>

export const EveryColumn: Story = {}
export const PhoneHidden: Story = { args: { start: ['phone'] } }
