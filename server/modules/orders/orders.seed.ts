// Generated orders (demo data and scale data) with their lines, courier tracking, coupons and history.
// An order is a pure function of the run's seed and its number: its time is its place in the two
// years before `asOf`, its status follows its age, and its buyer and products are made again from theirs.
import type { OrderStatus, PaymentMethod } from '../../../src/domain/orders'
import { type CommercePlan, DAY_MS, isoDate, ORDER_SPAN_MS } from '../../seed/commerce/plan'
import { Rng, STREAMS, timeOrderedUuid } from '../../seed/commerce/random'
import type { SeedBatch } from '../../seed/commerce/rowSink'
import { COUNTRY_MONEY, minorToDecimal, productRange } from '../inventory/inventory.seed'
import { orderAmounts } from './orderAmounts.seed'
import { buyerOf, productFor } from './orderParties.seed'
import {
  COURIERS,
  type Courier,
  PICKUP_BRANCHES,
  trackingEvents,
  trackingNumberFor,
} from './orderTracking.seed'

export const orderNumber = (number: number) => `ORD-${String(number).padStart(7, '0')}`

/**
 * Orders over the two years before `asOf`, in number order, more of them lately as the business grew
 * (about three times as many a day now as the average), the newest a minute old at least.
 */
function orderTime(plan: CommercePlan, number: number, jitter: number): Date {
  const share = (number - plan.orders.first + jitter) / plan.orders.count
  return new Date(plan.asOf.getTime() - Math.max(60_000, Math.floor(ORDER_SPAN_MS * (1 - share) ** 1.25)))
}

/** The older an order, the likelier it is done: new ones wait for payment or shipping. */
function statusForAge(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 2)
    return rng.weighted([
      ['to_pay', 30],
      ['to_ship', 40],
      ['to_receive', 20],
      ['to_review', 5],
      ['cancel_refund', 5],
    ] as const)
  if (ageDays < 7)
    return rng.weighted([
      ['to_pay', 3],
      ['to_ship', 12],
      ['to_receive', 40],
      ['to_review', 30],
      ['complete', 10],
      ['cancel_refund', 5],
    ] as const)
  if (ageDays < 30)
    return rng.weighted([
      ['to_ship', 1],
      ['to_receive', 5],
      ['to_review', 25],
      ['complete', 62],
      ['cancel_refund', 7],
    ] as const)
  return rng.weighted([
    ['to_review', 3],
    ['complete', 89],
    ['cancel_refund', 8],
  ] as const)
}

const STAFF = ['Nattaya Srisuk', 'Arthit Boonmee', 'Super Admin']

