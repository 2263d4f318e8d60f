// The bell on 200,000 notifications (BENCH_ROWS), a third of them read by every staff member: its
// unread count, its list's first and last page and a category tab, each through the API and as the
// handler's queries run directly.
import { sql } from 'kysely'
import type { Db } from '../server/db/database'
import {
  countUnread,
  listNotificationsPage,
  type NotificationPageQuery,
} from '../server/modules/notifications/notifications.queries'
import { NOTIFICATION_PAGE_SIZE } from '../src/domain/constants'
import type { NotificationCategory } from '../src/domain/notifications'
import { type ListCase, runListBench } from './support/listBench'

const TAB: NotificationCategory = 'Promotion'

/** A notification every two minutes, kinds and categories in turn; every third one read by all staff. */
async function load(db: Db, rows: number): Promise<void> {
  await sql`
    insert into notifications (topic, detail, type, category, publish_date)
    select
      jsonb_build_object('en', 'Order ORD-' || n || ' paid', 'th', 'คำสั่งซื้อ ORD-' || n || ' ชำระเงินแล้ว'),
      jsonb_build_object('en', 'Paid ฿' || (1000 + n % 9000) || ' by PromptPay',
        'th', 'ชำระ ฿' || (1000 + n % 9000) || ' ผ่านพร้อมเพย์'),
      (array['REGISTER', 'PAYMENT'])[1 + n % 2],
      (array['News', 'Notice', 'Promotion'])[1 + n % 3],
      now() - (n * interval '2 minutes')
    from generate_series(1, ${rows}::int) n`.execute(db)
  await sql`
    insert into notification_reads (user_id, notification_id)
    select u.id, n.id from internal_users u, notifications n where n.seq % 3 = 0`.execute(db)
}

const pathOf = (query: NotificationPageQuery) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  if (query.category) params.set('category', query.category)
  return `/admin/notifications?${params}`
}

/** A page of the bell for `userId`: the request, and what listNotifications runs for it. */
const pageCase =
  (userId: string) =>
  (name: string, query: NotificationPageQuery, compareWith?: string): ListCase => ({
    name,
    path: pathOf(query),
    sql: (db) => listNotificationsPage(db, userId, query),
    compareWith,
  })

await runListBench({
  name: 'notifications-list',
  title: 'Notification bell',
  rows: 200_000,
  load,
  async cases({ db, userId }) {
    const page = pageCase(userId)
    const pageSize = NOTIFICATION_PAGE_SIZE
    const counts = await db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.countAll<number>().filterWhere('category', '=', TAB).as('tab'),
      ])
      .executeTakeFirstOrThrow()
    const lastPage = Math.ceil(Number(counts.all) / pageSize)
    const lastTabPage = Math.ceil(Number(counts.tab) / pageSize)
    return [
      { name: 'unread count', path: '/admin/notifications/list', sql: (db) => countUnread(db, userId) },
      page('first page', { page: 1, pageSize }),
      page(`last page (${lastPage.toLocaleString('en')})`, { page: lastPage, pageSize }, 'first page'),
      page(`tab ${TAB}: first page`, { page: 1, pageSize, category: TAB }, 'first page'),
      page(
        `tab ${TAB}: last page (${lastTabPage.toLocaleString('en')})`,
        { page: lastTabPage, pageSize, category: TAB },
        `tab ${TAB}: first page`,
      ),
    ]
  },
})
