// Screens holding unsaved work are asked before the app leaves them. The router and the sign-out ask
// here; each open editor answers (at once when nothing is unsaved, after a question when something is).

/** Answers whether the screen may be left: `answer(true)` lets the navigation go, `answer(false)` keeps it. */
export type LeaveGuard = (answer: (leave: boolean) => void) => void

const guards = new Set<LeaveGuard>()
let keeping = false

/**
 * Runs `navigate` without asking the open editors: for a screen that keeps its unsaved work itself
 * before it goes (the role editor keeps its draft across a preview of the role).
 */
export function leaveKeepingWork(navigate: () => void): void {
  keeping = true
  try {
    navigate()
  } finally {
    keeping = false
  }
}

/** Asks `guard` before every navigation away from the screen, until the returned function is called. */
export function guardLeaving(guard: LeaveGuard): () => void {
  guards.add(guard)
  return () => {
    guards.delete(guard)
  }
}

/**
 * Runs `leave` once every guard lets go (at once when none holds anything), or `stay` when one keeps
 * the screen. Each guard is asked in turn, so two unsaved forms do not ask at the same time.
 */
export function askBeforeLeaving(leave: () => void, stay: () => void = () => {}): void {
  if (keeping) {
    leave()
    return
  }
  const asked = [...guards]
  const ask = (index: number): void => {
    const guard = asked[index]
    if (!guard) {
      leave()
      return
    }
    let answered = false
    guard((allowed) => {
      if (answered) return
      answered = true
      if (allowed) ask(index + 1)
      else stay()
    })
  }
  ask(0)
}

/** askBeforeLeaving as a promise: true once staff may leave, false when they stayed. */
export const confirmLeaving = (): Promise<boolean> =>
  new Promise((answer) =>
    askBeforeLeaving(
      () => answer(true),
      () => answer(false),
    ),
  )
