import { proxy } from 'valtio'
import type { components } from '../api/schema'

// The contract's own types: a store sits below the API client, so it names the shapes, not the calls.
type NotificationCategory = components['schemas']['NotificationCategory']

/**
 * The bell (spec sections 3 and 4): countAllUnreadNotifications, live from the server's event stream, and
 * the tab the panel opens on. The notifications themselves are in the query cache.
 */
export const notificationsState = proxy({
  /** The panel's last tab; null is every category. */
  category: null as NotificationCategory | null,
  countAllUnreadNotifications: 0,
  /** How many times the live stream said orders were written: screens with figures read them again. */
  figuresMoved: 0,
})

/** The live stream said orders were written (in this tab's stream or another tab's). */
export function figuresMoved(): void {
  notificationsState.figuresMoved++
}

export function showCategory(category: NotificationCategory | null): void {
  notificationsState.category = category
}

/** The server's count (on load, on tab return, from the live stream, after a read). */
export function setUnread(count: number): void {
  notificationsState.countAllUnreadNotifications = Math.max(0, Math.floor(count))
}

export function incrementUnread(by = 1): void {
  setUnread(notificationsState.countAllUnreadNotifications + by)
}

/** Forgets everything, at sign-out: the next staff member on this browser starts empty. */
export function resetNotifications(): void {
  Object.assign(notificationsState, { category: null, countAllUnreadNotifications: 0 })
}
