import { sql, type Transaction } from 'kysely'
import type { NotificationCategory } from '../../../src/domain/notifications'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

type Executor = Db | Transaction<Database>

export interface NotificationPageQuery {
  page: number
  pageSize: number
  category?: NotificationCategory
}

/** Which of `ids` the staff member has read (notification_reads' primary key). */
async function readAmong(db: Executor, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('notification_reads')
    .select('notification_id')
    .where('user_id', '=', userId)
    .where('notification_id', 'in', ids)
    .execute()
  return new Set(rows.map((row) => row.notification_id))
}

/**
 * One page of notifications, newest first (notifications_*_publish_date_idx), and which of them
 * `userId` has read: looked up for the page's ids only, so the cost stays that of one page however
 * many read marks the staff member has.
 */
export async function listNotificationsPage(db: Executor, userId: string, query: NotificationPageQuery) {
  let rows = db
    .selectFrom('notifications')
    .select(['id', 'topic', 'detail', 'type', 'category', 'publish_date'])
    .orderBy('publish_date', 'desc')
    .orderBy('seq', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  let total = db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('total'))
  if (query.category) {
    rows = rows.where('category', '=', query.category)
    total = total.where('category', '=', query.category)
  }
  const [data, count] = await Promise.all([rows.execute(), total.executeTakeFirstOrThrow()])
  const read = await readAmong(
    db,
    userId,
    data.map((row) => row.id),
  )
  return { rows: data.map((row) => ({ ...row, is_read: read.has(row.id) })), total: Number(count.total) }
}

/**
 * Unread counts of several staff members in one statement. Every read mark points at an existing
 * notification (the foreign key cascades), so unread = all notifications - this member's marks: one
 * count of the table for the whole batch and an index-only range of notification_reads' primary key
 * per member, instead of an anti-join per member.
 */
export async function countUnreadFor(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const result = await sql<{ user_id: string; unread: number }>`
    select u.user_id,
      (select count(*) from notifications)
        - (select count(*) from notification_reads r where r.user_id = u.user_id) as unread
    from unnest(${sql.val([...new Set(userIds)])}::uuid[]) as u(user_id)`.execute(db)
  return new Map(result.rows.map((row) => [row.user_id, Math.max(0, Number(row.unread))]))
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  return (await countUnreadFor(db, [userId])).get(userId) ?? 0
}

/** The ids among `ids` that are not notifications. */
export async function missingNotificationIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  const found = await db.selectFrom('notifications').select('id').where('id', 'in', ids).execute()
  const existing = new Set(found.map((row) => row.id))
  return ids.filter((id) => !existing.has(id))
}

/** Marks the notifications read for one staff member; answers how many were unread. */
export async function markRead(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
  const result = await db
    .insertInto('notification_reads')
    .values(ids.map((id) => ({ user_id: userId, notification_id: id })))
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/**
 * Marks every notification this staff member has not read yet; answers how many there were.
 * EXCEPT reads this member's marks once and sets them against the notifications in one pass: an
 * anti-join planned on stale statistics (a fresh or never-analysed table, as PGlite's always is)
 * rescans the growing table for every row and turns 20,000 notifications into seconds.
 */
export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const result = await sql`
    insert into notification_reads (user_id, notification_id)
    select ${userId}::uuid, unread.id from (
      select id from notifications
      except
      select notification_id from notification_reads where user_id = ${userId}::uuid
    ) as unread
    on conflict (user_id, notification_id) do nothing`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/** The live sessions among `sessionIds`, to end the streams of signed-out or expired sessions. */
export async function liveSessionIds(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', [...new Set(sessionIds)])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute()
  return new Set(rows.map((row) => row.id))
}
