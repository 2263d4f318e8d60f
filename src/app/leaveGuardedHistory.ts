import { DASHBOARD_BASE } from '../domain/routes'
import { askBeforeLeaving } from '../stores/leaveGuard'

interface Entry {
  url: string
  state: unknown
}

const leavesScreen = (from: string, to: string) => {
  const target = new URL(to).pathname
  return target !== new URL(from).pathname && target.startsWith(`${DASHBOARD_BASE}/`)
}

/**
 * The browser's Back and Forward ask before leaving unsaved work, as the app's own navigation does
 * (leaveGuardedNavigation.ts). A traversal cannot be cancelled: by the time `popstate` fires the
 * address has changed. So when a screen holds unsaved work, the router is kept from hearing it
 * (this listener is added before the router's and stops the event), the screen's address is put back
 * as a new entry, and once staff choose to leave, the app goes to where the traversal went.
 * Must be called before the router first renders, so its listener comes first.
 */
export function guardHistoryTraversal(): void {
  let shown: Entry = { url: window.location.href, state: window.history.state }
  const remember = () => {
    shown = { url: window.location.href, state: window.history.state }
  }
  // wouter announces its pushState and replaceState calls as events of these names.
  for (const type of ['pushState', 'replaceState', 'hashchange']) window.addEventListener(type, remember)

  window.addEventListener('popstate', (event) => {
    const left = shown
    const target: Entry = { url: window.location.href, state: window.history.state }
    if (!leavesScreen(left.url, target.url)) {
      remember()
      return
    }
    // Nothing unsaved: every guard answers at once, and the router takes the traversal as usual.
    let answeredAtOnce: boolean | null = null
    let waiting = false
    askBeforeLeaving(
      () => {
        if (waiting) window.history.pushState(target.state, '', target.url)
        else answeredAtOnce = true
      },
      () => {
        if (!waiting) answeredAtOnce = false
      },
    )
    if (answeredAtOnce === true) {
      remember()
      return
    }
    waiting = answeredAtOnce === null
    event.stopImmediatePropagation()
    window.history.pushState(left.state, '', left.url)
  })
}
