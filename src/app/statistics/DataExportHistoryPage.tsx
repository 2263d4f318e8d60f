import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/queryClient'
import { type DataExportPage, statisticsKeys } from '../../api/statistics'
import { EXPORT_HISTORY_SORTS, type ExportHistorySort } from '../../domain/listSort'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import type { Column } from '../../ui/pagedList/PagedList'
import { HistoryScreen } from './HistoryScreen'

type Entry = DataExportPage['data'][number]

/** Every export: what, the range it covered, when, by whom (spec section 2, platform statistics). */
export function DataExportHistoryPage() {
  const { t } = useTranslation()
  const columns = useMemo<Column<Entry, ExportHistorySort>[]>(
    () => [
      {
        id: 'data',
        header: t('statistics:columns.exported_data'),
        rowHeader: true,
        cell: (row) => row.exportedDataName,
      },
      {
        id: 'start',
        header: t('statistics:columns.start'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => (row.startDate ? formatDateTime(row.startDate) : t('statistics:from_beginning')),
      },
      {
        id: 'end',
        header: t('statistics:columns.end'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => (row.endDate ? formatDateTime(row.endDate) : t('statistics:until_export')),
      },
      {
        id: 'exportedAt',
        sort: 'exportedAt',
        header: t('statistics:columns.exported_at'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => formatDateTime(row.exportedAt),
      },
      {
        id: 'by',
        header: t('statistics:columns.exported_by'),
        cell: (row) => (
          <span className="block min-w-0">
            <span className="block">{row.exportedBy.name}</span>
            <span className="block break-all text-fg-muted text-xs">{row.exportedBy.email}</span>
          </span>
        ),
      },
      {
        id: 'rows',
        header: t('statistics:columns.rows'),
        className: 'text-right tabular-nums',
        cell: (row) => (row.completed ? (row.rowCount ?? '—') : t('statistics:incomplete')),
      },
    ],
    [t],
  )
  return (
    <HistoryScreen
      listId="data-export-history"
      sorts={EXPORT_HISTORY_SORTS}
      title={t('statistics:nav.routes.statistics.dataExport.title')}
      tableLabel={t('statistics:export_table')}
      searchLabel={t('statistics:export_search')}
      searchPlaceholder={t('statistics:export_search_placeholder')}
      emptyText={t('statistics:export_empty')}
      columns={columns}
      rowKey={(row) => row._id}
      query={(query) => $api.queryOptions(...statisticsKeys.dataExports(query))}
      exportData="data-export-history"
      feature="dataExportHistory"
    />
  )
}
