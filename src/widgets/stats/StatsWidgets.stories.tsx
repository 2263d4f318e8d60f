import type { Meta, StoryObj } from '@storybook/react-vite'
import type { HomeDashboard, PlatformStatistics } from '../../api/home'
import { WidgetFrame } from '../shared/WidgetFrame'
import type { OrderCountBreakdown, WidgetTheme } from '../shared/widgetAttributes'
import { OrderCountsTable } from './OrderCountsWidget'
import { SalesChartFigure } from './SalesChartWidget'
import { SalesSummaryFigures } from './SalesSummaryWidget'

const range = { startDate: '2026-05-25', endDate: '2026-05-31', days: 7 }
const figures = {
  totalSale: 190_421,
  numberOrder: 28,
  numberUser: 6,
  totalTraction: 412,
  conversionRate: 6.8,
}
const DASHBOARD: HomeDashboard = {
  ...figures,
  country: 'TH',
  unit: 'THB',
  range,
  previousRange: { startDate: '2026-05-18', endDate: '2026-05-24', days: 7 },
  previous: { ...figures, totalSale: 172_800, numberOrder: 34, numberUser: 0 },
  change: { totalSale: 10.2, numberOrder: -17.6, numberUser: null, totalTraction: 0, conversionRate: 3.1 },
  bucket: 'day',
  dataSales: [
    [25, 18_200, 3],
    [26, 0, 0],
    [27, 42_900, 6],
    [28, 31_000, 4],
    [29, 12_321, 2],
    [30, 51_000, 8],
    [31, 35_000, 5],
  ].map(([day, totalSale, numberOrder]) => ({
    startDate: `2026-05-${day}`,
    endDate: `2026-05-${day}`,
    totalSale,
    numberOrder,
  })),
  tractions: { dataPlatform: { desktop: 150, mobile: 240 }, tractionChart: [], totalTraction: 412 },
}
const STATISTICS: PlatformStatistics = {
  country: 'TH',
  range,
  membersByType: [],
  membersByCountry: [],
  membersByJoinMonth: [],
  ordersByType: [
    { key: 'BMC', n: 40 },
    { key: 'ROC', n: 160 },
  ],
  ordersByCountry: [
    { key: 'MY', n: 31 },
    { key: 'TH', n: 200 },
  ],
  ordersByStatus: [
    { key: 'to_pay', n: 34 },
    { key: 'to_ship', n: 33 },
    { key: 'complete', n: 35 },
  ],
  signInsByDay: [],
}

/** What `<bo-sales-summary>`, `<bo-sales-chart>` and `<bo-order-counts>` show, in their frame (theme, language), without a server. */
function StatsWidgets({
  lang,
  theme,
  by,
}: {
  lang: 'en' | 'th'
  theme: WidgetTheme
  by: OrderCountBreakdown
}) {
  const connection = { apiBase: '', token: null, lang, theme }
  return (
    <div className="max-w-3xl space-y-4">
      <WidgetFrame {...connection}>
        <SalesSummaryFigures data={DASHBOARD} />
      </WidgetFrame>
      <WidgetFrame {...connection}>
        <SalesChartFigure data={DASHBOARD} />
      </WidgetFrame>
      <WidgetFrame {...connection}>
        <OrderCountsTable stats={STATISTICS} by={by} country="TH" />
      </WidgetFrame>
    </div>
  )
}

const meta = { title: 'Widgets/Stats', component: StatsWidgets } satisfies Meta<typeof StatsWidgets>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { args: { lang: 'en', theme: 'light', by: 'status' } }
export const ThaiDark: Story = { args: { lang: 'th', theme: 'dark', by: 'country' } }

/** `<bo-sales-chart>` for a range without a sale: it says so instead of drawing empty bars. */
export const SalesChartEmpty: Story = {
  args: { lang: 'en', theme: 'light', by: 'status' },
  render: ({ lang, theme }) => (
    <WidgetFrame apiBase="" token={null} lang={lang} theme={theme}>
      <SalesChartFigure
        data={{
          ...DASHBOARD,
          dataSales: DASHBOARD.dataSales.map((bucket) => ({ ...bucket, totalSale: 0, numberOrder: 0 })),
        }}
      />
    </WidgetFrame>
  ),
}
