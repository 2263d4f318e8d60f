import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import { homeKeys, refreshDashboard } from '../../api/home'
import { $api } from '../../api/queryClient'
import { requestFiguresExportTicket } from '../../api/statistics'
import { useScreenCommands } from '../../commands/screenCommands'
import type { Command } from '../../commands/types'
import { SALE_STATUSES } from '../../domain/dashboard'
import { notificationsState } from '../../stores/notifications'
import { can, type PermissionsStatus, permissionsState } from '../../stores/permissions'
import { sessionState } from '../../stores/session'
import { ChartPanel } from '../../ui/charts/ChartPanel'
import { useDashboardView } from '../../ui/dashboardRange/dashboardView'
import { RangeControl } from '../../ui/dashboardRange/RangeControl'
import type { ExportHandle } from '../../ui/ExportButton'
import { LazyExportButton } from '../../ui/LazyExportButton'
import { lazyWithRetry } from '../../ui/lazyWithRetry'
import { Screen } from '../../ui/ScreenStates'
import { ordersPaths } from '../orders/orders.paths'
import { usersPaths } from '../users/users.paths'
import { SalesTable, TractionTable } from './components/ChartTables'
import { FigureCards } from './components/FigureCards'
import { HelpText } from './components/HelpText'
import { IssueReport } from './components/IssueReport'
import { DEFAULT_PRESET } from './defaultRange'

// recharts comes with the charts, in a chunk of their own (ChartPanel asks for it once the home settled).
const SalesChart = lazyWithRetry(() =>
  import('../../ui/charts/SalesBarChart').then((m) => ({ default: m.SalesBarChart })),
)
const TractionChart = lazyWithRetry(() =>
  import('./components/DashboardCharts').then((m) => ({ default: m.TractionChart })),
)

/** Orders written anywhere (the live stream says so) mean the figures moved: they are read again. */
function useLiveFigures() {
  useEffect(() => subscribeKey(notificationsState, 'figuresMoved', () => void refreshDashboard()), [])
}

/** Export CSV of the figures shown, from the button or the palette (the same progress and Cancel). */
function useExportCommand() {
  const exportButton = useRef<ExportHandle>(null)
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'dashboard-export',
        titleKey: 'home:nav.commands.export',
        keywords: ['export', 'csv', 'download', 'dashboard', 'figures', 'ส่งออก', 'ดาวน์โหลด', 'แดชบอร์ด'],
        section: 'actions',
        permission: { feature: 'home', action: 'export' },
        hiddenInActionBar: true,
        run: () => exportButton.current?.start(),
      },
    ],
    [],
  )
  useScreenCommands(commands)
  return exportButton
}

// Until the grants are known, a super admin would otherwise be told for a moment that they may not see it.
const NOT_ALLOWED_TEXT: Record<PermissionsStatus, string> = {
  unknown: 'home:checkingAccess',
  failed: 'home:accessFailed',
  known: 'home:noAccess',
}

/** The home dashboard (spec section 3, Dashboard): the figures of a range for one country, charts, issues. */
export function HomePage() {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const permissions = useSnapshot(permissionsState)
  const allowed = can('home', 'access', permissions)
  const [view, change] = useDashboardView(DEFAULT_PRESET)
  const query = { startDate: view.range.startDate, endDate: view.range.endDate, country: view.country }
  const figures = useQuery({ ...$api.queryOptions(...homeKeys.dashboard(query)), enabled: allowed })
  useLiveFigures()
  const exportButton = useExportCommand()
  const name = [token?.firstName, token?.lastName].filter(Boolean).join(' ')
  const rangeQuery = `from=${view.range.startDate}&to=${view.range.endDate}`
  const links = {
    ...(can('orders', 'access', permissions)
      ? { totalSale: `${ordersPaths.hrefOf('orders.list')}?status=${SALE_STATUSES[0]}&${rangeQuery}` }
      : {}),
    ...(can('users', 'access', permissions)
      ? { numberUser: `${usersPaths.hrefOf('users.list')}?${rangeQuery}` }
      : {}),
  }
  return (
    // The first screen after signing in greets by name, as it always has; the figures follow.
    <Screen title={name ? t('home:greeting', { name }) : t('home:title')}>
      {allowed ? (
        <>
          <RangeControl view={view} onChange={change} />
          {can('home', 'export', permissions) ? (
            <div className="flex justify-end">
              <LazyExportButton
                ref={exportButton}
                request={() => requestFiguresExportTicket('home-dashboard', query)}
              />
            </div>
          ) : null}
          {figures.data ? (
            <>
              <p className="text-fg-secondary text-sm" aria-live="polite">
                {t('home:range.shown', {
                  start: figures.data.range.startDate,
                  end: figures.data.range.endDate,
                  days: figures.data.range.days,
                  previousStart: figures.data.previousRange.startDate,
                  previousEnd: figures.data.previousRange.endDate,
                })}
              </p>
              <FigureCards figures={figures.data} links={links} />
              <div className="grid gap-4 lg:grid-cols-2">
                <ChartPanel
                  name="sales"
                  title={t('home:charts.sales', { unit: figures.data.unit })}
                  note={t(`home:charts.bucket.${figures.data.bucket}`)}
                  chart={
                    <SalesChart
                      buckets={figures.data.dataSales}
                      unit={figures.data.unit}
                      seriesName={t('home:charts.sales', { unit: figures.data.unit })}
                    />
                  }
                  table={<SalesTable figures={figures.data} />}
                />
                <ChartPanel
                  name="traction"
                  title={t('home:charts.traction')}
                  note={t(`home:charts.bucket.${figures.data.bucket}`)}
                  chart={<TractionChart figures={figures.data} />}
                  table={<TractionTable figures={figures.data} />}
                />
              </div>
            </>
          ) : (
            <p className="text-fg-muted">{t('home:charts.loading')}</p>
          )}
          <HelpText />
          <IssueReport />
        </>
      ) : (
        <p className="text-fg-secondary">{t(NOT_ALLOWED_TEXT[permissions.status])}</p>
      )}
    </Screen>
  )
}
