import { beforeEach, describe, expect, it } from 'vitest'
import {
  incrementUnread,
  notificationsState,
  resetNotifications,
  setUnread,
  showCategory,
} from '../../../src/stores/notifications'

beforeEach(() => resetNotifications())

describe('the notifications store', () => {
  it('sets and increments the unread count, never below zero', () => {
    setUnread(5)
    incrementUnread()
    expect(notificationsState.countAllUnreadNotifications).toBe(6)
    incrementUnread(-10)
    expect(notificationsState.countAllUnreadNotifications).toBe(0)
    setUnread(-3)
    expect(notificationsState.countAllUnreadNotifications).toBe(0)
  })

  it('remembers the tab the panel opens on, and forgets it with the count at sign-out', () => {
    showCategory('Promotion')
    setUnread(4)
    expect(notificationsState).toMatchObject({ category: 'Promotion', countAllUnreadNotifications: 4 })
    resetNotifications()
    expect(notificationsState).toMatchObject({ category: null, countAllUnreadNotifications: 0 })
  })
})
