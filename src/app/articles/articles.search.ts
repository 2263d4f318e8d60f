// 'Search records' → Articles: the `articles` type of the server's record search, which finds articles
// by any part of their Thai or English title; a hit opens the article's full detail.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { articlesPaths } from './articles.paths'

export const articlesSearch: RecordSearchType = {
  type: 'articles' satisfies SearchType,
  titleKey: 'articles:nav.search.title',
  permission: { feature: 'newsArticles', action: 'access' },
  hrefOf: (record) => articlesPaths.hrefOf('articles.detail', { id: record._id }),
}
