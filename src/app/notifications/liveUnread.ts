// The live part of the bell's count: the server's event stream, shared by the browser's tabs, and the
// browser's push subscription renewed. A module of its own, started once the page is idle
// (useUnreadSync.ts): the count itself is asked for at once, so the first screen shows it without this.
import { NOTIFICATION_STREAM_URL } from '../../api/notifications'
import { figuresMoved, setUnread } from '../../stores/notifications'
import { sessionState } from '../../stores/session'
import { refreshUnread } from './notificationActions'
import { resumePush } from './push'
import { startUnreadStream } from './unreadStream'

/**
 * One event stream per browser rather than per tab: a browser allows only six HTTP/1.1 connections to
 * a server, and staff who open many tabs would otherwise starve their own API calls. The tab holding
 * the Web Lock reads the stream and passes each count to the others on a BroadcastChannel; when it
 * closes, the lock passes to another tab. Browsers without these APIs open a stream in every tab.
 */
function startSharedStream(userId: string): () => void {
  const startStream = (onUnread: (count: number) => void, onFigures: () => void) => {
    let reconnecting = false
    return startUnreadStream({
      url: NOTIFICATION_STREAM_URL,
      token: () => sessionState.token?.jwtAccessToken ?? null,
      // The page refreshed the count when the stream started; a reconnection refreshes it again, which
      // also renews an access token that aged while the stream was the only traffic.
      beforeConnect: async () => {
        if (reconnecting) await refreshUnread()
        reconnecting = true
      },
      onUnread,
      onFigures,
      // A call through the API client gets the same 401, which shows spec section 8's message and
      // ends the session in every tab.
      onSessionRefused: () => void refreshUnread().catch(() => {}),
    })
  }
  if (typeof BroadcastChannel === 'undefined' || !navigator.locks) return startStream(setUnread, figuresMoved)

  const channel = new BroadcastChannel(`notifications-unread:${userId}`)
  channel.onmessage = (event: MessageEvent<{ count?: unknown; figures?: unknown }>) => {
    if (typeof event.data?.count === 'number') setUnread(event.data.count)
    if (event.data?.figures === true) figuresMoved()
  }
  const released = new AbortController()
  navigator.locks
    .request(`notifications-stream:${userId}`, { signal: released.signal }, async () => {
      const stop = startStream(
        (count) => {
          setUnread(count)
          channel.postMessage({ count })
        },
        () => {
          figuresMoved()
          channel.postMessage({ figures: true })
        },
      )
      await new Promise((resolve) => released.signal.addEventListener('abort', resolve, { once: true }))
      stop()
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab is closing or signing out.
    })
  return () => {
    released.abort()
    channel.close()
  }
}

/** Starts the stream and renews the push subscription; the returned function stops the stream. */
export function startLiveUnread(userId: string): () => void {
  const stop = startSharedStream(userId)
  // The page asked for the count before this started: what changed in between is asked again.
  void refreshUnread().catch(() => {})
  void resumePush()
  return stop
}
