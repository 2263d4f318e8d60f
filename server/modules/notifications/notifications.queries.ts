import { sql, type Transaction } from 'kysely'
import type { NotificationCategory } from '../../../src/domain/notifications'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import {
  boundComparison,
  dailyBuckets,
  type PageSeek,
  seekPage,
  type TimeBucket,
} from '../../lib/lists/timeBuckets'

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

/** The bell's total for a category (or every notification): one counter row. */
async function notificationTotal(db: Executor, category: NotificationCategory | 'all'): Promise<number> {
  const row = await db
    .selectFrom('notification_totals')
    .select('n')
    .where('category', '=', category)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The notifications of a category in counted buckets, one per UTC day of publication, newest first. */
function bucketsOf(db: Executor, category: NotificationCategory | 'all'): Promise<TimeBucket[]> {
  return dailyBuckets(
    { start: null, end: null },
    () =>
      db
        .selectFrom('notification_daily_counts')
        .select([sql<string>`day::text`.as('day'), 'n'])
        .where('category', '=', category)
        .execute(),
    async () => 0,
  )
}

/**
 * One page of notifications, newest first (notifications_*_publish_date_idx), and which of them
 * `userId` has read: looked up for the page's ids only, so the cost stays that of one page however
 * many read marks the staff member has. The total is one counter row; a page beyond the first seeks
 * to the day it starts on from the nearer end (see `seekPage`), so page 10,000 costs what page 1 does.
 */
export async function listNotificationsPage(db: Executor, userId: string, query: NotificationPageQuery) {
  const category = query.category ?? 'all'
  const offset = (query.page - 1) * query.pageSize
  const total = await notificationTotal(db, category)
  if (offset >= total) return { rows: [], total }
  const seek: PageSeek =
    offset === 0
      ? { bound: null, skip: 0, direction: 'desc', reversed: false, limit: query.pageSize }
      : seekPage(await bucketsOf(db, category), { offset, limit: query.pageSize }, 'desc')
  let rows = db
    .selectFrom('notifications')
    .select(['id', 'topic', 'detail', 'type', 'category', 'publish_date'])
    .orderBy('publish_date', seek.direction)
    .orderBy('seq', seek.direction)
    .limit(seek.limit)
  if (query.category) rows = rows.where('category', '=', query.category)
  if (seek.bound) rows = rows.where('publish_date', boundComparison(seek.direction), seek.bound)
  if (seek.skip > 0) rows = rows.offset(seek.skip)
  const found = await rows.execute()
  const data = seek.reversed ? found.reverse() : found
  const read = await readAmong(
    db,
    userId,
    data.map((row) => row.id),
  )
  return { rows: data.map((row) => ({ ...row, is_read: read.has(row.id) })), total }
}

/**
 * Unread counts of several staff members in one statement: every notification less the member's
 * read marks (each mark points at an existing notification, the foreign key cascades), both single
 * counter rows kept by triggers, so the bell's badge never counts the tables.
 */
export async function countUnreadFor(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const result = await sql<{ user_id: string; unread: number }>`
    select u.user_id,
      coalesce((select n from notification_totals where category = 'all'), 0)
        - coalesce((select n from notification_read_counts r where r.user_id = u.user_id), 0) as unread
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
