import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
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

/** The paged list shape of spec section 3. */
export interface Page<T> {
  data: readonly T[]
  total: number
  page: number
  limit: number
}

export type ListStatus = 'loading' | 'ready' | 'failed'

export interface PagedListOptions<T, S extends string = string> {
  load: (params: ListParams<S>) => Promise<Page<T>>
  /** Address keys the screen's own filters are kept under. */
  filterKeys?: readonly string[]
  /** Names the list, so the page size chosen for it is remembered in this browser. */
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
  /** Sorts by a column, in the given order or the column's natural one. */
  setSort(sort: S, order?: SortOrder): void
  reload(): void
}

/**
 * A list's page, page size, search and filters, kept in the address (so Back, a reload or a shared link
 * show the same rows), and the page the server answers for them.
 */
export function usePagedList<T, S extends string = string>({
  load,
  filterKeys = [],
  listId,
  sorts = [],
}: PagedListOptions<T, S>): PagedListState<T, S> {
  const [query, setQuery] = useSearchParams()
  const queryString = query.toString()
  const optionsKey = [listId, filterKeys.join(','), sorts.join(',')].join('|')
  const [defaultLimit, setDefaultLimit] = useState(() => (listId && rememberedPageSize(listId)) || undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: optionsKey stands for filterKeys and sorts
  const addressOptions = useMemo(() => ({ filterKeys, sorts, defaultLimit }), [optionsKey, defaultLimit])
  const params = useMemo(
    () => readListParams(new URLSearchParams(queryString), addressOptions),
    [queryString, addressOptions],
  )
  const [status, setStatus] = useState<ListStatus>('loading')
  const [result, setResult] = useState<Page<T> | null>(null)
  const [reloads, setReloads] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const update = useCallback(
    (change: Partial<ListParams<S>>) => {
      setQuery((current) => writeListParams({ ...readListParams(current, addressOptions), ...change }), {
        replace: true,
      })
    },
    [setQuery, addressOptions],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks for the same params again
  useEffect(() => {
    let current = true
    setStatus('loading')
    loadRef.current(params).then(
      (page) => {
        if (!current) return
        const last = clampPage(params.page, page.total, params.limit)
        // Rows deleted since (or an old link): the last page that exists instead of an empty one.
        if (last !== params.page) return update({ page: last })
        setResult(page)
        setStatus('ready')
      },
      () => {
        if (current) setStatus('failed')
      },
    )
    return () => {
      current = false
    }
  }, [params, reloads, update])

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
    result,
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
    setSort: (sort, order = defaultOrderOf(sort)) => update({ sort, order, page: 1 }),
    reload: () => setReloads((count) => count + 1),
  }
}
