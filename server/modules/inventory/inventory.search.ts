import { sql } from 'kysely'
import { prefixPattern, prefixPatternAsTyped } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Products in record search: by the start of the code or of the English or Thai name, on their prefix
 * indexes (0007_inventory); a whole code typed in full comes first, so Enter opens it. The hit's
 * subtitle names the country, which the media screen's address needs too.
 */
export const inventorySearch: SearchSource = {
  type: 'inventory',
  permission: { feature: 'inventory', action: 'access' },
  async find({ db, lang }, term, count) {
    const pattern = prefixPattern(term)
    const thai = prefixPatternAsTyped(term)
    const exact = term.trim().toLowerCase()
    const rows = await db
      .selectFrom('products as p')
      .select(['p.id', 'p.product_code', 'p.country', 'p.name_en', 'p.name_th'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(p.product_code)`, 'like', pattern),
          eb(sql<string>`lower(p.name_en)`, 'like', pattern),
          eb('p.name_th', 'like', thai),
        ]),
      )
      .orderBy(sql`lower(p.product_code) = ${exact}`, 'desc')
      .orderBy('p.created_at', 'desc')
      .limit(count)
      .execute()
    return rows.map((row) => ({
      _id: row.id,
      title: `${row.product_code} · ${lang === 'th' ? row.name_th : row.name_en}`,
      subtitle: row.country,
      listSearch: row.product_code,
    }))
  },
}
