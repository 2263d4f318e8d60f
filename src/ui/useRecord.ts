import { skipToken, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { errorStatus } from '../api/apiError'

export type RecordStatus = 'loading' | 'ready' | 'failed' | 'missing'

export interface RecordState<T> {
  status: RecordStatus
  data: T | null
  reload(): void
  /** The record as a save answered it, without another call (into the cache, so every view shows it). */
  replace(data: T): void
}

/** The cached read of one record: the key and call of what `$api.queryOptions(...key)` answers for its key. */
// biome-ignore lint/suspicious/noExplicitAny: each record's key has its own type
export type RecordQuery<T> = Pick<UseQueryOptions<T, unknown, T, any>, 'queryKey' | 'queryFn'>

const NO_RECORD = { queryKey: ['no-record'], queryFn: skipToken } as const

/**
 * One record for a screen, through the query cache: loading, then the record, missing (404), or failed
 * with a retry; `null` for a screen that creates one (ready at once, with no record).
 *
 * A screen that edits the record gets it from the server when it opens, never a copy cached earlier that
 * the form would start from; once it is there, reading it again in the background (back on the tab, after
 * a change) leaves the screen as it is.
 */
export function useRecord<T>(query: RecordQuery<T> | null): RecordState<T | null> {
  const queryClient = useQueryClient()
  const result = useQuery<T, unknown, T, readonly unknown[]>(
    query ? { ...query, refetchOnMount: 'always' } : NO_RECORD,
  )
  const hash = query ? JSON.stringify(query.queryKey) : null
  const readyFor = useRef<string | null>(null)
  if (hash && result.data !== undefined && result.isFetchedAfterMount && !result.isError)
    readyFor.current = hash
  const ready = query === null || readyFor.current === hash

  const settledError = result.isError && result.isFetchedAfterMount && !result.isFetching
  // A malformed id (400) names no record either.
  const missing = settledError && [400, 404].includes(errorStatus(result.error) ?? 0)
  const status: RecordStatus = ready ? 'ready' : missing ? 'missing' : settledError ? 'failed' : 'loading'
  const { refetch } = result
  const key = useRef(query?.queryKey)
  key.current = query?.queryKey
  const replace = useCallback(
    (record: T | null) => {
      if (key.current) queryClient.setQueryData(key.current, record)
    },
    [queryClient],
  )

  return {
    status,
    data: query === null ? null : ready ? (result.data ?? null) : null,
    reload: () => void refetch(),
    replace,
  }
}
