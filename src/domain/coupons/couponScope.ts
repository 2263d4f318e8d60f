// Which lines of a cart a coupon covers, and what its discount category discounts: the product lines in
// its categories and scope (less the exempt list), the shipping fee, or the subscription or renewal fee
// of the plans in scope. Amounts are in minor units (satang) so sums and caps are exact.
import { type CouponRules, LIST_ITEM_KIND_OF_SCOPE, SELECT_SCOPES } from './couponOptions'

export const CART_LINE_KINDS = ['product', 'subscription', 'renewal'] as const
export type CartLineKind = (typeof CART_LINE_KINDS)[number]

export interface CartLine {
  kind: CartLineKind
  /** The product's id, or the plan's (a member type) for a subscription or renewal line. */
  itemId: string
  categoryId: string | null
  isPromotion: boolean
  /** The line's total in baht (price × quantity). */
  amount: number
}

export interface Cart {
  lines: CartLine[]
  /** Baht. */
  shippingFee: number
}

export const toMinor = (amount: number): number => Math.round(amount * 100)

/** The key of a line in the scope's list, or null when the scope does not look at lines of its kind. */
function keyOf(scope: CouponRules['applicableType'], line: CartLine): string | null {
  const kind = LIST_ITEM_KIND_OF_SCOPE[scope]
  if (kind === 'plan') return line.kind === 'product' ? null : line.itemId
  if (line.kind !== 'product') return null
  if (kind === 'category') return line.categoryId
  if (kind === 'promotionProduct' && !line.isPromotion) return null
  return line.itemId
}

/** The lines the coupon covers. */
export function coveredLines(coupon: CouponRules, cart: Cart): CartLine[] {
  const categories = coupon.isAllProductCategories ? null : new Set(coupon.productCategories)
  const list = new Set(coupon.applicableList)
  const selects = SELECT_SCOPES.has(coupon.applicableType)
  const exempts = !selects && coupon.applicableListType === 'Exempt List'
  return cart.lines.filter((line) => {
    if (categories && line.kind === 'product' && !(line.categoryId && categories.has(line.categoryId)))
      return false
    const key = keyOf(coupon.applicableType, line)
    if (key === null) return false
    if (selects) return list.has(key)
    return !(exempts && list.has(key))
  })
}

/** What the discount applies to, in minor units: zero when the cart has nothing the coupon covers. */
export function discountBase(coupon: CouponRules, cart: Cart): number {
  const lines = coveredLines(coupon, cart)
  const sum = (kind: CartLineKind) =>
    lines.reduce((total, line) => (line.kind === kind ? total + Math.max(0, toMinor(line.amount)) : total), 0)
  switch (coupon.discountCategory) {
    case 'Product Price':
      return sum('product')
    case 'Shipping Fee':
      return lines.length > 0 ? Math.max(0, toMinor(cart.shippingFee)) : 0
    case 'Subscription Fee':
      return sum('subscription')
    case 'Subscription Renewal Fee':
      return sum('renewal')
  }
}

/** The discount on `base` minor units: never negative, never above the base, a percentage never above capAt. */
export function discountOn(coupon: CouponRules, base: number): number {
  if (base <= 0) return 0
  const raw =
    coupon.discountType === 'Fix Amount Discount'
      ? toMinor(coupon.discountAmount ?? 0)
      : Math.min(Math.round((base * (coupon.discountPercentage ?? 0)) / 100), toMinor(coupon.capAt ?? 0))
  return Math.max(0, Math.min(raw, base))
}
