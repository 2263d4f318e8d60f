import type { Meta, StoryObj } from '@storybook/react-vite'
import { FiguresTable } from './FiguresTable'

interface Week {
  week: string
  sales: string
  orders: string
}

const WEEKS: Week[] = [
  { week: '2026-11-02 – 2026-11-08', sales: '฿182,400.00', orders: '412' },
  { week: '2026-11-09 – 2026-11-15', sales: '฿201,950.50', orders: '455' },
  { week: '2026-11-16 – 2026-11-22', sales: '฿176,020.00', orders: '398' },
]

/** A chart's figures as a table: the first column names each row, the others are its figures. */
function WeeklySales({ rows }: { rows: Week[] }) {
  return (
    <div className="max-w-xl">
      <FiguresTable
        caption="Sales by week"
        rowHeader="Week"
        rowLabel={(row) => row.week}
        rows={rows}
        columns={[
          { header: 'Sales (THB)', cell: (row) => row.sales },
          { header: 'Orders', cell: (row) => row.orders },
        ]}
        emptyText="Nothing in this range"
      />
    </div>
  )
}

const meta = { title: 'UI/FiguresTable', component: WeeklySales } satisfies Meta<typeof WeeklySales>
export default meta
type Story = StoryObj<typeof meta>

export const WithFigures: Story = { args: { rows: WEEKS } }
export const NothingInRange: Story = { args: { rows: [] } }
