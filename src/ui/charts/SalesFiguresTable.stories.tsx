import type { Meta, StoryObj } from '@storybook/react-vite'
import { SalesFiguresTable } from './SalesFiguresTable'

const TEXTS = {
  caption: 'Sales by week',
  period: 'Period',
  sales: 'Sales (THB)',
  orders: 'Orders',
  empty: 'No sales in this range.',
}

const meta = {
  title: 'UI/SalesFiguresTable',
  component: SalesFiguresTable,
  args: {
    unit: 'THB',
    texts: TEXTS,
    buckets: [
      { startDate: '2026-11-02', endDate: '2026-11-08', totalSale: 182_400, numberOrder: 412 },
      { startDate: '2026-11-09', endDate: '2026-11-15', totalSale: 201_950.5, numberOrder: 455 },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesFiguresTable>

export default meta
type Story = StoryObj<typeof meta>

/** The sales chart's table: a period a row, its sales and orders (what screen readers get). */
export const ByWeek: Story = {}
export const NothingInRange: Story = { args: { buckets: [] } }
