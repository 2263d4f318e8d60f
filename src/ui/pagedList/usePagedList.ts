import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { DEFAULT_PAGE_SIZE } from '../../domain/constants'
import { defaultOrderOf, type SortOrder } from '../../domain/listSort'
import {
  clampPage,
  type ListParams,
  type PageSize,
  readListParams,
  rememberedPageSize,
  rememberPageSize,
  writeListParams,
} from './pagedList'
import { type SavedViewsState, useSavedViews } from './useSavedViews'

/** The paged list shape of spec section 3. */
export interface Page<T> {
  data: T[]
  total: number
  /** True when `total` is a search count's cap and more rows match. */
  totalCapped?: boolean
  page: number
  limit: number
}

export type ListStatus = 'loading' | 'ready' | 'failed'

/**
 * The cached read of one page: the key and call of what `$api.queryOptions(...key)` answers for the
 * list's key (a page with more than the rows and counts, such as a cursor, fits too).
 */
// biome-ignore lint/suspicious/noExplicitAny: each list's key has its own type
export type PageQuery<T> = Pick<UseQueryOptions<Page<T>, unknown, Page<T>, any>, 'queryKey' | 'queryFn'>

export interface PagedListOptions<T, S extends string = string> {
  /** The query of the page the address asks for. */
  query: (params: ListParams<S>) => PageQuery<T>
  /** Address keys the screen's own filters are kept under. */
  filterKeys?: readonly string[]
  /**
   * Names the list, so the page size chosen for it is remembered in this browser; a list named in
   * src/domain/viewLists.ts keeps saved views too (tabs above it, palette commands).
   */
  listId?: string
  /** The columns the server can sort the list by; the first is the list's own order. */
  sorts?: readonly S[]
}

/** The sort the rows are in: the one asked for, or the list's own. */
export interface ListSort<S extends string = string> {
  sort: S
  order: SortOrder
}

export interface PagedListState<T, S extends string = string> {
  params: ListParams<S>
  /** What the rows are sorted by; null for a list that cannot be sorted. */
  sorting: ListSort<S> | null
  status: ListStatus
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  result: Page<T> | null
  setPage(page: number): void
  setLimit(limit: PageSize): void
  setSearch(search: string | null): void
  setFilters(filters: Record<string, string>): void
  /** Changes some filters and keeps the others; a null or empty value removes that filter. */
  patchFilters(change: Record<string, string | null>): void
  /** Hides these columns (by id) and shows the others. */
  setHidden(hidden: readonly string[]): void
  /** Sorts by a column, in the given order or the column's natural one. */
  setSort(sort: S, order?: SortOrder): void
  reload(): void
  /** Its saved views; null for a list that keeps none. */
  views: SavedViewsState | null
}

function patchedFilters(filters: Record<string, string>, change: Record<string, string | null>) {
  const next = { ...filters }
  for (const [key, value] of Object.entries(change)) {
    if (value) next[key] = value
    else delete next[key]
  }
  return next
}

/**
 * A list's page, page size, search and filters, kept in the address (so Back, a reload or a shared link
 * show the same rows), and the page the query cache holds for them: the previous page stays on screen
 * while the next one loads, and a change that invalidates the list reads it again.
 */
export function usePagedList<T, S extends string = string>({
  query,
  filterKeys = [],
  listId,
  sorts = [],
}: PagedListOptions<T, S>): PagedListState<T, S> {
  const [address, setAddress] = useSearchParams()
  const addressString = address.toString()
  const optionsKey = [listId, filterKeys.join(','), sorts.join(',')].join('|')
  const [defaultLimit, setDefaultLimit] = useState(() => (listId && rememberedPageSize(listId)) || undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: optionsKey stands for filterKeys and sorts
  const addressOptions = useMemo(() => ({ filterKeys, sorts, defaultLimit }), [optionsKey, defaultLimit])
  const params = useMemo(
    () => readListParams(new URLSearchParams(addressString), addressOptions),
    [addressString, addressOptions],
  )
  const page = useQuery({ ...query(params), placeholderData: keepPreviousData })

  const update = useCallback(
    (change: Partial<ListParams<S>>) => {
      setAddress((current) => writeListParams({ ...readListParams(current, addressOptions), ...change }), {
        replace: true,
      })
    },
    [setAddress, addressOptions],
  )

  const show = useCallback(
    (next: ListParams<S>) => setAddress(writeListParams(next), { replace: true }),
    [setAddress],
  )
  const views = useSavedViews({
    listId,
    params,
    address,
    sorts,
    defaultLimit: defaultLimit ?? DEFAULT_PAGE_SIZE,
    show,
  })

  // Rows deleted since (or an old link): the last page that exists instead of an empty one.
  const answered = page.isPlaceholderData ? undefined : page.data
  const lastPage = answered ? clampPage(params.page, answered.total, params.limit) : params.page
  useEffect(() => {
    if (lastPage !== params.page) update({ page: lastPage })
  }, [lastPage, params.page, update])

  // What the table shows: the page asked for once it is there and exists, else the last one shown.
  const shown = useRef<Page<T> | null>(null)
  if (answered && lastPage === params.page) shown.current = answered
  const current = answered !== undefined && lastPage === params.page
  // A read again in the background (back on the tab, after a change) keeps the list ready.
  const status: ListStatus = page.isError && !page.isFetching ? 'failed' : current ? 'ready' : 'loading'

  const ownSort = sorts[0]
  const sorting: ListSort<S> | null = ownSort
    ? {
        sort: params.sort ?? ownSort,
        order: params.order ?? defaultOrderOf(params.sort ?? ownSort),
      }
    : null

  return {
    params,
    sorting,
    status,
    result: shown.current,
    setPage: (page) => update({ page }),
    setLimit: (limit) => {
      if (listId) {
        rememberPageSize(listId, limit)
        setDefaultLimit(limit)
      }
      update({ limit, page: 1 })
    },
    setSearch: (search) => update({ search, page: 1 }),
    setFilters: (filters) => update({ filters, page: 1 }),
    patchFilters: (change) => update({ filters: patchedFilters(params.filters, change), page: 1 }),
    setSort: (sort, order = defaultOrderOf(sort)) => update({ sort, order, page: 1 }),
    setHidden: (hidden) => update({ hidden }),
    reload: () => void page.refetch(),
    views,
  }
}
