// 'Search records' → Coupons: the `coupons` type of the server's record search, which finds coupons by
// the start of their code or name ("open a coupon by code"); a hit opens its redeem history.
import type { SearchType } from '../../api/search'
import type { RecordSearchType } from '../../commands/recordSearch'
import { couponsPaths } from './coupons.paths'

export const couponsSearch: RecordSearchType = {
  type: 'coupons' satisfies SearchType,
  titleKey: 'coupons:nav.search.title',
  permission: { feature: 'coupons', action: 'access' },
  hrefOf: (record) => couponsPaths.hrefOf('coupons.history', { id: record._id }),
}
