const HEALTH_URL = '/api/health'
const FIRST_PROBE_DELAY_MS = 1000
const MAX_PROBE_DELAY_MS = 10_000

/**
 * True when the server answers at all (any status): a chunk that still fails to load then is missing
 * (a new deploy), not out of reach. Outside a browser there is no network to wait for.
 */
export async function serverReachable(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return true
  if (navigator.onLine === false) return false
  try {
    await fetch(HEALTH_URL, { cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

/**
 * Resolves once the server answers again: checked when the browser says it is back online, and
 * otherwise every second, then less often (up to every 10 s), since a server can come back while the
 * browser never noticed it was gone.
 */
export function waitUntilReachable(reachable: () => Promise<boolean> = serverReachable): Promise<void> {
  return new Promise((resolve) => {
    let delay = FIRST_PROBE_DELAY_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    let checking = false
    const check = async () => {
      if (checking) return
      checking = true
      clearTimeout(timer)
      const back = await reachable()
      checking = false
      if (back) {
        globalThis.removeEventListener?.('online', check)
        resolve()
        return
      }
      timer = setTimeout(check, delay)
      delay = Math.min(delay * 2, MAX_PROBE_DELAY_MS)
    }
    globalThis.addEventListener?.('online', check)
    timer = setTimeout(check, delay)
  })
}
