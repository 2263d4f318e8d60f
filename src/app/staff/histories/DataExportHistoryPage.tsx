import '../locales'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type DataExportPage, listDataExportHistory } from '../../../api/histories'
import { EXPORT_HISTORY_SORTS, type ExportHistorySort } from '../../../domain/listSort'
import { formatDateTime } from '../../../widgets/dateRange/dateRange'
import type { Column } from '../../../widgets/pagedList/PagedList'
import { HistoryScreen } from './HistoryScreen'

type Entry = DataExportPage['data'][number]

/** Every export: what, the range it covered, when, by whom (spec section 2, platform statistics). */
export function DataExportHistoryPage() {
  const { t } = useTranslation()
  const columns = useMemo<Column<Entry, ExportHistorySort>[]>(
    () => [
      {
        id: 'data',
        header: t('staff:history.columns.exported_data'),
        rowHeader: true,
        cell: (row) => row.exportedDataName,
      },
      {
        id: 'start',
        header: t('staff:history.columns.start'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => (row.startDate ? formatDateTime(row.startDate) : t('staff:history.from_beginning')),
      },
      {
        id: 'end',
        header: t('staff:history.columns.end'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => (row.endDate ? formatDateTime(row.endDate) : t('staff:history.until_export')),
      },
      {
        id: 'exportedAt',
        sort: 'exportedAt',
        header: t('staff:history.columns.exported_at'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => formatDateTime(row.exportedAt),
      },
      {
        id: 'by',
        header: t('staff:history.columns.exported_by'),
        cell: (row) => (
          <span className="block min-w-0">
            <span className="block">{row.exportedBy.name}</span>
            <span className="block break-all text-fg-muted text-xs">{row.exportedBy.email}</span>
          </span>
        ),
      },
      {
        id: 'rows',
        header: t('staff:history.columns.rows'),
        className: 'text-right tabular-nums',
        cell: (row) => (row.completed ? (row.rowCount ?? '—') : t('staff:history.incomplete')),
      },
    ],
    [t],
  )
  return (
    <HistoryScreen
      listId="data-export-history"
      sorts={EXPORT_HISTORY_SORTS}
      title={t('shell:routes.statistics.dataExport.title')}
      tableLabel={t('staff:history.export_table')}
      searchLabel={t('staff:history.export_search')}
      searchPlaceholder={t('staff:history.export_search_placeholder')}
      emptyText={t('staff:history.export_empty')}
      columns={columns}
      rowKey={(row) => row._id}
      load={listDataExportHistory}
      exportData="data-export-history"
      feature="dataExportHistory"
    />
  )
}
