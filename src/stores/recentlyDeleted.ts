import { proxy } from 'valtio'

/** Whether the list of recently deleted records (kept 30 days to be restored) is open. */
export const recentlyDeletedState = proxy({ open: false })

export const openRecentlyDeleted = (): void => {
  recentlyDeletedState.open = true
}

export const closeRecentlyDeleted = (): void => {
  recentlyDeletedState.open = false
}
