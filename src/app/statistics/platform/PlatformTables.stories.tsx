import type { Meta, StoryObj } from '@storybook/react-vite'
import enStatistics from '../../../../locales/en/statistics.json'
import thStatistics from '../../../../locales/th/statistics.json'
import { addNamespaces } from '../../../ui/i18n'
import { CountsTable, SignInsTable } from './PlatformTables'

// The area's texts, which the app loads with its screens.
addNamespaces({ en: { statistics: enStatistics }, th: { statistics: thStatistics } })

const DEVICES = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other or unknown' }

/** The platform statistics' table views: a breakdown, and sign-ins per day by device. */
function Tables({ empty }: { empty: boolean }) {
  return (
    <div className="grid max-w-3xl gap-6 md:grid-cols-2">
      <CountsTable
        caption="Orders by status"
        keyHeader="Status"
        countHeader="Orders"
        rows={
          empty
            ? []
            : [
                { label: 'To pay', n: 120 },
                { label: 'To ship', n: 48 },
                { label: 'Completed', n: 1_204 },
              ]
        }
      />
      <SignInsTable
        caption="Member sign-ins per day"
        labels={DEVICES}
        days={
          empty
            ? []
            : [
                { day: '2026-05-31', desktop: 40, mobile: 81, tablet: 6, other: 2 },
                { day: '2026-06-01', desktop: 38, mobile: 90, tablet: 4, other: 0 },
              ]
        }
      />
    </div>
  )
}

const meta = { title: 'Statistics/PlatformTables', component: Tables } satisfies Meta<typeof Tables>

export default meta
type Story = StoryObj<typeof meta>

export const WithFigures: Story = { args: { empty: false } }
export const NothingInRange: Story = { args: { empty: true } }
