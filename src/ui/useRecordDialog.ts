import { useState } from 'react'
import { ApiError } from '../api/apiError'

/**
 * A confirmation about one record: the record it names, kept while the dialog fades out after closing;
 * whether its action runs; and the error the action ended with, the server's message or `failedText`.
 */
export function useRecordDialog<T>(record: T | null, failedText: string) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [shown, setShown] = useState(record)
  if (record && record !== shown) {
    setShown(record)
    setError(null)
  }

  const run = async (action: (record: T) => Promise<void>) => {
    if (!record) return
    setBusy(true)
    setError(null)
    try {
      await action(record)
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : failedText)
    } finally {
      setBusy(false)
    }
  }

  return { shown, busy, error, run }
}
