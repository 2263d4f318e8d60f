import { sql } from 'kysely'
import { containsPattern, prefixPattern } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * FAQs in record search: by any part of the question in either language, as the FAQ list's search
 * matches; questions starting with the term first, then the most viewed. The subtitle is the FAQ's
 * category; the list search takes the term itself.
 */
export const faqSearch: SearchSource = {
  type: 'faq',
  permission: { feature: 'faq', action: 'access' },
  async find({ db, lang }, term, count) {
    const question = lang === 'th' ? 'f.question_th' : 'f.question_en'
    const rows = await db
      .selectFrom('faqs as f')
      .innerJoin('faq_categories as c', 'c.id', 'f.category_id')
      .select(['f.id', 'f.question_en', 'f.question_th', 'c.name'])
      .where(sql<boolean>`lower(f.question_en) like ${containsPattern(term)}
        or lower(f.question_th) like ${containsPattern(term)}`)
      .orderBy(sql`lower(${sql.ref(question)}) like ${prefixPattern(term)}`, 'desc')
      .orderBy('f.views', 'desc')
      .limit(count)
      .execute()
    return rows.map((row) => ({
      _id: row.id,
      title: lang === 'th' ? row.question_th : row.question_en,
      subtitle: row.name,
      listSearch: term.trim().slice(0, 255),
    }))
  },
}
