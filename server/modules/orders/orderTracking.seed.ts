// Couriers, pickup branches and tracking histories of generated orders, consistent with each status:
// to_receive has events up to (not including) delivery, to_review and complete end delivered (signed
// for), a returned cancellation ends returned; nothing happens after `asOf`.
import type { OrderStatus, TrackingStatusCode } from '../../../src/domain/orders'
import type { Rng } from '../../seed/commerce/random'
import { DEMO_SIGNATURES, demoPicture } from '../../seed/demoPictureKeys'
import type { GeneratedMember } from '../users/users.seed'
import type { PickupAddress } from './orders.tables'

export interface Courier {
  name: string
  trackingNumber: (rng: Rng) => string
}

const thailandPost: Courier = { name: 'Thailand Post', trackingNumber: (r) => `EX${r.digits(9)}TH` }
const kerry: Courier = { name: 'Kerry Express', trackingNumber: (r) => `KERDO${r.digits(10)}` }
const flash: Courier = { name: 'Flash Express', trackingNumber: (r) => `TH${r.digits(11)}A` }
const jt: Courier = { name: 'J&T Express', trackingNumber: (r) => `8${r.digits(11)}` }
const ninja: Courier = { name: 'Ninja Van', trackingNumber: (r) => `NV${r.digits(12)}` }
const dhl: Courier = { name: 'DHL eCommerce', trackingNumber: (r) => `TH${r.digits(4)}${r.digits(10)}` }

export const COURIERS: Record<string, readonly Courier[]> = {
  TH: [thailandPost, kerry, flash, jt, ninja, dhl],
  MY: [jt, ninja, dhl],
  SG: [ninja, dhl],
  VN: [jt, ninja],
  KH: [jt, dhl],
  LA: [dhl],
  MM: [dhl],
}

export const trackingNumberFor = (rng: Rng, courier: Courier) => courier.trackingNumber(rng)

const branch = (code: string, th: string, en: string, province: string, phone: string): PickupAddress => ({
  branch: en,
  code,
  country: 'TH',
  province,
  phoneCode: '66',
  phoneNumbers: [phone],
  address: th,
  addressEng: en,
})

/** Branches where buyers in Thailand collect orders. */
export const PICKUP_BRANCHES: readonly PickupAddress[] = [
  branch(
    'BKK01',
    '99 ถนนบางนา-ตราด แขวงบางนาใต้ เขตบางนา กรุงเทพมหานคร 10260',
    '99 Bangna-Trat Road, Bang Na, Bangkok 10260',
    'กรุงเทพมหานคร',
    '21234567',
  ),
  branch(
    'CNX01',
    '12 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200',
    '12 Huay Kaew Road, Mueang Chiang Mai, Chiang Mai 50200',
    'เชียงใหม่',
    '53123456',
  ),
  branch(
    'KKC01',
    '45 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40000',
    '45 Mittraphap Road, Mueang Khon Kaen, Khon Kaen 40000',
    'ขอนแก่น',
    '43123456',
  ),
  branch(
    'HDY01',
    '8 ถนนนิพัทธ์อุทิศ 3 ตำบลหาดใหญ่ อำเภอหาดใหญ่ สงขลา 90110',
    '8 Niphat Uthit 3 Road, Hat Yai, Songkhla 90110',
    'สงขลา',
    '74123456',
  ),
  branch(
    'PKT01',
    '3 ถนนเยาวราช ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต ภูเก็ต 83000',
    '3 Yaowarat Road, Mueang Phuket, Phuket 83000',
    'ภูเก็ต',
    '76123456',
  ),
]

const HUBS: Record<string, readonly string[]> = {
  TH: ['Bang Na sorting centre', 'Lat Krabang hub', 'Nakhon Sawan hub', 'Khon Kaen hub', 'Surat Thani hub'],
  MY: ['Shah Alam hub', 'Johor Bahru hub'],
  SG: ['Tuas hub'],
  VN: ['Tan Binh hub', 'Long Bien hub'],
  KH: ['Phnom Penh hub'],
  LA: ['Vientiane hub'],
  MM: ['Yangon hub'],
}

const DESCRIPTIONS: Record<TrackingStatusCode, (courier: string) => string> = {
  PICKED_UP: (courier) => `Parcel picked up by ${courier}`,
  IN_TRANSIT: () => 'Parcel in transit to the destination hub',
  OUT_FOR_DELIVERY: () => 'Out for delivery',
  DELIVERED: () => 'Delivered and signed for',
  READY_FOR_PICKUP: () => 'Ready for pickup at the branch',
  COLLECTED: () => 'Collected by the buyer',
  RETURNED: () => 'Returned to the sender',
}

export interface TrackingRow {
  name: string
  status_code: TrackingStatusCode
  description: string
  tracked_at: Date
  last_mile_signature_key: string | null
}

export interface TrackingContext {
  status: OrderStatus
  returned: boolean
  pickup: PickupAddress | null
  courier: Courier | null
  createdAt: Date
  asOf: Date
  buyer: GeneratedMember
  orderNumber: string
}

const HOUR = 3_600_000

/** The events of a shipped (or returned, or picked-up) order, oldest first, all before `asOf`. */
export function trackingEvents(rng: Rng, order: TrackingContext): TrackingRow[] {
  // A member signs alike for every parcel.
  const signature = demoPicture(DEMO_SIGNATURES, order.buyer.number)
  const steps: { code: TrackingStatusCode; name: string; afterHours: number }[] = []
  let hours = rng.int(12, 36)
  const later = (min: number, max: number) => {
    hours += rng.int(min, max)
    return hours
  }
  if (order.pickup) {
    steps.push({ code: 'READY_FOR_PICKUP', name: order.pickup.branch, afterHours: hours })
    if (order.status !== 'to_receive')
      steps.push({ code: 'COLLECTED', name: order.pickup.branch, afterHours: later(1, 72) })
  } else {
    const country = order.buyer.country in HUBS ? order.buyer.country : 'TH'
    const destination = `${order.buyer.shipping.provinceEn ?? order.buyer.shipping.country} delivery branch`
    steps.push({ code: 'PICKED_UP', name: rng.pick(HUBS[country]), afterHours: hours })
    const legs = rng.int(1, 2)
    for (let leg = 0; leg < legs; leg++)
      steps.push({ code: 'IN_TRANSIT', name: rng.pick(HUBS[country]), afterHours: later(6, 20) })
    if (order.returned)
      steps.push({ code: 'RETURNED', name: rng.pick(HUBS[country]), afterHours: later(24, 96) })
    else {
      steps.push({ code: 'OUT_FOR_DELIVERY', name: destination, afterHours: later(8, 30) })
      if (order.status !== 'to_receive')
        steps.push({ code: 'DELIVERED', name: destination, afterHours: later(2, 8) })
    }
  }
  // On the way: only the first few events have happened yet.
  const happened = order.status === 'to_receive' ? steps.slice(0, rng.int(1, steps.length)) : steps
  // A recent order's events are squeezed into the time it has had.
  const available = order.asOf.getTime() - order.createdAt.getTime() - 60_000
  const scale = Math.max(0, Math.min(1, (available * 0.95) / (hours * HOUR)))
  const courierName = order.courier?.name ?? ''
  return happened.map((step) => ({
    name: step.name,
    status_code: step.code,
    description: DESCRIPTIONS[step.code](courierName),
    tracked_at: new Date(order.createdAt.getTime() + Math.floor(step.afterHours * HOUR * scale)),
    last_mile_signature_key: step.code === 'DELIVERED' || step.code === 'COLLECTED' ? signature : null,
  }))
}
