import { sql } from 'kysely'
import { prefixPattern } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Coupons in record search: by the start of their code or name (ignoring case), on their prefix
 * indexes (0026), codes first. The title is the code, the subtitle the name, and the list search the
 * code (the list finds it so).
 */
export const couponsSearch: SearchSource = {
  type: 'coupons',
  permission: { feature: 'coupons', action: 'access' },
  async find({ db }, term, count) {
    const rows = await db
      .selectFrom('coupons as c')
      .select(['c.id', 'c.code', 'c.name'])
      .where((eb) =>
        eb.or([
          eb('c.code', 'like', prefixPattern(term).toUpperCase()),
          eb(sql<string>`lower(c.name)`, 'like', prefixPattern(term)),
        ]),
      )
      .orderBy('c.code')
      .limit(count)
      .execute()
    return rows.map((row) => ({ _id: row.id, title: row.code, subtitle: row.name, listSearch: row.code }))
  },
}
