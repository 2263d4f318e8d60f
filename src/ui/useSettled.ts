import { useEffect, useState } from 'react'

// A moment after the first draw: the screen's own figures and tables are there by then.
const SETTLE_MS = 1000

/**
 * True once the page has settled: a moment after the first draw, when the browser is idle. Parts kept
 * out of a screen's first JavaScript (charts, the lists below the fold) are rendered, and so loaded, then.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let idle: number | undefined
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: 3000 })
      else setSettled(true)
    }, SETTLE_MS)
    return () => {
      window.clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [])
  return settled
}
