import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import { NOTIFICATION_PAGE_SIZE } from '../../../src/domain/constants'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import {
  countUnread,
  listNotificationsPage,
  markAllRead,
  markRead,
  missingNotificationIds,
} from './notifications.queries'
import { notifyNotificationEvent } from './publishNotification'

type Schemas = components['schemas']
type UnreadCount = Schemas['UnreadNotificationCount']

async function listNotifications(
  request: OperationRequest<'listNotifications'>,
): Promise<Schemas['NotificationPage']> {
  const { userId } = authOf(request)
  const { query } = request
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? NOTIFICATION_PAGE_SIZE
  const { rows, total } = await listNotificationsPage(request.server.db, userId, {
    page,
    pageSize,
    category: query.category,
  })
  const { lang } = request
  return {
    data: rows.map((row) => ({
      _id: row.id,
      topic: row.topic[lang],
      detail: row.detail[lang],
      type: row.type,
      state: row.is_read ? 'Read' : 'unRead',
      publishDate: row.publish_date.toISOString(),
      category: row.category,
    })),
    total,
    page,
    limit: pageSize,
  }
}

async function countUnreadNotifications(
  request: OperationRequest<'countUnreadNotifications'>,
): Promise<UnreadCount> {
  return { countAllUnreadNotifications: await countUnread(request.server.db, authOf(request).userId) }
}

async function getNotificationTopic(
  request: OperationRequest<'getNotificationTopic'>,
): Promise<Schemas['NotificationTopic']> {
  return { topic: request.server.config.pushStaffTopic }
}

async function markNotificationsRead(
  request: OperationRequest<'markNotificationsRead'>,
): Promise<UnreadCount> {
  const { userId } = authOf(request)
  const ids = [...new Set(request.body.id.map((id) => id.toLowerCase()))]
  const count = await request.server.db.transaction().execute(async (trx) => {
    const missing = await missingNotificationIds(trx, ids)
    if (missing.length > 0) throw new AppError(404, 'notifications.not_found', { ids: missing.join(', ') })
    // Other tabs of this staff member, on any server process, hear of it at commit.
    if ((await markRead(trx, userId, ids)) > 0) await notifyNotificationEvent(trx, { kind: 'read', userId })
    return countUnread(trx, userId)
  })
  return { countAllUnreadNotifications: count }
}

async function markAllNotificationsRead(
  request: OperationRequest<'markAllNotificationsRead'>,
): Promise<UnreadCount> {
  const { userId } = authOf(request)
  const count = await request.server.db.transaction().execute(async (trx) => {
    if ((await markAllRead(trx, userId)) > 0) await notifyNotificationEvent(trx, { kind: 'read', userId })
    return countUnread(trx, userId)
  })
  return { countAllUnreadNotifications: count }
}

async function changeSubscription(
  request: OperationRequest<'subscribeNotificationTopic' | 'unsubscribeNotificationTopic'>,
  reply: FastifyReply,
  subscribe: boolean,
) {
  const { tokenFirebase, topic } = request.body
  const { push, config } = request.server
  // Staff devices may join the staff topic only, never another audience's (members, campaigns).
  if (topic !== config.pushStaffTopic) throw new AppError(400, 'notifications.unknown_topic')
  if (subscribe) await push.subscribe(tokenFirebase, topic)
  else await push.unsubscribe(tokenFirebase, topic)
  return reply.code(204).send()
}

const subscribeNotificationTopic = (
  request: OperationRequest<'subscribeNotificationTopic'>,
  reply: FastifyReply,
) => changeSubscription(request, reply, true)

const unsubscribeNotificationTopic = (
  request: OperationRequest<'unsubscribeNotificationTopic'>,
  reply: FastifyReply,
) => changeSubscription(request, reply, false)

/**
 * Server-sent events rather than polling. The browser reads this with fetch() and a ReadableStream,
 * not EventSource, because only fetch can send the Authorization header: the access token then never
 * appears in a URL (logs, history), and no separate stream ticket has to be issued and guarded.
 */
async function streamNotifications(request: OperationRequest<'streamNotifications'>, reply: FastifyReply) {
  await request.server.notificationHub.open(request, reply)
  return reply
}

export const notificationsHandlers = defineHandlers({
  listNotifications,
  countUnreadNotifications,
  getNotificationTopic,
  markNotificationsRead,
  markAllNotificationsRead,
  subscribeNotificationTopic,
  unsubscribeNotificationTopic,
  streamNotifications,
})
