import { errorStatus } from '../../api/apiError'

/**
 * Why a widget shows no data: its token may not read it or is no longer valid (401/403, which the
 * embedding page fixes with a fresh token), the record is gone (404), or the call failed (worth a retry).
 */
export type WidgetProblem = 'denied' | 'missing' | 'failed'

export function problemOf(error: unknown): WidgetProblem {
  const status = errorStatus(error)
  if (status === 401 || status === 403) return 'denied'
  if (status === 404) return 'missing'
  return 'failed'
}

/** Tries after the first: a 4xx answer is final, so only an unanswered or failed (5xx) read is tried again. */
export function shouldRetryWidgetRead(failures: number, error: unknown): boolean {
  const status = errorStatus(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failures < 2
}
