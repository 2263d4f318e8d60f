import { type RefObject, useEffect } from 'react'

// The shell moves the focus to the main region right after a navigation (a zero-delay timer); the
// anchored part of the screen takes it after that.
const AFTER_SHELL_FOCUS_MS = 50

/**
 * Scrolls to and focuses `target` while the address ends in `#id`: on arrival, once `ready`, and when
 * a command points the page already on screen at it (wouter's pushState does not fire hashchange).
 */
export function useHashTarget(id: string, target: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return
    let timer: number | undefined
    const check = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        if (window.location.hash !== `#${id}`) return
        target.current?.scrollIntoView({ block: 'start' })
        target.current?.focus({ preventScroll: true })
      }, AFTER_SHELL_FOCUS_MS)
    }
    check()
    const events = ['hashchange', 'pushState', 'replaceState', 'popstate']
    for (const event of events) window.addEventListener(event, check)
    return () => {
      window.clearTimeout(timer)
      for (const event of events) window.removeEventListener(event, check)
    }
  }, [id, target, ready])
}
