import { sql } from 'kysely'
import { prefixPattern } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Members in record search: by the start of the member id or a first or last name in Thai or Latin
 * letters, on their prefix indexes (0006_users); a member id typed in full comes first, so Enter opens it.
 */
export const membersSearch: SearchSource = {
  type: 'users',
  permission: { feature: 'users', action: 'access' },
  async find({ db, lang }, term, count) {
    const pattern = prefixPattern(term)
    const exact = term.trim().toLowerCase()
    const rows = await db
      .selectFrom('members as m')
      .select([
        'm.id',
        'm.member_code',
        'm.first_name_en',
        'm.last_name_en',
        'm.first_name_th',
        'm.last_name_th',
      ])
      .where((eb) =>
        eb.or(
          (['member_code', 'first_name_th', 'last_name_th', 'first_name_en', 'last_name_en'] as const).map(
            (column) => eb(sql<string>`lower(${sql.ref(`m.${column}`)})`, 'like', pattern),
          ),
        ),
      )
      .orderBy(sql`lower(m.member_code) = ${exact}`, 'desc')
      .orderBy('m.created_at', 'desc')
      .limit(count)
      .execute()
    return rows.map((row) => {
      const th = [row.first_name_th, row.last_name_th].filter(Boolean).join(' ')
      const en = [row.first_name_en, row.last_name_en].filter(Boolean).join(' ')
      const name = (lang === 'th' ? th || en : en || th) || row.member_code
      return {
        _id: row.id,
        title: name,
        subtitle: [row.member_code, lang === 'th' ? en : th].filter(Boolean).join(' · '),
        listSearch: row.member_code,
      }
    })
  },
}
