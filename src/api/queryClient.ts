import { QueryClient } from '@tanstack/react-query'
import createQueryHooks from 'openapi-react-query'
import { subscribeKey } from 'valtio/utils'
import { sessionState } from '../stores/session'
import { errorStatus } from './apiError'
import { api } from './client'
import { linkQueryCache } from './queryKeys'

/** How long a read stays fresh: staff move between screens often, and a change of their own invalidates. */
export const STALE_AFTER_MS = 30_000
/** Tries after the first for a read the server did not answer or failed (5xx); a 4xx is final. */
export const READ_RETRIES = 2

/** Retries a read only when asking again may help: never after a 4xx (refused, missing, invalid, signed out). */
export function shouldRetryRead(failures: number, error: unknown): boolean {
  const status = errorStatus(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failures < READ_RETRIES
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_AFTER_MS,
        retry: shouldRetryRead,
        // Back on the tab (it becomes visible again), the screen reads its data again, fresh or not:
        // colleagues change records while staff work elsewhere.
        refetchOnWindowFocus: 'always',
        refetchOnReconnect: 'always',
      },
      // A change is never sent twice by itself: the form shows the error and staff decide.
      mutations: { retry: false },
    },
  })
}

/** The one query cache of the signed-in app. */
export const queryClient = createQueryClient()

/** Typed queries over the one API client, so every read goes through its session, language and 401 handling. */
export const $api = createQueryHooks(api)

linkQueryCache({ queryClient, $api })

// A staff member never sees what was cached for the one before (sign-out, another account in another tab).
let cachedFor = sessionState.token?._id ?? null
subscribeKey(sessionState, 'token', (token) => {
  const staffId = token?._id ?? null
  if (staffId === cachedFor) return
  cachedFor = staffId
  queryClient.clear()
})
