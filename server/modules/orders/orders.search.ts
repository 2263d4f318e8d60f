import { sql } from 'kysely'
import { prefixPattern } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Orders in record search: by the start of the order number or the buyer's member id, on their prefix
 * indexes (0008_orders); a whole order number typed in full comes first, so Enter opens it.
 */
export const ordersSearch: SearchSource = {
  type: 'orders',
  permission: { feature: 'orders', action: 'access' },
  async find({ db }, term, count) {
    const pattern = prefixPattern(term)
    const exact = term.trim().toLowerCase()
    const rows = await db
      .selectFrom('orders as o')
      .select([
        'o.id',
        'o.order_number',
        'o.buyer_member_code',
        'o.buyer_first_name_en',
        'o.buyer_last_name_en',
        'o.buyer_first_name_th',
        'o.buyer_last_name_th',
      ])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(o.order_number)`, 'like', pattern),
          eb(sql<string>`lower(o.buyer_member_code)`, 'like', pattern),
        ]),
      )
      .orderBy(sql`lower(o.order_number) = ${exact}`, 'desc')
      .orderBy('o.created_at', 'desc')
      .limit(count)
      .execute()
    return rows.map((row) => {
      const name = [
        row.buyer_first_name_th ?? row.buyer_first_name_en,
        row.buyer_last_name_th ?? row.buyer_last_name_en,
      ]
        .filter(Boolean)
        .join(' ')
      return {
        _id: row.id,
        title: row.order_number,
        subtitle: [name, row.buyer_member_code].filter(Boolean).join(' · '),
        listSearch: row.order_number,
      }
    })
  },
}
