import { useEffect } from 'react'
import { NOTIFICATION_STREAM_URL } from '../../api/notifications'
import { UNREAD_REFRESH_THROTTLE_MS } from '../../domain/constants'
import { figuresMoved, resetNotifications, setUnread } from '../../stores/notifications'
import { sessionState } from '../../stores/session'
import { refreshUnread } from './notificationActions'
import { resumePush } from './push'
import { startUnreadStream, throttle } from './unreadStream'

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
      // The page refreshed the count on load; a reconnection refreshes it again, which also renews
      // an access token that aged while the stream was the only traffic.
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

/**
 * Keeps the badge right for the signed-in staff member `userId`: the count on load, again when the tab
 * becomes visible (at most every 3 s), and live from the server's event stream in between, with no
 * polling. A different staff member signing in on this browser starts from nothing.
 */
export function useUnreadSync(userId: string | null): void {
  useEffect(() => {
    if (!userId) return
    const refresh = () => refreshUnread().catch(() => {})
    const refreshOnReturn = throttle(refresh, UNREAD_REFRESH_THROTTLE_MS)
    refreshOnReturn()
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refreshOnReturn()
    }
    document.addEventListener('visibilitychange', onVisibility)
    const stop = startSharedStream(userId)
    void resumePush()
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
      resetNotifications()
    }
  }, [userId])
}
