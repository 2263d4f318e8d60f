// "Why does this coupon (not) work for this member?": the checkout's evaluation for a member and a cart
// at an instant, with the counts of the current windows, changing nothing.
import type { components } from '../../../src/api/schema'
import { evaluateCoupon } from '../../../src/domain/coupons/couponEvaluator'
import type { Cart } from '../../../src/domain/coupons/couponScope'
import type { OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { cartOfOrder, cartOfProducts, evaluatedMember, redemptionCounts } from './couponEvaluation.queries'
import { type CouponRow, rulesOf } from './couponRows'

export async function dryRunCoupon(
  request: OperationRequest<'dryRunCoupon'>,
  coupon: CouponRow,
): Promise<components['schemas']['CouponEvaluation']> {
  const { db } = request.server
  const body = request.body
  const member = await evaluatedMember(db, body.memberId)
  if (!member) throw new AppError(404, 'coupons.errors.member_not_found')
  let cart: Cart
  let orderType = body.orderType ?? 'ROC'
  if (body.orderId) {
    const order = await cartOfOrder(db, body.orderId)
    if (!order) throw new AppError(404, 'coupons.errors.order_not_found')
    if (order.memberId !== body.memberId) throw new AppError(400, 'coupons.errors.order_of_other_member')
    cart = order.cart
    orderType = body.orderType ?? order.orderType
  } else {
    if (!body.products || body.products.length === 0) throw new AppError(400, 'coupons.errors.cart_required')
    const made = await cartOfProducts(db, member.country, body.products, body.shippingFee ?? 0)
    if (made.missing.length > 0)
      throw new AppError(400, 'coupons.errors.product_not_found', { code: made.missing[0] })
    cart = made.cart
  }
  const instant = body.at ? Date.parse(body.at) : Date.now()
  const rules = rulesOf(coupon)
  const counts = await redemptionCounts(db, coupon.id, rules, body.memberId, member.sponsorId, instant)
  return evaluateCoupon(rules, { member, cart, orderType, instant, counts })
}
