export interface ServerSentEvent {
  event: string
  data: string
}

export interface EventStreamReader {
  status: number
  contentType: string
  /** Every event received so far. */
  events: ServerSentEvent[]
  /** Resolves with the first event (already received or coming) that matches, or rejects after `timeoutMs`. */
  next(match: (event: ServerSentEvent) => boolean, timeoutMs?: number): Promise<ServerSentEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens a server-sent event stream with a bearer token, the way the SPA does (fetch, not EventSource). */
export async function openEventStream(url: string, token?: string): Promise<EventStreamReader> {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  })
  const events: ServerSentEvent[] = []
  const waiters = new Set<{
    match: (event: ServerSentEvent) => boolean
    resolve: (e: ServerSentEvent) => void
  }>()
  let consumed = 0

  const ended = (async () => {
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let boundary = buffer.indexOf('\n\n')
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary)
          buffer = buffer.slice(boundary + 2)
          boundary = buffer.indexOf('\n\n')
          let event = 'message'
          const data: string[] = []
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim()
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
          }
          if (data.length === 0) continue
          const parsed = { event, data: data.join('\n') }
          events.push(parsed)
          for (const waiter of waiters) if (waiter.match(parsed)) waiter.resolve(parsed)
        }
      }
    } catch {
      // Aborted by close().
    }
  })()

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    events,
    ended,
    next(match, timeoutMs = 1000) {
      const found = events.slice(consumed).find(match)
      if (found) {
        consumed = events.indexOf(found) + 1
        return Promise.resolve(found)
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (event: ServerSentEvent) => {
            clearTimeout(timer)
            waiters.delete(waiter)
            consumed = events.indexOf(event) + 1
            resolve(event)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    close: () => controller.abort(),
  }
}

/** The unread count carried by an `unread` event. */
export const unreadOf = (event: ServerSentEvent): number =>
  (JSON.parse(event.data) as { countAllUnreadNotifications: number }).countAllUnreadNotifications
