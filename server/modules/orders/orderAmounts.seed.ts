// What a generated order costs: shipping (free from a spend), a coupon sometimes, and the country's
// value-added tax, all in the order's minor units so that the total is exact.
import { type OrderAmounts, orderTotal } from '../../../src/domain/orders'
import type { Rng } from '../../seed/commerce/random'
import { COUNTRY_MONEY } from '../inventory/inventory.seed'

/** Value-added tax (or GST, SST) on what the buyer pays, per country, in percent. */
const TAX_PERCENT: Record<string, number> = { TH: 7, MY: 6, SG: 9, VN: 10, KH: 10, LA: 10, MM: 5 }
/** Shipping in baht, free from a spend in baht (converted to the country's money). */
const SHIPPING = { feeBaht: 50, freeFromBaht: 1500 }

/** The coupons generated orders use; the coupons seed makes each one a real coupon. */
export const ORDER_COUPONS = [
  { code: 'WELCOME100', name: 'Welcome ฿100 off', category: 'Product Price', amountBaht: 100 },
  { code: 'NEWYEAR10', name: 'New Year 10% off', category: 'Product Price', percent: 10, capBaht: 300 },
  { code: 'MEMBER50', name: 'Member day ฿50 off', category: 'Product Price', amountBaht: 50 },
  { code: 'FREESHIP', name: 'Free shipping', category: 'Shipping Fee', shipping: true },
] as const

export type SeedCoupon = (typeof ORDER_COUPONS)[number]

export interface GeneratedAmounts extends OrderAmounts {
  total: number
  coupon: SeedCoupon | null
}

/** The amounts of an order of `productMinor` worth of products in `country`. */
export function orderAmounts(
  rng: Rng,
  country: string,
  productMinor: number,
  pickup: boolean,
): GeneratedAmounts {
  const money = COUNTRY_MONEY[country]
  const toMinor = (baht: number) => Math.round((baht * money.perBaht) / money.step) * money.step * 100
  const shippingFees =
    pickup || productMinor >= toMinor(SHIPPING.freeFromBaht) ? 0 : toMinor(SHIPPING.feeBaht)
  let discount = 0
  let coupon: SeedCoupon | null = null
  if (rng.chance(0.12)) {
    coupon = rng.pick(ORDER_COUPONS)
    if ('shipping' in coupon) discount = shippingFees
    else if ('percent' in coupon)
      discount = Math.min(Math.round((productMinor * coupon.percent) / 100), toMinor(coupon.capBaht))
    else discount = Math.min(productMinor, toMinor(coupon.amountBaht))
    if (discount === 0) coupon = null
  }
  const taxes = Math.round(((productMinor + shippingFees - discount) * TAX_PERCENT[country]) / 100)
  const amounts = { totalProductPrice: productMinor, shippingFees, taxes, discount }
  return { ...amounts, total: orderTotal(amounts), coupon }
}
