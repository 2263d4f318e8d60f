import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { type ExportedData, requestExportTicket } from '../../api/statistics'
import { useScreenCommands } from '../../commands/screenCommands'
import type { Command } from '../../commands/types'
import type { SortOrder } from '../../domain/listSort'
import type { Feature } from '../../domain/permissions'
import { can, permissionsState } from '../../stores/permissions'
import { DateRangeFilter, type DateRangeHandle } from '../../ui/dateRange/DateRangeFilter'
import { isoRangeBounds } from '../../ui/dateRange/dateRange'
import { ExportButton, type ExportHandle } from '../../ui/ExportButton'
import type { ListSearchHandle } from '../../ui/pagedList/ListSearchBox'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery, type PageSize } from '../../ui/pagedList/pagedList'
import { type PageQuery, usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'

/** What a history's list call gets: the page, the filters, and the sort. */
export interface HistoryListQuery<S extends string> {
  page: number
  limit: PageSize
  search?: string
  startDate?: string
  endDate?: string
  sort?: S
  order?: SortOrder
}

export interface HistoryScreenProps<T, S extends string> {
  /** Names the list, so its page size is remembered. */
  listId: string
  title: string
  tableLabel: string
  searchLabel: string
  searchPlaceholder: string
  emptyText: string
  columns: readonly Column<T, S>[]
  /** The columns the history can be sorted by, its own order first. */
  sorts: readonly S[]
  rowKey(row: T): string
  /** The cached read of a page of the history. */
  query(query: HistoryListQuery<S>): PageQuery<T>
  exportData: ExportedData
  /** The feature whose export level shows the Export CSV button. */
  feature: Feature
}

/** The filters a history call and its export share: the search and the day range. */
function historyFilters(search: string | null, from?: string | null, to?: string | null) {
  return { ...(search ? { search } : {}), ...isoRangeBounds(from, to) }
}

/** A platform-statistics history: search, a day range, the paged table, and Export CSV when allowed. */
export function HistoryScreen<T, S extends string>({
  listId,
  title,
  tableLabel,
  searchLabel,
  searchPlaceholder,
  emptyText,
  columns,
  sorts,
  rowKey,
  query,
  exportData,
  feature,
}: HistoryScreenProps<T, S>) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<T, S>({
    listId,
    filterKeys: ['from', 'to'],
    sorts,
    query: (params) =>
      query({
        ...listQuery(params),
        ...historyFilters(params.search, params.filters.from, params.filters.to),
      }),
  })
  const searchBox = useRef<ListSearchHandle>(null)
  const dateRange = useRef<DateRangeHandle>(null)
  const exportButton = useRef<ExportHandle>(null)
  // The palette's Export CSV runs the button's export: the same filters, progress and Cancel.
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'export-csv',
        titleKey: 'ui:export.button',
        keywords: ['export', 'csv', 'download', 'excel', 'ส่งออก', 'ดาวน์โหลด'],
        section: 'actions',
        permission: { feature, action: 'export' },
        hiddenInActionBar: true,
        run: () => exportButton.current?.start(),
      },
    ],
    [feature],
  )
  useScreenCommands(commands)
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
        searchRef={searchBox}
        emptyText={emptyText}
        filters={
          <DateRangeFilter
            ref={dateRange}
            from={filters.from ?? null}
            to={filters.to ?? null}
            onChange={setRange}
          />
        }
        actions={
          can(feature, 'export', permissions) ? (
            <ExportButton
              ref={exportButton}
              request={() => {
                // Exactly what the fields show, applied to the list as well; never days shown as invalid.
                const range = dateRange.current?.commit() ?? null
                if (!range) return Promise.reject(new Error(t('statistics:export_invalid_dates')))
                const search = searchBox.current ? searchBox.current.commit() : list.params.search
                return requestExportTicket(exportData, historyFilters(search, range.from, range.to))
              }}
            />
          ) : null
        }
      />
    </Screen>
  )
}
