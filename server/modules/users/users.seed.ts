// Generated members (demo data and scale data): a pure function of the run's seed and the member's
// number, so an order can make its buyer again instead of keeping members in memory.
import type { DocumentStatus, Gender, MemberTier, MemberType } from '../../../src/domain/members'
import { displayName, type PersonName, personName } from '../../seed/commerce/names'
import { type AddressParts, addressIn, emailFor, mobileNumber } from '../../seed/commerce/people'
import { type CommercePlan, DAY_MS, isoDate, MEMBER_SPAN_MS, spreadTime } from '../../seed/commerce/plan'
import { Rng, STREAMS, stableUuid } from '../../seed/commerce/random'
import type { SeedBatch } from '../../seed/commerce/rowSink'

/** Most members are in Thailand. */
const MEMBER_COUNTRIES = [
  ['TH', 80],
  ['MY', 5],
  ['VN', 5],
  ['LA', 3],
  ['KH', 3],
  ['MM', 2],
  ['SG', 2],
] as const

const DIAL_CODES: Record<string, string> = {
  TH: '66',
  MY: '60',
  VN: '84',
  LA: '856',
  KH: '855',
  MM: '95',
  SG: '65',
}

export interface GeneratedMember {
  number: number
  id: string
  code: string
  country: string
  name: PersonName
  gender: Gender
  phoneCode: string
  phoneNumber: string
  type: MemberType
  createdAt: Date
  shipping: AddressParts
  /** A billing address of its own, or null when the member bills to the shipping address. */
  billing: AddressParts | null
}

export const memberCode = (country: string, number: number) => `${country}-${number}`

export const memberId = (plan: CommercePlan, number: number) => stableUuid(plan.seed, STREAMS.member, number)

/** Member `number` of the plan, with what its orders need. */
export function generatedMember(plan: CommercePlan, number: number): GeneratedMember & { rng: Rng } {
  const rng = new Rng(plan.seed, STREAMS.member, number)
  const index = number - plan.members.first
  const country = rng.weighted(MEMBER_COUNTRIES)
  const gender: Gender = rng.weighted([
    ['female', 52],
    ['male', 45],
    ['unspecified', 3],
  ] as const)
  const name = personName(rng, country, gender)
  return {
    number,
    id: memberId(plan, number),
    code: memberCode(country, number),
    country,
    name,
    gender,
    phoneCode: DIAL_CODES[country],
    phoneNumber: mobileNumber(rng, country),
    type: rng.chance(0.25) ? 'SCM_BUSINESS' : 'SCM_MEMBER',
    createdAt: spreadTime(plan.asOf, MEMBER_SPAN_MS, index, plan.members.count, rng.next()),
    shipping: addressIn(rng, country, plan.geography),
    billing: rng.chance(0.3) ? addressIn(rng, country, plan.geography) : null,
    rng,
  }
}

const TIERS_BY_TYPE: Record<MemberType, readonly (readonly [MemberTier, number])[]> = {
  SCM_MEMBER: [
    ['bronze', 60],
    ['silver', 30],
    ['gold', 10],
  ],
  SCM_BUSINESS: [
    ['silver', 25],
    ['gold', 35],
    ['platinum', 28],
    ['diamond', 12],
  ],
}

function addressRow(
  member: GeneratedMember,
  category: 'shipping' | 'billing',
  parts: AddressParts,
  isDefault: boolean,
) {
  const shown = displayName(member.name)
  return {
    member_id: member.id,
    category,
    is_default: isDefault,
    first_name: shown.first,
    last_name: shown.last,
    phone_code: member.phoneCode,
    phone_number: member.phoneNumber,
    country: parts.country,
    address: parts.address,
    sub_district_id: parts.subDistrictId,
    province_th: parts.provinceTh,
    province_en: parts.provinceEn,
    district_th: parts.districtTh,
    district_en: parts.districtEn,
    sub_district_th: parts.subDistrictTh,
    sub_district_en: parts.subDistrictEn,
    postal_code: parts.postalCode,
    created_at: member.createdAt,
  }
}

/** Adds member `number` and its addresses to the batch. */
export function addMember(plan: CommercePlan, number: number, batch: SeedBatch): void {
  const member = generatedMember(plan, number)
  const { rng } = member
  const index = number - plan.members.first
  // A tree: each member but the first few was brought in by an earlier member of the run.
  const sponsorIndex = index > 0 && rng.chance(0.95) ? Math.floor(rng.next() ** 1.6 * index) : null
  const status = rng.weighted([
    ['active', 90],
    ['inactive', 7],
    ['terminate', 3],
  ] as const)
  const documentStatus: DocumentStatus = rng.weighted([
    ['verified', 70],
    ['pending', 15],
    ['not_submitted', 10],
    ['rejected', 5],
  ] as const)
  const born = new Date(Date.UTC(rng.int(1960, 2005), rng.int(0, 11), rng.int(1, 28)))
  // A year's membership, renewed each year by active members; lapsed ones expired at some point.
  const years = Math.max(1, Math.ceil((plan.asOf.getTime() - member.createdAt.getTime()) / (365 * DAY_MS)))
  const renewedYears = status === 'active' ? years : rng.int(1, years)
  const expires = new Date(member.createdAt.getTime() + renewedYears * 365 * DAY_MS)
  const twoFa = rng.chance(0.2)
  batch.add('members', {
    id: member.id,
    member_code: member.code,
    first_name_th: member.name.firstNameTh,
    last_name_th: member.name.lastNameTh,
    first_name_en: member.name.firstNameEn,
    last_name_en: member.name.lastNameEn,
    phone_code: member.phoneCode,
    phone_number: member.phoneNumber,
    email: emailFor(rng, member.name, number),
    status,
    member_type: member.type,
    tier: rng.weighted(TIERS_BY_TYPE[member.type]),
    sponsor_id: sponsorIndex === null ? null : memberId(plan, plan.members.first + sponsorIndex),
    document_status: documentStatus,
    country: member.country,
    citizenship: rng.chance(0.97) ? member.country : rng.pick(['TH', 'MY', 'VN', 'LA', 'KH', 'MM', 'SG']),
    gender: member.gender,
    date_of_birth: isoDate(born),
    expired_date: isoDate(expires),
    two_fa_enabled: twoFa,
    google_auth: twoFa && rng.chance(0.7),
    sms_auth: rng.chance(0.3),
    facebook_auth: rng.chance(0.25),
    created_at: member.createdAt,
    updated_at: member.createdAt,
  })
  batch.add('member_addresses', addressRow(member, 'shipping', member.shipping, true))
  if (member.billing) batch.add('member_addresses', addressRow(member, 'billing', member.billing, true))
  if (rng.chance(0.15))
    batch.add(
      'member_addresses',
      addressRow(member, 'shipping', addressIn(rng, member.country, plan.geography), false),
    )
}
