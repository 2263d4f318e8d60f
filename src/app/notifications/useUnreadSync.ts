import { useEffect, useState } from 'react'
import { UNREAD_REFRESH_THROTTLE_MS } from '../../domain/constants'
import { resetNotifications } from '../../stores/notifications'
import { prefetchWhenIdle } from '../../ui/lazyWithRetry'
import { refreshUnread } from './notificationActions'
import { throttle } from './throttle'

// The stream and push (liveUnread.ts) wait until the page is idle: the count asked at once covers the
// first screen, and the stream's first connection asks again.
const LIVE_AFTER_MS = 1000

/**
 * Keeps the badge right for the signed-in staff member `userId`: the count on load, again when the tab
 * becomes visible (at most every 3 s), and live from the server's event stream in between (from the
 * moment the page is idle), with no polling. A different staff member signing in on this browser
 * starts from nothing. True once the live part runs.
 */
export function useUnreadSync(userId: string | null): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    if (!userId) return
    const refresh = () => refreshUnread().catch(() => {})
    const refreshOnReturn = throttle(refresh, UNREAD_REFRESH_THROTTLE_MS)
    refreshOnReturn()
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refreshOnReturn()
    }
    document.addEventListener('visibilitychange', onVisibility)
    let stopLive: (() => void) | undefined
    let stopped = false
    const cancelStart = prefetchWhenIdle(async () => {
      const { startLiveUnread } = await import('./liveUnread')
      if (stopped || stopLive) return
      stopLive = startLiveUnread(userId)
      setLive(true)
    }, LIVE_AFTER_MS)
    return () => {
      stopped = true
      cancelStart()
      stopLive?.()
      setLive(false)
      document.removeEventListener('visibilitychange', onVisibility)
      resetNotifications()
    }
  }, [userId])
  return live
}
