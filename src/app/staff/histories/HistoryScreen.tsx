import '../locales'
import { useSnapshot } from 'valtio'
import { type AccessHistoryQuery, type ExportedData, streamExport } from '../../../api/histories'
import type { Feature } from '../../../domain/permissions'
import { can, permissionsState } from '../../../stores/permissions'
import { DateRangeFilter } from '../../../widgets/dateRange/DateRangeFilter'
import { isoRangeBounds } from '../../../widgets/dateRange/dateRange'
import { ExportButton } from '../../../widgets/ExportButton'
import { type Column, PagedList } from '../../../widgets/pagedList/PagedList'
import { type ListParams, listQuery } from '../../../widgets/pagedList/pagedList'
import { type Page, usePagedList } from '../../../widgets/pagedList/usePagedList'
import { Screen } from '../ScreenStates'

export interface HistoryScreenProps<T> {
  title: string
  tableLabel: string
  searchLabel: string
  searchPlaceholder: string
  emptyText: string
  columns: readonly Column<T>[]
  rowKey(row: T): string
  load(query: AccessHistoryQuery): Promise<Page<T>>
  exportData: ExportedData
  /** The feature whose export level shows the Export CSV button. */
  feature: Feature
}

/** The filters a history call and its export share: the search and the day range. */
function historyFilters(params: ListParams) {
  return {
    ...(params.search ? { search: params.search } : {}),
    ...isoRangeBounds(params.filters.from, params.filters.to),
  }
}

/** A platform-statistics history: search, a day range, the paged table, and Export CSV when allowed. */
export function HistoryScreen<T>({
  title,
  tableLabel,
  searchLabel,
  searchPlaceholder,
  emptyText,
  columns,
  rowKey,
  load,
  exportData,
  feature,
}: HistoryScreenProps<T>) {
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<T>({
    filterKeys: ['from', 'to'],
    load: (params) => load({ ...listQuery(params), ...historyFilters(params) }),
  })
  const { filters } = list.params
  const setRange = (from: string | null, to: string | null) =>
    list.setFilters({ ...(from ? { from } : {}), ...(to ? { to } : {}) })

  return (
    <Screen title={title}>
      <PagedList
        label={tableLabel}
        columns={columns}
        rowKey={rowKey}
        list={list}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        emptyText={emptyText}
        filters={<DateRangeFilter from={filters.from ?? null} to={filters.to ?? null} onChange={setRange} />}
        actions={
          can(feature, 'export', permissions) ? (
            <ExportButton
              expectedRows={list.status === 'ready' ? (list.result?.total ?? null) : null}
              run={(onProgress, signal) =>
                streamExport(exportData, historyFilters(list.params), { onProgress, signal })
              }
            />
          ) : null
        }
      />
    </Screen>
  )
}
