// 'Search records' → Orders: the `orders` type of the server's record search, which finds orders by the
// start of their number or the buyer's member id; a full order number comes first, so Enter opens it.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { ordersPaths } from './orders.paths'

export const ordersSearch: RecordSearchType = {
  type: 'orders' satisfies SearchType,
  titleKey: 'orders:nav.search.title',
  permission: { feature: 'orders', action: 'access' },
  hrefOf: (record) => ordersPaths.hrefOf('orders.detail', { id: record._id }),
}
