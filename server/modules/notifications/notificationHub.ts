import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import type { ListenHandlers, Unlisten } from '../../db/pgListener'
import { NOTIFICATIONS_CHANNEL, parseNotificationEvent } from './notificationEvents'
import { countUnreadFor, liveSessionIds } from './notifications.queries'

/** Comment lines keep proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000
/** NOTIFYs arriving this close together cost one count per staff member, not one each. */
const COALESCE_MS = 40
/** Orders written more often than this still tell each stream at most once per this time. */
export const FIGURES_EVERY_MS = 1000
/** A staff member with more open tabs than this loses the oldest stream. */
const MAX_STREAMS_PER_USER = 10
/** A client that stopped reading is dropped before its buffer grows. */
const MAX_BUFFERED_BYTES = 64 * 1024
/**
 * When this instance goes away, each stream is told to reconnect after a wait in this range: spread, so
 * the tabs of a draining instance do not all land on the others in the same instant.
 */
const RECONNECT_AFTER_MS = { min: 500, spread: 2000 }

/** The last event of a stream this instance ends while draining: `retry` and a `reconnect` the SPA acts on. */
export const reconnectNotice = (): string =>
  `retry: ${RECONNECT_AFTER_MS.min + Math.floor(Math.random() * RECONNECT_AFTER_MS.spread)}\nevent: reconnect\ndata: {}\n\n`

interface Stream {
  userId: string
  sessionId: string
  reply: FastifyReply
}

export interface NotificationHubDeps {
  db: Db
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>
  log: FastifyBaseLogger
  heartbeatMs?: number
}

export type NotificationHub = ReturnType<typeof createNotificationHub>

/**
 * The live side of the bell. The process LISTENs once on the notifications channel and fans out to its
 * own open streams, so a notification published through any server process sharing the database (or
 * by a script) reaches every open bell: each stream gets `unread` events with its staff member's count.
 */
export function createNotificationHub(deps: NotificationHubDeps) {
  const streams = new Map<string, Set<Stream>>()
  const dirty = new Set<string>()
  let everyoneDirty = false
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let figuresTimer: ReturnType<typeof setTimeout> | undefined
  let flushing: Promise<void> | null = null
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let unlisten: Unlisten | null = null
  let closed = false
  let draining = false

  const send = (stream: Stream, chunk: string) => {
    const raw = stream.reply.raw
    if (raw.destroyed || raw.writableEnded) return
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      raw.destroy()
      return
    }
    raw.write(chunk)
  }
  const unreadEvent = (count: number) =>
    `event: unread\ndata: ${JSON.stringify({ countAllUnreadNotifications: count })}\n\n`

  function remove(stream: Stream): void {
    const set = streams.get(stream.userId)
    if (!set?.delete(stream)) return
    if (set.size === 0) streams.delete(stream.userId)
  }

  function end(stream: Stream): void {
    remove(stream)
    if (!stream.reply.raw.writableEnded) stream.reply.raw.end()
  }

  async function flush(): Promise<void> {
    const userIds = everyoneDirty ? [...streams.keys()] : [...dirty].filter((id) => streams.has(id))
    everyoneDirty = false
    dirty.clear()
    if (userIds.length === 0) return
    const counts = await countUnreadFor(deps.db, userIds)
    for (const userId of userIds) {
      const count = counts.get(userId)
      if (count === undefined) continue
      for (const stream of streams.get(userId) ?? []) send(stream, unreadEvent(count))
    }
  }

  function schedule(): void {
    if (closed || flushTimer) return
    flushTimer = setTimeout(() => {
      flushTimer = undefined
      // One flush at a time; whatever arrives meanwhile waits for the next one.
      if (flushing) {
        void flushing.then(schedule)
        return
      }
      flushing = flush()
        .catch((error: unknown) => deps.log.error({ err: error }, 'could not send unread counts'))
        .finally(() => {
          flushing = null
        })
    }, COALESCE_MS)
  }

  // Every stream hears that the figures moved: the event says only that orders were written, which the
  // home then reads again under its own permission.
  function figuresMoved(): void {
    if (closed || figuresTimer) return
    figuresTimer = setTimeout(() => {
      figuresTimer = undefined
      for (const set of streams.values())
        for (const stream of set) send(stream, 'event: figures\ndata: {}\n\n')
    }, FIGURES_EVERY_MS)
  }

  function onNotify(payload: string): void {
    const event = parseNotificationEvent(payload)
    if (!event) return
    if (event.kind === 'figures') {
      figuresMoved()
      return
    }
    if (event.kind === 'published') everyoneDirty = true
    else dirty.add(event.userId)
    schedule()
  }

  async function beat(): Promise<void> {
    const all = [...streams.values()].flatMap((set) => [...set])
    if (all.length === 0) return
    // A signed-out, revoked or expired session stops hearing about notifications.
    const live = await liveSessionIds(
      deps.db,
      all.map((stream) => stream.sessionId),
    )
    for (const stream of all) {
      if (live.has(stream.sessionId)) send(stream, ': heartbeat\n\n')
      else end(stream)
    }
  }

  /**
   * Tells every stream to reconnect (through the load balancer, to another instance) and ends it, and
   * answers any stream opened from now on the same way: the instance is going away.
   */
  function drain(): void {
    draining = true
    for (const set of [...streams.values()])
      for (const stream of [...set]) {
        send(stream, reconnectNotice())
        end(stream)
      }
  }

  return {
    async start(): Promise<void> {
      unlisten = await deps.listen(NOTIFICATIONS_CHANNEL, {
        onNotify,
        onReconnect: () => {
          deps.log.info('notifications: LISTEN connection is back; resending unread counts')
          everyoneDirty = true
          schedule()
          // Orders written while it was gone went unheard.
          figuresMoved()
        },
        onError: (error) => deps.log.warn({ err: error }, 'notifications: LISTEN connection lost; retrying'),
      })
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => deps.log.error({ err: error }, 'notifications: heartbeat failed'))
      }, deps.heartbeatMs ?? HEARTBEAT_MS)
      heartbeat.unref()
    },

    /** Takes over the reply: an event stream for the signed-in staff member of `request`. */
    async open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const auth = request.auth
      if (!auth) throw new Error('a notification stream needs a signed-in request')
      const counts = await countUnreadFor(deps.db, [auth.userId])
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      })
      const stream: Stream = { userId: auth.userId, sessionId: auth.sessionId, reply }
      if (closed || draining) {
        raw.end(reconnectNotice())
        return
      }
      const set = streams.get(auth.userId) ?? new Set<Stream>()
      streams.set(auth.userId, set)
      set.add(stream)
      if (set.size > MAX_STREAMS_PER_USER) {
        const [oldest] = set
        end(oldest)
      }
      raw.on('close', () => remove(stream))
      // The count at connection time, so a reconnecting tab never shows a stale badge.
      send(stream, unreadEvent(counts.get(auth.userId) ?? 0))
    },

    /** Open streams, for tests and logs. */
    size(): number {
      let total = 0
      for (const set of streams.values()) total += set.size
      return total
    },

    drain,

    /** Ends every stream (so the server can close at once) and stops listening. */
    async close(): Promise<void> {
      drain()
      closed = true
      clearTimeout(flushTimer)
      clearTimeout(figuresTimer)
      clearInterval(heartbeat)
      await flushing
      const stop = unlisten
      unlisten = null
      await stop?.().catch((error: unknown) =>
        deps.log.warn({ err: error }, 'notifications: UNLISTEN failed'),
      )
    },
  }
}
