import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChartPanel } from './ChartPanel'

const ROWS = [
  ['2026-05-01', 12],
  ['2026-05-02', 30],
  ['2026-05-03', 18],
] as const

/** A stand-in drawing: the panel loads whatever chart it is given once the screen has settled. */
function Bars() {
  return (
    <svg viewBox="0 0 90 60" className="h-40 w-full" role="presentation">
      {ROWS.map(([day, n], index) => (
        <rect
          key={day}
          x={index * 30 + 5}
          y={60 - n * 2}
          width="20"
          height={n * 2}
          fill="var(--color-accent)"
        />
      ))}
    </svg>
  )
}

function Table() {
  return (
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">Sign-ins</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Sign-ins</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([day, n]) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const meta = {
  title: 'UI/ChartPanel',
  component: ChartPanel,
  args: { name: 'sign-ins', title: 'Sign-ins', note: 'per day', chart: <Bars />, table: <Table /> },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The chart after the screen settles; "Show as a table" swaps it for the table screen readers always have. */
export const WithTable: Story = {}
