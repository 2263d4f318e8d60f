import type { Meta, StoryObj } from '@storybook/react-vite'
import { SalesBarChart } from './SalesBarChart'

const day = (date: string, totalSale: number, numberOrder: number) => ({
  startDate: date,
  endDate: date,
  totalSale,
  numberOrder,
})

const meta = {
  title: 'UI/SalesBarChart',
  component: SalesBarChart,
  args: {
    unit: 'THB',
    seriesName: 'Sales (THB)',
    buckets: [
      day('2026-11-16', 18_200, 3),
      day('2026-11-17', 0, 0),
      day('2026-11-18', 42_900.5, 6),
      day('2026-11-19', 31_000, 4),
      day('2026-11-20', 51_000, 8),
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesBarChart>

export default meta
type Story = StoryObj<typeof meta>

/** The sales of a range as bars, one a bucket, in the theme's colours (the home and <bo-sales-chart>). */
export const ByDay: Story = {}
