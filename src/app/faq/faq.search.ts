// 'Search records' → FAQ: the `faq` type of the server's record search, which finds FAQs by any part of
// their question in Thai or English; a hit opens the FAQ's full detail.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { faqPaths } from './faq.paths'

export const faqSearch: RecordSearchType = {
  type: 'faq' satisfies SearchType,
  titleKey: 'faq:nav.search.title',
  permission: { feature: 'faq', action: 'access' },
  hrefOf: (record) => faqPaths.hrefOf('faq.detail', { id: record._id }),
}
