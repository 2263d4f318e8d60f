import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { homeKeys, type PlatformStatistics } from '../../../api/home'
import { $api } from '../../../api/queryClient'
import { requestFiguresExportTicket } from '../../../api/statistics'
import { useScreenCommands } from '../../../commands/screenCommands'
import type { Command } from '../../../commands/types'
import { can, permissionsState } from '../../../stores/permissions'
import { ChartPanel } from '../../../ui/charts/ChartPanel'
import { useDashboardView } from '../../../ui/dashboardRange/dashboardView'
import { RangeControl } from '../../../ui/dashboardRange/RangeControl'
import { ExportButton, type ExportHandle } from '../../../ui/ExportButton'
import { lazyWithRetry } from '../../../ui/lazyWithRetry'
import { Screen } from '../../../ui/ScreenStates'
import { PLATFORM_DEFAULT_PRESET } from '../statistics.commands'
import { CountsTable, SignInsTable } from './PlatformTables'
import { type Count, DEVICES, type Device, type DeviceDay } from './platformData'

// recharts comes with the charts, in a chunk of their own (ChartPanel asks for it once the screen settled).
const CountsChart = lazyWithRetry(() => import('./PlatformCharts').then((m) => ({ default: m.CountsChart })))
const SignInsChart = lazyWithRetry(() =>
  import('./PlatformCharts').then((m) => ({ default: m.SignInsChart })),
)

type CountsKey = Extract<
  keyof PlatformStatistics,
  | 'membersByType'
  | 'membersByCountry'
  | 'membersByJoinMonth'
  | 'ordersByType'
  | 'ordersByCountry'
  | 'ordersByStatus'
>
const COUNTS: readonly { key: CountsKey; column: string; of: 'members' | 'orders' }[] = [
  { key: 'membersByType', column: 'type', of: 'members' },
  { key: 'membersByCountry', column: 'country', of: 'members' },
  { key: 'membersByJoinMonth', column: 'month', of: 'members' },
  { key: 'ordersByType', column: 'type', of: 'orders' },
  { key: 'ordersByCountry', column: 'country', of: 'orders' },
  { key: 'ordersByStatus', column: 'status', of: 'orders' },
]

const signInDays = (stats: PlatformStatistics, kind: 'member' | 'internal'): DeviceDay[] =>
  stats.signInsByDay
    .filter((day) => day.actorKind === kind)
    .map(({ day, desktop, mobile, tablet, other }) => ({ day, desktop, mobile, tablet, other }))

/** Platform statistics home (spec section 3): members, orders and sign-ins of a range, broken down. */
export function PlatformStatisticsPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [view, change] = useDashboardView(PLATFORM_DEFAULT_PRESET)
  const query = { startDate: view.range.startDate, endDate: view.range.endDate, country: view.country }
  const stats = useQuery($api.queryOptions(...homeKeys.platform(query)))
  const exportButton = useRef<ExportHandle>(null)
  const mayExport = can('platformStatistics', 'export', permissions)
  // The palette's export runs the button's: the same range, progress and Cancel.
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'platform-statistics-export',
        titleKey: 'statistics:nav.commands.export',
        keywords: ['export', 'csv', 'download', 'statistics', 'ส่งออก', 'ดาวน์โหลด', 'สถิติ'],
        section: 'actions',
        permission: { feature: 'platformStatistics', action: 'export' },
        hiddenInActionBar: true,
        run: () => exportButton.current?.start(),
      },
    ],
    [],
  )
  useScreenCommands(commands)

  const labelOf = (column: string, key: string): string => {
    if (column === 'type' && (key === 'SCM_MEMBER' || key === 'SCM_BUSINESS'))
      return t(`statistics:platform.memberTypes.${key}`)
    if (column === 'country') return t(`ui:countries.${key}`, { defaultValue: key })
    if (column === 'status') return t(`statistics:platform.orderStatus.${key}`, { defaultValue: key })
    return key
  }
  const devices = Object.fromEntries(
    DEVICES.map((device) => [device, t(`statistics:platform.devices.${device}`)]),
  ) as Record<Device, string>
  const data = stats.data
  // Nothing to draw: said in words rather than as empty axes.
  const empty = <p className="py-8 text-center text-fg-muted text-sm">{t('statistics:platform.empty')}</p>

  return (
    <Screen title={t('statistics:nav.routes.statistics.home.title')} intro={t('statistics:platform.help')}>
      <RangeControl view={view} onChange={change} />
      {mayExport ? (
        <div className="flex justify-end">
          <ExportButton
            ref={exportButton}
            request={() => requestFiguresExportTicket('platform-statistics', query)}
          />
        </div>
      ) : null}
      {data ? (
        <>
          <p className="text-fg-secondary text-sm" aria-live="polite">
            {t('statistics:platform.shown', {
              start: data.range.startDate,
              end: data.range.endDate,
              days: data.range.days,
            })}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {COUNTS.map(({ key, column, of }) => {
              const rows: Count[] = data[key].map((row) => ({ label: labelOf(column, row.key), n: row.n }))
              const title = t(`statistics:platform.charts.${key}`)
              const countHeader = t(`statistics:platform.columns.${of}`)
              return (
                <ChartPanel
                  key={key}
                  name={key}
                  title={title}
                  chart={rows.length > 0 ? <CountsChart rows={rows} name={countHeader} /> : empty}
                  table={
                    <CountsTable
                      caption={title}
                      keyHeader={t(`statistics:platform.columns.${column}`)}
                      countHeader={countHeader}
                      rows={rows}
                    />
                  }
                />
              )
            })}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['member', 'internal'] as const).map((kind) => {
              const days = signInDays(data, kind)
              const title = t(
                `statistics:platform.charts.${kind === 'member' ? 'memberSignIns' : 'staffSignIns'}`,
              )
              return (
                <ChartPanel
                  key={kind}
                  name={`${kind}-sign-ins`}
                  title={title}
                  chart={days.length > 0 ? <SignInsChart days={days} labels={devices} /> : empty}
                  table={<SignInsTable caption={title} days={days} labels={devices} />}
                />
              )
            })}
          </div>
        </>
      ) : (
        <p className="text-fg-muted">{t('statistics:platform.loading')}</p>
      )}
    </Screen>
  )
}
