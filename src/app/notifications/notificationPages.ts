import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type Notification, type NotificationPage, notificationsKeys } from '../../api/notifications'

/**
 * The notifications of the pages loaded so far, newest first, each once: one that moved down to the next
 * page meanwhile (a newer one was published) is not repeated.
 */
export function notificationsOf(pages: readonly NotificationPage[]): Notification[] {
  const seen = new Set<string>()
  const list: Notification[] = []
  for (const page of pages)
    for (const notification of page.data)
      if (!seen.has(notification._id)) {
        seen.add(notification._id)
        list.push(notification)
      }
  return list
}

/** The page after `last`, when there are more notifications than the pages up to it hold. */
export function nextNotificationPage(last: NotificationPage): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined
}

/**
 * Shows notifications as read in every cached tab at once (`all`: every one), before the server has
 * answered; the server's answer then invalidates the tabs and sets the count.
 */
export function markReadInCache(queryClient: QueryClient, ids: readonly string[] | 'all'): void {
  const read = (notification: Notification) => ids === 'all' || ids.includes(notification._id)
  queryClient.setQueriesData<InfiniteData<NotificationPage>>(notificationsKeys.all, (cached) =>
    cached
      ? {
          ...cached,
          pages: cached.pages.map((page) => ({
            ...page,
            data: page.data.map((notification) =>
              notification.state === 'unRead' && read(notification)
                ? { ...notification, state: 'Read' }
                : notification,
            ),
          })),
        }
      : cached,
  )
}
