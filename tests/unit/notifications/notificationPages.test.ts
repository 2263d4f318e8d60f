import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { type Notification, type NotificationPage, notificationsKeys } from '../../../src/api/notifications'
import {
  markReadInCache,
  nextNotificationPage,
  notificationsOf,
} from '../../../src/app/notifications/notificationPages'

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
const cached = (...pages: NotificationPage[]): InfiniteData<NotificationPage> => ({
  pages,
  pageParams: pages.map((loaded) => loaded.page),
})

describe('the bell’s pages', () => {
  it('lists the pages loaded in order, each notification once even when it moved to the next page', () => {
    expect(notificationsOf([page(1, ['a', 'b']), page(2, ['c', 'd'])]).map((n) => n._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
    expect(notificationsOf([page(1, ['a', 'b']), page(2, ['b', 'c'])]).map((n) => n._id)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(notificationsOf([])).toEqual([])
  })

  it('offers the next page while the pages so far hold fewer than the total', () => {
    expect(nextNotificationPage(page(1, [], 45))).toBe(2)
    expect(nextNotificationPage(page(2, [], 45))).toBe(3)
    expect(nextNotificationPage(page(3, [], 45))).toBeUndefined()
    expect(nextNotificationPage(page(1, [], 20))).toBeUndefined()
    expect(nextNotificationPage(page(1, [], 0))).toBeUndefined()
  })

  it('shows a notification read in every cached tab and language at once, and all of them on mark all', () => {
    const queryClient = new QueryClient()
    const all = notificationsKeys.list(null, 'en')
    const notices = notificationsKeys.list('Notice', 'th')
    queryClient.setQueryData(all, cached(page(1, ['a', 'b']), page(2, ['c'])))
    queryClient.setQueryData(notices, cached(page(1, ['a', 'c'])))

    markReadInCache(queryClient, ['a'])
    const states = (key: typeof all) =>
      queryClient
        .getQueryData<InfiniteData<NotificationPage>>(key)
        ?.pages.flatMap((loaded) => loaded.data.map((n) => `${n._id}:${n.state}`))
    expect(states(all)).toEqual(['a:Read', 'b:unRead', 'c:unRead'])
    expect(states(notices)).toEqual(['a:Read', 'c:unRead'])

    markReadInCache(queryClient, 'all')
    expect(states(all)).toEqual(['a:Read', 'b:Read', 'c:Read'])
    expect(states(notices)).toEqual(['a:Read', 'c:Read'])
  })
})
