import { dataOrThrow } from './apiError'
import { type BulkChange, type BulkOutcome, changeMany } from './bulk'
import type { DeleteResult } from './changes'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type PushNotification = Schemas['PushNotification']
export type PushSending = Schemas['PushSending']
export type PushNotificationQuery = NonNullable<operations['listPushNotifications']['parameters']['query']>
export type CreatePushNotificationForm = Schemas['CreatePushNotificationRequest']
export type UpdatePushNotificationForm = Schemas['UpdatePushNotificationRequest']

/** The cache's keys for push notifications, ready for `$api.queryOptions(...key)`. */
export const pushNotificationsKeys = {
  all: readsOf('/admin/notification-management', '/admin/notification-management/{id}'),
  list: (query: PushNotificationQuery) =>
    ['get', '/admin/notification-management', { params: { query } }] as const,
  detail: (id: string) =>
    ['get', '/admin/notification-management/{id}', { params: { path: { id } } }] as const,
}

const invalidatePushNotifications = () => invalidateReads(pushNotificationsKeys.all)

/** One push notification for its editor: asked of the server every time, kept for every other view. */
export async function readPushNotification(id: string): Promise<PushNotification> {
  const cache = linkedQueryCache()
  if (!cache)
    return dataOrThrow(await api.GET('/admin/notification-management/{id}', { params: { path: { id } } }))
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...pushNotificationsKeys.detail(id)),
    staleTime: 0,
  })
}

export async function createPushNotification(form: CreatePushNotificationForm): Promise<PushNotification> {
  const created = dataOrThrow(await api.POST('/admin/notification-management', { body: form }))
  void invalidatePushNotifications()
  return created
}

export async function updatePushNotification(
  id: string,
  form: UpdatePushNotificationForm,
): Promise<PushNotification> {
  const updated = dataOrThrow(
    await api.PUT('/admin/notification-management/{id}', { params: { path: { id } }, body: form }),
  )
  void invalidatePushNotifications()
  return updated
}

/** Activates or deactivates; answers once the lists on screen have been read again. */
export async function setPushNotificationActive(id: string, active: boolean): Promise<PushNotification> {
  const params = { params: { path: { id } } }
  const changed = dataOrThrow(
    active
      ? await api.PUT('/admin/notification-management/activate/{id}', params)
      : await api.PUT('/admin/notification-management/deactivate/{id}', params),
  )
  await invalidatePushNotifications()
  return changed
}

/** Deletes a push notification; the answer names where it is kept for undo. */
export async function deletePushNotification(id: string): Promise<DeleteResult> {
  const deleted = dataOrThrow(
    await api.DELETE('/admin/notification-management/{id}', { params: { path: { id } } }),
  )
  await invalidatePushNotifications()
  return deleted
}

/** Activates, deactivates or deletes up to 100 push notifications in one all-or-nothing call. */
export async function changePushNotifications(action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  const outcome = await changeMany('/admin/notification-management', action, ids)
  await invalidatePushNotifications()
  return outcome
}
