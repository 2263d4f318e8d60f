import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** How many of an order's changes the detail shows, newest first. */
export const ORDER_HISTORY_SHOWN = 200

/** The order with its buyer (as a member now, and the sponsor), or undefined. */
export function findOrder(db: Db, id: string) {
  return db
    .selectFrom('orders as o')
    .leftJoin('members as m', 'm.id', 'o.member_id')
    .leftJoin('members as s', 's.id', 'm.sponsor_id')
    .selectAll('o')
    .select([
      'm.document_status as buyer_document_status',
      'm.avatar_key as buyer_avatar_key',
      's.member_code as sponsor_code',
      sql<
        string | null
      >`coalesce(s.first_name_en || ' ' || s.last_name_en, s.first_name_th || ' ' || s.last_name_th)`.as(
        'sponsor_name',
      ),
      's.document_status as sponsor_document_status',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst()
}

/** The lines, coupons and latest changes of an order, read together. */
export async function orderParts(db: Db, id: string) {
  const [items, coupons, history] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('line_no').execute(),
    db.selectFrom('order_coupons').selectAll().where('order_id', '=', id).orderBy('coupon_code').execute(),
    db
      .selectFrom('order_history')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ORDER_HISTORY_SHOWN)
      .execute(),
  ])
  return { items, coupons, history }
}

/** The tracking events of an order, oldest first. */
export function orderTrackingEntries(db: Db, id: string) {
  return db.selectFrom('order_tracking').selectAll().where('order_id', '=', id).orderBy('seq').execute()
}
