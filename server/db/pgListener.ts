import pg from 'pg'

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void
  /** The connection was lost and is back: notifications in between were missed, so state should be re-read. */
  onReconnect?(): void
  /** The connection failed; it is being retried. */
  onError?(error: unknown): void
}

export type Unlisten = () => Promise<void>

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`)
}

const RETRY_MIN_MS = 500
const RETRY_MAX_MS = 10_000

/**
 * One dedicated connection per process that LISTENs (a pooled connection cannot: the pool hands it to
 * other queries and closes it when idle). Reconnects with backoff and LISTENs again on every channel.
 */
export function createPgListener(connectionString: string) {
  const channels = new Map<string, Set<ListenHandlers>>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryDelay = RETRY_MIN_MS
  let closed = false

  const everyHandler = () => [...channels.values()].flatMap((set) => [...set])

  function scheduleReconnect(error: unknown): void {
    if (closed || retryTimer) return
    for (const handlers of everyHandler()) handlers.onError?.(error)
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect()
        .then(() => {
          for (const handlers of everyHandler()) handlers.onReconnect?.()
        })
        .catch((reason: unknown) => scheduleReconnect(reason))
    }, retryDelay)
    retryTimer.unref()
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
  }

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, keepAlive: true })
      next.on('notification', (message) => {
        for (const handlers of channels.get(message.channel) ?? []) handlers.onNotify(message.payload ?? '')
      })
      const lost = (error: unknown) => {
        if (client !== next) return
        client = null
        next.removeAllListeners('notification')
        void next.end().catch(() => {})
        scheduleReconnect(error)
      }
      next.on('error', lost)
      next.on('end', () => lost(new Error('the LISTEN connection ended')))
      try {
        await next.connect()
        for (const channel of channels.keys()) await next.query(`listen "${channel}"`)
      } catch (error) {
        await next.end().catch(() => {})
        throw error
      }
      if (closed) {
        await next.end().catch(() => {})
        throw new Error('the database is closed')
      }
      client = next
      retryDelay = RETRY_MIN_MS
      return next
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  return {
    async listen(channel: string, handlers: ListenHandlers): Promise<Unlisten> {
      assertChannelName(channel)
      if (closed) throw new Error('the database is closed')
      const set = channels.get(channel) ?? new Set<ListenHandlers>()
      set.add(handlers)
      channels.set(channel, set)
      try {
        const current = client ?? (await connect())
        // LISTEN is idempotent; saying it again covers a channel added while connect() was running.
        await current.query(`listen "${channel}"`)
      } catch (error) {
        set.delete(handlers)
        if (set.size === 0) channels.delete(channel)
        throw error
      }
      return async () => {
        set.delete(handlers)
        if (set.size > 0 || channels.get(channel) !== set) return
        channels.delete(channel)
        await client?.query(`unlisten "${channel}"`).catch(() => {})
      }
    },
    async close(): Promise<void> {
      closed = true
      clearTimeout(retryTimer)
      channels.clear()
      const current = client
      client = null
      await connecting?.catch(() => {})
      await current?.end().catch(() => {})
    },
  }
}
