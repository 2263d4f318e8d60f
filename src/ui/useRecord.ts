import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api/apiError'

export type RecordStatus = 'loading' | 'ready' | 'failed' | 'missing'

export interface RecordState<T> {
  status: RecordStatus
  data: T | null
  reload(): void
  /** The record as a save answered it, without another call. */
  replace(data: T): void
}

/** One record for a screen: loading, then the record, missing (404), or failed with a retry. */
export function useRecord<T>(load: () => Promise<T>, key: string): RecordState<T> {
  const [status, setStatus] = useState<RecordStatus>('loading')
  const [data, setData] = useState<T | null>(null)
  const [reloads, setReloads] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: key names the record; reloads asks again
  useEffect(() => {
    let current = true
    setStatus('loading')
    loadRef.current().then(
      (record) => {
        if (!current) return
        setData(record)
        setStatus('ready')
      },
      (error: unknown) => {
        // A malformed id (400) names no record either.
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400)
        if (current) setStatus(missing ? 'missing' : 'failed')
      },
    )
    return () => {
      current = false
    }
  }, [key, reloads])

  const replace = useCallback((record: T) => {
    setData(record)
    setStatus('ready')
  }, [])
  return { status, data, reload: () => setReloads((count) => count + 1), replace }
}
