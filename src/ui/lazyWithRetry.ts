import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { serverReachable, waitUntilReachable } from '../api/serverReachable'
import { LAZY_LOAD_RETRIES, LAZY_LOAD_RETRY_DELAY_MS } from '../domain/constants'
import { readItem, writeItem } from '../stores/browserStorage'
import { setOffline } from '../stores/connection'
import { whenFirstScreenShown } from '../stores/firstScreen'

export interface RetryOptions {
  attempts?: number
  delayMs?: number
  reload?: () => void
  now?: () => number
  /** Whether the server answers; a failure while it does not is no failed try. */
  reachable?: () => Promise<boolean>
  /** Resolves when the server answers again. */
  waitUntilReachable?: () => Promise<void>
}

const RELOADED_AT_KEY = 'lazyReloadedAt'
// A chunk that is still missing right after a reload is not a deploy in progress: report it instead of looping.
const RELOAD_GUARD_MS = 30_000

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Loads a code-split module, trying `attempts` times `delayMs` apart while the server answers. When
 * every try fails (a new deploy replaced the chunks), the page reloads once to pick up the new build.
 * While the server is out of reach (offline, a dropped connection), the app says so and tries again
 * when it answers, instead of reloading into the browser's own error page.
 */
export async function importWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? LAZY_LOAD_RETRIES
  const delayMs = options.delayMs ?? LAZY_LOAD_RETRY_DELAY_MS
  const now = options.now ?? Date.now
  const reachable = options.reachable ?? serverReachable
  const waitForServer = options.waitUntilReachable ?? (() => waitUntilReachable(reachable))
  let lastError: unknown
  let failures = 0
  let wasOutOfReach = false
  while (failures < attempts) {
    try {
      return await load()
    } catch (error) {
      lastError = error
      if (!(await reachable())) {
        setOffline(true)
        await waitForServer()
        setOffline(false)
        wasOutOfReach = true
        continue
      }
      failures++
      // A browser that keeps a failed import in its module map (Chromium does) fails it again and again
      // in this document once the server is back: the reload comes at once rather than after every try.
      if (wasOutOfReach) break
      if (failures < attempts) await wait(delayMs)
    }
  }
  const reloadedAt = Number(readItem('session', RELOADED_AT_KEY))
  if (Number.isFinite(reloadedAt) && now() - reloadedAt < RELOAD_GUARD_MS) throw lastError
  writeItem('session', RELOADED_AT_KEY, String(now()))
  ;(options.reload ?? (() => window.location.reload()))()
  // The page is going away; never settle so nothing renders a failure in between.
  return new Promise<T>(() => {})
}

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy, which accepts components of any props
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options?: RetryOptions,
): LazyExoticComponent<T> {
  return lazy(() => importWithRetry(load, options))
}

/**
 * Fetches a code-split module a moment after the page settles (the first screen shown, `afterMs`, then
 * when the browser is idle), so a part kept out of the first screen's JavaScript is at hand when it is
 * first opened. Answers the cleanup for an effect.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, afterMs: number): () => void {
  let idle: number | undefined
  let timer: number | undefined
  const stopWaiting = whenFirstScreenShown(() => {
    timer = window.setTimeout(() => {
      const fetch = () => void importWithRetry(load).catch(() => {})
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(fetch, { timeout: 5000 })
      else fetch()
    }, afterMs)
  })
  return () => {
    stopWaiting()
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}
