import type { AroundNavHandler } from 'wouter'
import { DASHBOARD_BASE } from '../domain/routes'
import { askBeforeLeaving } from '../stores/leaveGuard'

/**
 * Every navigation of the app (links, `navigate`, the palette's commands, redirects) passes here: one
 * that leaves the screen waits until its unsaved work is kept or given up. Another state of the same
 * screen (list filters, an anchor) leaves nothing; leaving the dashboard happens when the session ends,
 * and signing out asks for itself before it ends the session.
 */
export const navigateAfterAsking: AroundNavHandler = (navigate, to, options) => {
  const target = new URL(to, window.location.href).pathname
  const leavesScreen = target !== window.location.pathname && target.startsWith(`${DASHBOARD_BASE}/`)
  if (leavesScreen) askBeforeLeaving(() => navigate(to, options))
  else navigate(to, options)
}