/** Adds order `number` with its lines, tracking, coupon and history to the batch. */
export function addOrder(plan: CommercePlan, number: number, batch: SeedBatch): void {
  const rng = new Rng(plan.seed, STREAMS.order, number)
  const createdAt = orderTime(plan, number, rng.next())
  const id = timeOrderedUuid(plan.seed, STREAMS.order, number, createdAt)
  const code = orderNumber(number)
  const buyer = buyerOf(plan, rng, createdAt)
  const ownRange = productRange(plan, buyer.country)
  // A country without products in a small run buys from Thailand's.
  const range = ownRange.count > 0 ? ownRange : productRange(plan, 'TH')
  const country = ownRange.count > 0 ? buyer.country : 'TH'
  const money = COUNTRY_MONEY[country]
  const ageDays = (plan.asOf.getTime() - createdAt.getTime()) / DAY_MS
  const status = statusForAge(rng, ageDays)
  const type = rng.chance(buyer.type === 'SCM_BUSINESS' ? 0.6 : 0.1) ? 'BMC' : 'ROC'
  const paymentMethod: PaymentMethod =
    country === 'TH'
      ? rng.weighted([
          ['promptpay', 50],
          ['credit_card', 30],
          ['bank_transfer', 20],
        ] as const)
      : rng.weighted([
          ['credit_card', 60],
          ['bank_transfer', 40],
        ] as const)

  const lineCount = Math.min(
    range.count,
    rng.weighted([
      [1, 40],
      [2, 25],
      [3, 18],
      [4, 10],
      [5, 7],
    ] as const),
  )
  const chosen = new Set<number>()
  while (chosen.size < lineCount) chosen.add(range.first + Math.floor(rng.next() * range.count))
  let productMinor = 0
  let totalPv = 0
  let totalQuantity = 0
  const reviewed = status === 'complete'
  let line = 0
  for (const productNumber of chosen) {
    const product = productFor(plan, productNumber)
    const quantity = rng.weighted([
      [1, 65],
      [2, 20],
      [3, 8],
      [rng.int(4, 10), 7],
    ] as const)
    productMinor += product.memberPriceMinor * quantity
    totalPv += product.pv * quantity
    totalQuantity += quantity
    batch.add('order_items', {
      order_id: id,
      line_no: ++line,
      product_id: product.id,
      product_code: product.code,
      product_name_th: product.nameTh,
      product_name_en: product.nameEn,
      price: minorToDecimal(product.memberPriceMinor),
      pv: product.pv,
      quantity,
      unit: product.unit,
      image_key: product.imageKey,
      is_reviewed: reviewed && rng.chance(0.7),
    })
  }

  const pickup = country === 'TH' && rng.chance(0.08) ? rng.pick(PICKUP_BRANCHES) : null
  const amounts = orderAmounts(rng, country, productMinor, pickup !== null)
  const { coupon } = amounts

  // Shipped: past to_ship, or a cancellation that came back as a return.
  const returned = status === 'cancel_refund' && !pickup && rng.chance(0.3)
  const shipped = status === 'to_receive' || status === 'to_review' || status === 'complete' || returned
  const courier: Courier | null = shipped && !pickup ? rng.pick(COURIERS[country] ?? COURIERS.TH) : null
  const trackingNumber = courier ? trackingNumberFor(rng, courier) : null
  const events = shipped
    ? trackingEvents(rng, {
        status,
        returned,
        pickup,
        courier,
        createdAt,
        asOf: plan.asOf,
        buyer,
        orderNumber: code,
      })
    : []
  for (const [index, event] of events.entries())
    batch.add('order_tracking', { order_id: id, seq: index + 1, ...event, tracking_number: trackingNumber })

  if (coupon)
    batch.add('order_coupons', {
      order_id: id,
      coupon_code: coupon.code,
      coupon_name: coupon.name,
      discount_category: coupon.category,
      discount_amount: minorToDecimal(amounts.discount),
    })

  let updatedAt = events.length > 0 ? (events[events.length - 1].tracked_at as Date) : createdAt
  let version = 1
  const history = (actorKind: 'staff' | 'member', action: string, changes: object, at: Date) => {
    batch.add('order_history', {
      order_id: id,
      actor_kind: actorKind,
      actor_name: actorKind === 'staff' ? rng.pick(STAFF) : code,
      action,
      changes,
      created_at: at,
    })
    version++
    if (at > updatedAt) updatedAt = at
  }
  if (status === 'cancel_refund') {
    const at = new Date(
      Math.min(plan.asOf.getTime() - 60_000, createdAt.getTime() + rng.int(1, 48) * 3_600_000),
    )
    const byStaff = returned || rng.chance(0.4)
    history(
      byStaff ? 'staff' : 'member',
      returned ? 'refund' : 'cancel',
      { status: { from: returned ? 'to_receive' : rng.pick(['to_pay', 'to_ship']), to: 'cancel_refund' } },
      at,
    )
  } else if (trackingNumber && rng.chance(0.04)) {
    const at = new Date(
      Math.min(plan.asOf.getTime() - 60_000, createdAt.getTime() + rng.int(2, 30) * 3_600_000),
    )
    history('staff', 'update_tracking_number', { trackingNumber: { from: null, to: trackingNumber } }, at)
  }

  const arriving =
    status === 'to_ship' || status === 'to_receive'
      ? isoDate(new Date(createdAt.getTime() + rng.int(2, 5) * DAY_MS))
      : events.length > 0 && (status === 'to_review' || status === 'complete')
        ? isoDate(events[events.length - 1].tracked_at as Date)
        : null
  const name = buyer.name
  batch.add('orders', {
    id,
    order_number: code,
    member_id: buyer.id,
    buyer_member_code: buyer.code,
    buyer_first_name_th: name.firstNameTh,
    buyer_last_name_th: name.lastNameTh,
    buyer_first_name_en: name.firstNameEn,
    buyer_last_name_en: name.lastNameEn,
    buyer_phone_code: buyer.phoneCode,
    buyer_phone_number: buyer.phoneNumber,
    country,
    currency: money.currency,
    status,
    type,
    payment_method: paymentMethod,
    total_product_price: minorToDecimal(amounts.totalProductPrice),
    shipping_fees: minorToDecimal(amounts.shippingFees),
    taxes: minorToDecimal(amounts.taxes),
    discount: minorToDecimal(amounts.discount),
    total_price: minorToDecimal(amounts.total),
    total_pv: totalPv,
    total_quantity: totalQuantity,
    courier_name: courier?.name ?? null,
    tracking_number: trackingNumber,
    pickup_address: pickup,
    shipping_address: pickup ? null : buyer.shippingJson,
    billing_address: buyer.billingJson,
    arriving_on: arriving,
    created_at: createdAt,
    updated_at: updatedAt,
    version,
  })
}
