// The bell's refresh when the tab comes back: at most once per interval.

/** Calls `run` at most once per `intervalMs` (the spec's 3 s throttle of the unread refresh). */
export function throttle(run: () => void, intervalMs: number, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY
  return () => {
    const at = now()
    if (at - last < intervalMs) return
    last = at
    run()
  }
}
