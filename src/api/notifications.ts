import { NOTIFICATION_PAGE_SIZE } from '../domain/constants'
import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components } from './schema'

export type Notification = components['schemas']['Notification']
export type NotificationPage = components['schemas']['NotificationPage']
export type NotificationCategory = components['schemas']['NotificationCategory']

export const NOTIFICATION_STREAM_URL = '/api/admin/notifications/stream'

export async function listNotifications(query: {
  page: number
  category?: NotificationCategory | null
}): Promise<NotificationPage> {
  return dataOrThrow(
    await api.GET('/admin/notifications', {
      params: {
        query: { page: query.page, pageSize: NOTIFICATION_PAGE_SIZE, category: query.category ?? undefined },
      },
    }),
  )
}

export async function countUnreadNotifications(): Promise<number> {
  return dataOrThrow(await api.GET('/admin/notifications/list')).countAllUnreadNotifications
}

export async function markNotificationsRead(ids: string[]): Promise<number> {
  return dataOrThrow(await api.PUT('/admin/notifications/read', { body: { id: ids } }))
    .countAllUnreadNotifications
}

export async function markAllNotificationsRead(): Promise<number> {
  return dataOrThrow(await api.PUT('/admin/notifications/mark-read-all')).countAllUnreadNotifications
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
