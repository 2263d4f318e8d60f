// 'Search records' → Products: the `inventory` type of the server's record search, which finds products by
// the start of their code or name; a full code comes first, so Enter opens its images and video. The
// hit's subtitle is the product's country, which the media screen's address holds.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { inventoryPaths } from './inventory.paths'

export const inventorySearch: RecordSearchType = {
  type: 'inventory' satisfies SearchType,
  titleKey: 'inventory:nav.search.title',
  permission: { feature: 'inventory', action: 'access' },
  hrefOf: (record) =>
    inventoryPaths.hrefOf('inventory.media', { locationBase: record.subtitle || 'TH', id: record._id }),
}
