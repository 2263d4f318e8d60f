// Whether this page load's first screen has shown. What only needs to be ready soon (the palette and the
// commands, the bell's live stream) waits for it, then for the browser to be idle, so none of it
// competes with the first screen's own JavaScript however slow the first screen is.

// Should the first screen never show (its chunk failing for good), the rest still comes.
const AT_THE_LATEST_MS = 15_000

let shown = false
let waiting: (() => void)[] = []

/** Called once a screen is on display (the dashboard's routes do it). */
export function markFirstScreenShown(): void {
  if (shown) return
  shown = true
  for (const run of waiting.splice(0)) run()
}

/** Runs `run` once the first screen has shown (at once if it has); answers the cleanup for an effect. */
export function whenFirstScreenShown(run: () => void): () => void {
  if (shown) {
    run()
    return () => {}
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    window.clearTimeout(timer)
    waiting = waiting.filter((entry) => entry !== once)
    run()
  }
  const timer = window.setTimeout(once, AT_THE_LATEST_MS)
  waiting.push(once)
  return () => {
    done = true
    window.clearTimeout(timer)
    waiting = waiting.filter((entry) => entry !== once)
  }
}
