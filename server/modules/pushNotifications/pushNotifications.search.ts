import { sql } from 'kysely'
import { prefixPattern, prefixPatternAsTyped } from '../../lib/search'
import type { SearchSource } from '../search/searchSource'

/**
 * Push notifications in record search: by the start of their topic in English (ignoring case) or Thai,
 * on their prefix indexes (0019), latest send time first. The title is the topic in the caller's
 * language, the subtitle the other language's, and the list search the title (the list finds it so).
 */
export const pushNotificationsSearch: SearchSource = {
  type: 'pushNotifications',
  permission: { feature: 'pushNotifications', action: 'access' },
  async find({ db, lang }, term, count) {
    const rows = await db
      .selectFrom('push_notifications as p')
      .select(['p.id', 'p.topic'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(p.topic ->> 'en')`, 'like', prefixPattern(term)),
          eb(sql<string>`p.topic ->> 'th'`, 'like', prefixPatternAsTyped(term)),
        ]),
      )
      .orderBy('p.send_at', 'desc')
      .orderBy('p.id')
      .limit(count)
      .execute()
    return rows.map((row) => {
      const title = lang === 'th' ? row.topic.th : row.topic.en
      return { _id: row.id, title, subtitle: lang === 'th' ? row.topic.en : row.topic.th, listSearch: title }
    })
  },
}
