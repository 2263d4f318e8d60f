import { proxy } from 'valtio'
import type { components } from '../api/schema'

// The contract's own types: a store sits below the API client, so it names the shapes, not the calls.
type Notification = components['schemas']['Notification']
type NotificationPage = components['schemas']['NotificationPage']
type NotificationCategory = components['schemas']['NotificationCategory']

/** The bell's notifications (spec sections 3 and 4): data, total and countAllUnreadNotifications. */
export const notificationsState = proxy({
  data: [] as Notification[],
  total: 0,
  /** The last page loaded for `category`; 0 before the first. */
  page: 0,
  /** The open tab; null is every category. */
  category: null as NotificationCategory | null,
  countAllUnreadNotifications: 0,
  loading: false,
  error: false,
})

/** Page 1 replaces the list; later pages append (without repeating one that moved down meanwhile). */
export function receivePage(result: NotificationPage, category: NotificationCategory | null): void {
  const state = notificationsState
  if (result.page <= 1 || category !== state.category) {
    state.data = result.data
  } else {
    const known = new Set(state.data.map((notification) => notification._id))
    state.data = [...state.data, ...result.data.filter((notification) => !known.has(notification._id))]
  }
  state.category = category
  state.total = result.total
  state.page = result.page
  state.loading = false
  state.error = false
}

export function startLoading(category: NotificationCategory | null): void {
  if (category !== notificationsState.category) {
    notificationsState.category = category
    notificationsState.data = []
    notificationsState.total = 0
    notificationsState.page = 0
  }
  notificationsState.loading = true
  notificationsState.error = false
}

export function failLoading(): void {
  notificationsState.loading = false
  notificationsState.error = true
}

/** The server's count (on load, on tab return, from the live stream, after a read). */
export function setUnread(count: number): void {
  notificationsState.countAllUnreadNotifications = Math.max(0, Math.floor(count))
}

export function incrementUnread(by = 1): void {
  setUnread(notificationsState.countAllUnreadNotifications + by)
}

/** Shows notifications as read at once; the server's answer then sets the count. */
export function markReadLocally(ids: readonly string[]): void {
  const read = new Set(ids)
  let changed = 0
  for (const notification of notificationsState.data)
    if (read.has(notification._id) && notification.state === 'unRead') {
      notification.state = 'Read'
      changed++
    }
  incrementUnread(-changed)
}

export function markAllReadLocally(): void {
  for (const notification of notificationsState.data) notification.state = 'Read'
  setUnread(0)
}

/** Forgets everything, at sign-out: the next staff member on this browser starts empty. */
export function resetNotifications(): void {
  Object.assign(notificationsState, {
    data: [],
    total: 0,
    page: 0,
    category: null,
    countAllUnreadNotifications: 0,
    loading: false,
    error: false,
  })
}
