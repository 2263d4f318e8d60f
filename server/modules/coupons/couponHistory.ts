import type { components } from '../../../src/api/schema'
import type { OperationRequest } from '../../http/defineHandlers'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import { couponHistoryRows, type HistoryFilter } from './couponHistory.queries'
import type { CouponRow } from './couponRows'

/** An amount of the history filter: '' (or absent) is no bound, as the screen sends both 0s (spec section 5). */
const amountOf = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text))

/** The history's filter as a history or export request asks for it. */
export const historyFilterOf = (query: {
  search?: string
  redeemMinAmount?: string
  redeemMaxAmount?: string
  startDate?: string
  endDate?: string
}): HistoryFilter => ({
  minAmount: amountOf(query.redeemMinAmount),
  maxAmount: amountOf(query.redeemMaxAmount),
  search: searchOf(query.search),
  from: query.startDate,
  to: query.endDate,
})

/** The coupon `{_id, name, code}` and a page of the orders that redeemed it. */
export async function couponHistory(
  request: OperationRequest<'getCouponHistory'>,
  coupon: CouponRow,
): Promise<components['schemas']['CouponHistory']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await couponHistoryRows(
    request.server.db,
    coupon.id,
    historyFilterOf(query),
    page,
    request.lang,
  )
  return {
    coupon: { _id: coupon.id, name: coupon.name, code: coupon.code },
    data: rows.map((row) => ({
      _id: row.id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      member: row.member_id
        ? { _id: row.member_id, memberId: row.member_code ?? '', name: row.member_name ?? '' }
        : null,
      discountCategory: row.discount_category,
      discountAmount: Number(row.discount_amount),
      totalPrice: row.total_price === null ? null : Number(row.total_price),
      redeemedAt: new Date(row.redeemed_at).toISOString(),
      releasedAt: row.released_at === null ? null : new Date(row.released_at).toISOString(),
    })),
    total,
    page: page.page,
    limit: page.limit,
  }
}
