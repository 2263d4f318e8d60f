import { sql } from 'kysely'
import { containsPattern, prefixPattern } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Articles in record search: by any part of the Thai or English title, as the article list's search
 * matches; titles starting with the term first, then the newest. The subtitle is the other language's
 * title, and the list search takes the term itself.
 */
export const articlesSearch: SearchSource = {
  type: 'articles',
  permission: { feature: 'newsArticles', action: 'access' },
  async find({ db, lang }, term, count) {
    const anywhere = containsPattern(term)
    const start = prefixPattern(term)
    const rows = await db
      .selectFrom('articles as a')
      .select(['a.id', 'a.name_en', 'a.name_th'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(a.name_en)`, 'like', anywhere),
          eb(sql<string>`lower(a.name_th)`, 'like', anywhere),
        ]),
      )
      .orderBy(sql`lower(a.name_en) like ${start} or lower(a.name_th) like ${start}`, 'desc')
      .orderBy('a.created_at', 'desc')
      .limit(count)
      .execute()
    return rows.map((row) => {
      const [title, subtitle] = lang === 'th' ? [row.name_th, row.name_en] : [row.name_en, row.name_th]
      return { _id: row.id, title, subtitle, listSearch: title.slice(0, 255) }
    })
  },
}
