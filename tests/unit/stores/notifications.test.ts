import { beforeEach, describe, expect, it } from 'vitest'
import type { Notification, NotificationPage } from '../../../src/api/notifications'
import {
  incrementUnread,
  markAllReadLocally,
  markReadLocally,
  notificationsState,
  receivePage,
  resetNotifications,
  setUnread,
  startLoading,
} from '../../../src/stores/notifications'

const notification = (id: string, state: Notification['state'] = 'unRead'): Notification => ({
  _id: id,
  topic: `Topic ${id}`,
  detail: 'Detail',
  type: 'PAYMENT',
  state,
  publishDate: '2026-03-05T07:07:00.000Z',
  category: 'Notice',
})
const page = (number: number, ids: string[], total = 45): NotificationPage => ({
  data: ids.map((id) => notification(id)),
  total,
  page: number,
  limit: 20,
})

beforeEach(() => resetNotifications())

describe('the notifications store', () => {
  it('replaces the list with page 1 and appends later pages', () => {
    receivePage(page(1, ['a', 'b']), null)
    receivePage(page(2, ['c', 'd']), null)
    expect(notificationsState.data.map((n) => n._id)).toEqual(['a', 'b', 'c', 'd'])
    expect(notificationsState).toMatchObject({ page: 2, total: 45, loading: false, error: false })

    receivePage(page(1, ['z', 'a'], 46), null)
    expect(notificationsState.data.map((n) => n._id)).toEqual(['z', 'a'])
    expect(notificationsState.page).toBe(1)
  })

  it('does not repeat a notification that moved to the next page meanwhile', () => {
    receivePage(page(1, ['a', 'b']), null)
    receivePage(page(2, ['b', 'c']), null)
    expect(notificationsState.data.map((n) => n._id)).toEqual(['a', 'b', 'c'])
  })

  it('starts over when the category changes, even on a later page', () => {
    receivePage(page(1, ['a', 'b']), null)
    startLoading('News')
    expect(notificationsState.data).toEqual([])
    expect(notificationsState.loading).toBe(true)
    receivePage(page(2, ['n1']), 'Promotion')
    expect(notificationsState.data.map((n) => n._id)).toEqual(['n1'])
    expect(notificationsState.category).toBe('Promotion')
  })

  it('keeps the list while loading more of the same category', () => {
    receivePage(page(1, ['a']), 'News')
    startLoading('News')
    expect(notificationsState.data.map((n) => n._id)).toEqual(['a'])
  })

  it('sets and increments the unread count, never below zero', () => {
    setUnread(5)
    incrementUnread()
    expect(notificationsState.countAllUnreadNotifications).toBe(6)
    incrementUnread(-10)
    expect(notificationsState.countAllUnreadNotifications).toBe(0)
    setUnread(-3)
    expect(notificationsState.countAllUnreadNotifications).toBe(0)
  })

  it('marks opened notifications read once, counting down only for unread ones', () => {
    receivePage(
      { ...page(1, []), data: [notification('a'), notification('b', 'Read'), notification('c')] },
      null,
    )
    setUnread(10)
    markReadLocally(['a', 'b', 'a'])
    expect(notificationsState.data.map((n) => n.state)).toEqual(['Read', 'Read', 'unRead'])
    expect(notificationsState.countAllUnreadNotifications).toBe(9)
    markAllReadLocally()
    expect(notificationsState.data.every((n) => n.state === 'Read')).toBe(true)
    expect(notificationsState.countAllUnreadNotifications).toBe(0)
  })
})
