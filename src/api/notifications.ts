import { type Language, NOTIFICATION_PAGE_SIZE } from '../domain/constants'
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components } from './schema'

export type Notification = components['schemas']['Notification']
export type NotificationPage = components['schemas']['NotificationPage']
export type NotificationCategory = components['schemas']['NotificationCategory']

export const NOTIFICATION_STREAM_URL = '/api/admin/notifications/stream'

/** The cache's keys for the bell's list: openapi-react-query's `[method, path, init]`. */
export const notificationsKeys = {
  /** Every cached tab of the list, in every language. */
  all: readsOf('/admin/notifications'),
  /**
   * One tab (null: every category) in one language, since the server writes the texts in the caller's:
   * a change of language shows the other language's list, never the old texts. Its pages (`page`) are
   * loaded into it one after the other.
   */
  list: (category: NotificationCategory | null, lang: Language) =>
    [
      'get',
      '/admin/notifications',
      {
        params: {
          query: { pageSize: NOTIFICATION_PAGE_SIZE, ...(category ? { category } : {}) },
          header: { lang },
        },
      },
    ] as const,
}

/** A notification was published or read: every tab is read again (now if open, else when next opened). */
export const invalidateNotifications = (): Promise<void> => invalidateReads(notificationsKeys.all)

export async function countUnreadNotifications(): Promise<number> {
  return dataOrThrow(await api.GET('/admin/notifications/list')).countAllUnreadNotifications
}

export async function markNotificationsRead(ids: string[]): Promise<number> {
  const { countAllUnreadNotifications } = dataOrThrow(
    await api.PUT('/admin/notifications/read', { body: { id: ids } }),
  )
  void invalidateNotifications()
  return countAllUnreadNotifications
}

export async function markAllNotificationsRead(): Promise<number> {
  const { countAllUnreadNotifications } = dataOrThrow(await api.PUT('/admin/notifications/mark-read-all'))
  void invalidateNotifications()
  return countAllUnreadNotifications
}

export async function getNotificationTopic(accessToken?: string): Promise<string> {
  return dataOrThrow(
    await api.GET('/admin/notifications/topic', {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    }),
  ).topic
}

export async function subscribeNotificationTopic(
  subscription: { tokenFirebase: string; topic: string },
  accessToken?: string,
): Promise<void> {
  dataOrThrow(
    await api.PUT('/admin/notifications/subscribe/topic', {
      body: subscription,
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    }),
  )
}

export async function unsubscribeNotificationTopic(subscription: {
  tokenFirebase: string
  topic: string
}): Promise<void> {
  dataOrThrow(await api.PUT('/admin/notifications/unsubscribe/topic', { body: subscription }))
}
