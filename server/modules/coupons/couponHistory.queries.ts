import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'

export interface HistoryFilter {
  minAmount: number | null
  maxAmount: number | null
  /** The start of the order number (or the checkout's reference). */
  search: string | null
  from?: string
  to?: string
}

/** A page of one coupon's redemptions with their orders and members, newest first; ties by id. */
export async function couponHistoryRows(
  db: Db,
  couponId: string,
  filter: HistoryFilter,
  page: PageRequest,
  lang: Language,
) {
  let query = db
    .selectFrom('coupon_redemptions as r')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .where('r.coupon_id', '=', couponId)
  if (filter.search)
    query = query.where(
      sql<string>`lower(coalesce(o.order_number, r.order_reference))`,
      'like',
      prefixPattern(filter.search),
    )
  if (filter.minAmount !== null) query = query.where('r.discount_amount', '>=', String(filter.minAmount))
  if (filter.maxAmount !== null) query = query.where('r.discount_amount', '<=', String(filter.maxAmount))
  if (filter.from) query = query.where('r.redeemed_at', '>=', new Date(filter.from))
  if (filter.to) query = query.where('r.redeemed_at', '<=', new Date(filter.to))
  const [first, second] = lang === 'th' ? ['th', 'en'] : ['en', 'th']
  const name = (language: string) =>
    sql<
      string | null
    >`nullif(concat_ws(' ', ${sql.ref(`m.first_name_${language}`)}, ${sql.ref(`m.last_name_${language}`)}), '')`
  const rows = await query
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .select([
      sql<string>`r.id::text`.as('id'),
      'r.order_id',
      sql<string | null>`coalesce(o.order_number, r.order_reference)`.as('order_number'),
      'r.discount_category',
      'r.discount_amount',
      'o.total_price',
      'r.redeemed_at',
      'r.released_at',
      'm.id as member_id',
      'm.member_code',
      sql<string | null>`coalesce(${name(first)}, ${name(second)})`.as('member_name'),
    ])
    .orderBy('r.redeemed_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}
