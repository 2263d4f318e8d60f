import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { clampPage, type ListParams, type PageSize, readListParams, writeListParams } from './pagedList'

/** The paged list shape of spec section 3. */
export interface Page<T> {
  data: readonly T[]
  total: number
  page: number
  limit: number
}

export type ListStatus = 'loading' | 'ready' | 'failed'

export interface PagedListOptions<T> {
  load: (params: ListParams) => Promise<Page<T>>
  /** Address keys the screen's own filters are kept under. */
  filterKeys?: readonly string[]
}

export interface PagedListState<T> {
  params: ListParams
  status: ListStatus
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  result: Page<T> | null
  setPage(page: number): void
  setLimit(limit: PageSize): void
  setSearch(search: string | null): void
  setFilters(filters: Record<string, string>): void
  reload(): void
}

/**
 * A list's page, page size, search and filters, kept in the address (so Back, a reload or a shared link
 * show the same rows), and the page the server answers for them.
 */
export function usePagedList<T>({ load, filterKeys = [] }: PagedListOptions<T>): PagedListState<T> {
  const [query, setQuery] = useSearchParams()
  const queryString = query.toString()
  const filterKey = filterKeys.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the strings stand for query and filterKeys
  const params = useMemo(
    () => readListParams(new URLSearchParams(queryString), filterKeys),
    [queryString, filterKey],
  )
  const [status, setStatus] = useState<ListStatus>('loading')
  const [result, setResult] = useState<Page<T> | null>(null)
  const [reloads, setReloads] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filterKeys
  const update = useCallback(
    (change: Partial<ListParams>) => {
      setQuery((current) => writeListParams({ ...readListParams(current, filterKeys), ...change }), {
        replace: true,
      })
    },
    [setQuery, filterKey],
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

  return {
    params,
    status,
    result,
    setPage: (page) => update({ page }),
    setLimit: (limit) => update({ limit, page: 1 }),
    setSearch: (search) => update({ search, page: 1 }),
    setFilters: (filters) => update({ filters, page: 1 }),
    reload: () => setReloads((count) => count + 1),
  }
}
