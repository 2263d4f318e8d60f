// The buyer and the products of a generated order, made again from their numbers. The most recent
// ones are kept, a bounded number, since repeat buyers and popular products come back often.
import { displayName } from '../../seed/commerce/names'
import type { AddressParts } from '../../seed/commerce/people'
import { type CommercePlan, MEMBER_SPAN_MS } from '../../seed/commerce/plan'
import type { Rng } from '../../seed/commerce/random'
import { type GeneratedProduct, generatedProduct } from '../inventory/inventory.seed'
import { type GeneratedMember, generatedMember } from '../users/users.seed'

/** The address snapshot an order keeps, as jsonb text. */
function addressJson(member: GeneratedMember, parts: AddressParts): string {
  const shown = displayName(member.name)
  return JSON.stringify({
    firstName: shown.first,
    lastName: shown.last,
    phoneCode: member.phoneCode,
    phoneNumber: member.phoneNumber,
    country: parts.country,
    postalCode: parts.postalCode,
    province: parts.provinceTh ?? parts.provinceEn,
    provinceEng: parts.provinceEn,
    district: parts.districtTh ?? parts.districtEn,
    districtEng: parts.districtEn,
    subDistrict: parts.subDistrictTh ?? parts.subDistrictEn,
    subDistrictEng: parts.subDistrictEn,
    address: parts.address,
  })
}

export interface Buyer extends GeneratedMember {
  shippingJson: string
  billingJson: string
}

const CACHE_LIMIT = 50_000
const caches = new WeakMap<
  CommercePlan,
  { buyers: Map<number, Buyer>; products: Map<number, GeneratedProduct> }
>()

function cached<V>(map: Map<number, V>, key: number, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as number)
    map.set(key, value)
  }
  return value
}

function cachesOf(plan: CommercePlan) {
  let found = caches.get(plan)
  if (!found) {
    found = { buyers: new Map(), products: new Map() }
    caches.set(plan, found)
  }
  return found
}

/** The buyer: a member who had joined before the order, some of them buying much more than others. */
export function buyerOf(plan: CommercePlan, rng: Rng, createdAt: Date): Buyer {
  const memberStart = plan.asOf.getTime() - MEMBER_SPAN_MS
  const joined = Math.floor(((createdAt.getTime() - memberStart) / MEMBER_SPAN_MS) * plan.members.count)
  const pool = Math.max(1, Math.min(plan.members.count, joined))
  const number = plan.members.first + Math.floor(rng.next() ** 1.3 * pool)
  return cached(cachesOf(plan).buyers, number, () => {
    const member = generatedMember(plan, number)
    return {
      ...member,
      shippingJson: addressJson(member, member.shipping),
      billingJson: addressJson(member, member.billing ?? member.shipping),
    }
  })
}

/** Product `number` of the plan. */
export const productFor = (plan: CommercePlan, number: number): GeneratedProduct =>
  cached(cachesOf(plan).products, number, () => generatedProduct(plan, number))
