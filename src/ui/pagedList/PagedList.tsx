import { type ReactNode, type Ref, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useScrollsSideways } from '../useScrollsSideways'
import { ColumnChooser } from './ColumnChooser'
import { ListSearchBox, type ListSearchHandle } from './ListSearchBox'
import { Pagination } from './Pagination'
import { SavedViewsBar } from './SavedViewsBar'
import type { PagedListState } from './usePagedList'

export interface Column<T, S extends string = string> {
  id: string
  /** The list's sort this column's header sets; absent for a column the server cannot sort by. */
  sort?: S
  header: ReactNode
  cell(row: T): ReactNode
  /** This column names the row (a `th scope="row"`), so a screen reader announces it with each cell. */
  rowHeader?: boolean
  /** Header read by screen readers only (an actions column). */
  hiddenHeader?: boolean
  className?: string
}

export interface PagedListProps<T, S extends string = string> {
  /** The table's accessible name. */
  label: string
  columns: readonly Column<T, S>[]
  rowKey(row: T): string
  list: PagedListState<T, S>
  searchLabel?: string
  searchPlaceholder?: string
  /** Reads the search box's term as typed (see ListSearchHandle). */
  searchRef?: Ref<ListSearchHandle>
  /** More filters beside the search (a date range...). */
  filters?: ReactNode
  /** Buttons at the toolbar's end (export...). */
  actions?: ReactNode
  emptyText?: string
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-accent-muted border-t-primary-600"
    />
  )
}

function SortArrow({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={order ? 'text-accent' : 'text-fg-faint'}
    >
      {order !== 'desc' ? <path d="M8 10l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" /> : null}
      {order !== 'asc' ? <path d="M8 14l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  )
}

/** A column header: a button that sorts by the column (again: the other way) where the column can be sorted. */
function ColumnHeader<T, S extends string>({
  column,
  list,
}: {
  column: Column<T, S>
  list: PagedListState<T, S>
}) {
  const { t } = useTranslation()
  const sorting = list.sorting
  const className = `px-3 py-2 font-medium ${column.className ?? ''}`
  if (column.hiddenHeader)
    return (
      <th scope="col" className={className}>
        <span className="sr-only">{column.header}</span>
      </th>
    )
  if (!column.sort || !sorting)
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    )
  const sort = column.sort
  const current = sorting.sort === sort ? sorting.order : null
  return (
    <th
      scope="col"
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
      className={className}
    >
      <button
        type="button"
        onClick={() => list.setSort(sort, current ? (current === 'asc' ? 'desc' : 'asc') : undefined)}
        title={t('ui:list.sort_by')}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        {column.header}
        <SortArrow order={current} />
      </button>
    </th>
  )
}

/**
 * A server-paged table with its search, page sizes and page buttons, and honest loading, empty and
 * error states. The page, size and search live in the address (see usePagedList).
 */
export function PagedList<T, S extends string = string>({
  label,
  columns: allColumns,
  rowKey,
  list,
  searchLabel,
  searchPlaceholder,
  searchRef,
  filters,
  actions,
  emptyText,
}: PagedListProps<T, S>) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const scrollsSideways = useScrollsSideways(scroller)
  const { params, status, result } = list
  // Columns with a header of their own may be hidden; the row's name, a select box or actions may not.
  const hideable = allColumns.flatMap((column) =>
    !column.rowHeader && !column.hiddenHeader && typeof column.header === 'string'
      ? [{ id: column.id, label: column.header }]
      : [],
  )
  const hidden = params.hidden ?? []
  const columns = allColumns.filter((column) => !hidden.includes(column.id))
  const rows = result?.data ?? []
  const firstLoad = status === 'loading' && result === null
  const empty = status === 'ready' && rows.length === 0

  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      {/* A list that keeps saved views (its listId is in src/domain/viewLists.ts) shows them as tabs. */}
      {list.views ? <SavedViewsBar views={list.views} /> : null}
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <ListSearchBox
          ref={searchRef}
          value={params.search}
          onSearch={list.setSearch}
          label={searchLabel}
          placeholder={searchPlaceholder}
        />
        {filters}
        {/* The rows shown stay readable (full contrast) while the next ones load; this says they are coming.
            Screen readers hear it from the status below. */}
        {status === 'loading' && !firstLoad ? (
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-2 self-center text-fg-muted text-sm"
          >
            <Spinner />
            {t('ui:list.loading')}
          </span>
        ) : null}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {hideable.length > 1 ? (
            <ColumnChooser columns={hideable} hidden={hidden} onChange={list.setHidden} />
          ) : null}
          {actions}
        </div>
      </div>
      {status === 'failed' ? (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger-line bg-danger-subtle px-3 py-2 text-danger text-sm"
        >
          <span>{t('ui:list.failed')}</span>
          <button
            type="button"
            onClick={list.reload}
            className="rounded-lg border border-danger-line bg-surface px-3 py-1 font-medium text-danger outline-none hover:bg-danger-subtle focus-visible:ring-2 focus-visible:ring-red-500"
          >
            {t('ui:list.retry')}
          </button>
        </div>
      ) : null}
      <div role="status" className="sr-only">
        {status === 'loading' ? t('ui:list.loading') : ''}
        {status === 'ready' && result
          ? t(result.totalCapped ? 'ui:list.results_capped' : 'ui:list.results', { count: result.total })
          : ''}
      </div>
      {/* relative: what is placed absolutely in the table (sr-only texts) scrolls with it, not past the page.
          A table wider than its card scrolls inside it, and the keyboard can scroll it too. */}
      <div
        ref={scroller}
        className="relative overflow-x-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        {...(scrollsSideways ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        <table
          aria-busy={status === 'loading' || undefined}
          className="w-full min-w-[40rem] border-collapse text-left text-sm"
        >
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-line border-b text-fg-muted">
              {columns.map((column) => (
                <ColumnHeader key={column.id} column={column} list={list} />
              ))}
            </tr>
          </thead>
          <tbody>
            {firstLoad ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-fg-muted">
                  <span className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('ui:list.loading')}
                  </span>
                </td>
              </tr>
            ) : null}
            {empty ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-fg-muted">
                  {params.search
                    ? t('ui:list.empty_search', { term: params.search })
                    : (emptyText ?? t('ui:list.empty'))}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-line-subtle border-b last:border-b-0 hover:bg-surface-subtle"
              >
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`px-3 py-2.5 text-left font-normal text-fg ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={`px-3 py-2.5 text-fg ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={params.page}
        limit={params.limit}
        total={result?.total ?? 0}
        totalCapped={result?.totalCapped ?? false}
        onPage={list.setPage}
        onLimit={list.setLimit}
        disabled={firstLoad}
      />
    </div>
  )
}
