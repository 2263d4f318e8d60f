import { createEventParser } from '../../api/eventStream'

export interface UnreadStreamOptions {
  url: string
  /** The current access token; the stream stops when there is none. */
  token: () => string | null
  /** Runs before every (re)connection: refreshes the count through the API client, which also renews an ageing token. */
  beforeConnect: () => Promise<void>
  onUnread: (count: number) => void
  /** Orders were written: figures on screen may have moved. */
  onFigures?: () => void
  /** The server refused the session (401): revoked or expired while the stream was the only traffic. */
  onSessionRefused?: () => void
  fetch?: typeof fetch
  /** Waits between reconnections: 1 s, doubling, at most 30 s; back to 1 s after a stream that worked. */
  retryDelaysMs?: { first: number; max: number }
}

/**
 * The live unread count from the server's event stream. Read with fetch() and a ReadableStream rather
 * than EventSource, which cannot send the Authorization header: the token stays out of URLs. Reconnects
 * with backoff when the stream drops (server restart, network), and after the server's `retry:` when it
 * sends `reconnect` (its instance is shutting down; the next connection reaches another one); stops
 * for good on a 401 or 403, which
 * the API client's own calls report to the staff member (`onSessionRefused` makes one on a 401).
 * Answers the function that stops it.
 */
export function startUnreadStream(options: UnreadStreamOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const delays = options.retryDelaysMs ?? { first: 1000, max: 30_000 }
  const controller = new AbortController()
  let delay = delays.first
  let timer: ReturnType<typeof setTimeout> | undefined

  const stopped = () => controller.signal.aborted

  async function connectOnce(): Promise<'retry' | 'stop' | { reconnectAfterMs: number }> {
    try {
      await options.beforeConnect()
    } catch {
      // The count could not be refreshed; the stream itself says whether the session still works.
    }
    const token = options.token()
    if (!token || stopped()) return 'stop'
    const response = await doFetch(options.url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
      cache: 'no-store',
    })
    if (response.status === 401) options.onSessionRefused?.()
    if (response.status === 401 || response.status === 403) return 'stop'
    if (!response.ok || !response.body) return 'retry'
    let reconnectAfterMs = delays.first
    let reconnect = false
    const parse = createEventParser(
      (event) => {
        if (event.event === 'reconnect') reconnect = true
        if (event.event === 'figures') options.onFigures?.()
        if (event.event !== 'unread') return
        try {
          const count = (JSON.parse(event.data) as { countAllUnreadNotifications?: unknown })
            .countAllUnreadNotifications
          if (typeof count === 'number') options.onUnread(count)
        } catch {
          // A malformed event is skipped; the next one carries the whole count again.
        }
      },
      (ms) => {
        reconnectAfterMs = ms
      },
    )
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return 'retry'
      // The stream works: a later drop starts the backoff from the beginning.
      delay = delays.first
      parse(value)
      if (reconnect) {
        await reader.cancel().catch(() => {})
        return { reconnectAfterMs }
      }
    }
  }

  const run = () => {
    connectOnce()
      .catch(() => 'retry' as const)
      .then((next) => {
        if (next === 'stop' || stopped()) return
        if (typeof next === 'object') {
          // Asked by the server, not a failure: its wait, and the backoff stays where it was.
          timer = setTimeout(run, next.reconnectAfterMs)
          return
        }
        timer = setTimeout(run, delay)
        delay = Math.min(delay * 2, delays.max)
      })
  }
  run()

  return () => {
    clearTimeout(timer)
    controller.abort()
  }
}
