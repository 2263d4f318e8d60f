// Phone numbers, e-mails and addresses of generated members: mobile numbers as each country's operators
// hand them out, and real Thai sub-districts with their postal codes.
import { faker as fakerTH } from '@faker-js/faker/locale/th'
import type {
  ThaiDistrict,
  ThaiDivisions,
  ThaiProvince,
  ThaiSubDistrict,
} from '../../modules/users/thaiDivisions'
import type { PersonName } from './names'
import type { Rng } from './random'

const THAI_STREETS = (fakerTH.rawDefinitions.location as { street_name: string[] }).street_name

/** National mobile numbers without the trunk 0, as each country's operators hand them out. */
const MOBILE_FORMATS: Record<string, (rng: Rng) => string> = {
  TH: (rng) =>
    `${rng.pick(['61', '62', '63', '64', '65', '80', '81', '82', '83', '84', '85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99'])}${rng.digits(7)}`,
  MY: (rng) => `1${rng.pick(['2', '3', '6', '7', '9'])}${rng.int(1, 9)}${rng.digits(6)}`,
  SG: (rng) =>
    `${rng.pick(['81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '96', '97', '98'])}${rng.digits(6)}`,
  VN: (rng) =>
    `${rng.pick(['90', '91', '93', '94', '96', '97', '98', '32', '33', '34', '35', '36', '37', '38', '39', '70', '76', '77', '78', '79', '81', '82', '83', '84', '85'])}${rng.digits(7)}`,
  KH: (rng) =>
    `${rng.pick(['12', '15', '16', '17', '77', '78', '85', '89', '92', '93', '97', '98'])}${rng.digits(6)}`,
  LA: (rng) => `20${rng.pick(['2', '5', '7', '9'])}${rng.digits(7)}`,
  MM: (rng) =>
    `9${rng.pick(['25', '26', '40', '42', '44', '45', '65', '66', '69', '75', '76', '77', '78', '79'])}${rng.digits(7)}`,
}

export const mobileNumber = (rng: Rng, country: string) => (MOBILE_FORMATS[country] ?? MOBILE_FORMATS.TH)(rng)

const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com', 'icloud.com']

/** An address made unique by the member number; ASCII only, from the Latin name when there is one. */
export function emailFor(rng: Rng, name: PersonName, memberNumber: number): string {
  const latin = name.firstNameEn && name.lastNameEn ? `${name.firstNameEn}.${name.lastNameEn}` : 'member'
  const local = latin
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
  return `${local}${memberNumber}@${rng.pick(MAIL_DOMAINS)}`
}

export interface AddressParts {
  country: string
  address: string
  subDistrictId: number | null
  provinceTh: string | null
  provinceEn: string | null
  districtTh: string | null
  districtEn: string | null
  subDistrictTh: string | null
  subDistrictEn: string | null
  postalCode: string | null
}

/** Cities (as the province field) and a postal code maker for the other countries. */
const FOREIGN_CITIES: Record<
  string,
  { cities: readonly string[]; postalCode: (rng: Rng) => string; streets: readonly string[] }
> = {
  MY: {
    cities: ['Kuala Lumpur', 'Johor Bahru', 'Penang', 'Ipoh', 'Kota Kinabalu'],
    postalCode: (r) => r.digits(5),
    streets: ['Jalan Ampang', 'Jalan Bukit Bintang', 'Jalan Tun Razak'],
  },
  SG: {
    cities: ['Singapore'],
    postalCode: (r) => `${r.int(1, 82).toString().padStart(2, '0')}${r.digits(4)}`,
    streets: ['Orchard Road', 'Bukit Timah Road', 'Tampines Avenue 4'],
  },
  VN: {
    cities: ['Ho Chi Minh City', 'Hanoi', 'Da Nang', 'Hai Phong', 'Can Tho'],
    postalCode: (r) => r.digits(6),
    streets: ['Nguyen Hue', 'Le Loi', 'Tran Hung Dao'],
  },
  KH: {
    cities: ['Phnom Penh', 'Siem Reap', 'Battambang', 'Sihanoukville'],
    postalCode: (r) => `1${r.digits(5)}`,
    streets: ['Preah Sihanouk Blvd', 'Monivong Blvd', 'Street 240'],
  },
  LA: {
    cities: ['Vientiane', 'Luang Prabang', 'Pakse', 'Savannakhet'],
    postalCode: (r) => `0${r.digits(4)}`,
    streets: ['Lane Xang Avenue', 'Samsenthai Road', 'Setthathirath Road'],
  },
  MM: {
    cities: ['Yangon', 'Mandalay', 'Naypyidaw', 'Bago'],
    postalCode: (r) => r.digits(5),
    streets: ['Pyay Road', 'Bogyoke Aung San Road', 'Kabar Aye Pagoda Road'],
  },
}

/** Thailand's divisions indexed for address making. Only sub-districts with a postal code take parcels. */
export interface SeedGeography {
  deliverable: readonly ThaiSubDistrict[]
  districts: ReadonlyMap<string, ThaiDistrict>
  provinces: ReadonlyMap<string, ThaiProvince>
}

export function seedGeography(divisions: ThaiDivisions): SeedGeography {
  return {
    deliverable: divisions.subDistricts.filter((sub) => sub.postalCodes.length > 0),
    districts: new Map(divisions.districts.map((district) => [district.code, district])),
    provinces: new Map(divisions.provinces.map((province) => [province.code, province])),
  }
}

/** An address in the member's country: in Thailand a real sub-district with one of its postal codes. */
export function addressIn(rng: Rng, country: string, geography: SeedGeography): AddressParts {
  if (country !== 'TH') {
    const place = FOREIGN_CITIES[country] ?? FOREIGN_CITIES.SG
    return {
      country,
      address: `${rng.int(1, 420)} ${rng.pick(place.streets)}`,
      subDistrictId: null,
      provinceTh: null,
      provinceEn: rng.pick(place.cities),
      districtTh: null,
      districtEn: null,
      subDistrictTh: null,
      subDistrictEn: null,
      postalCode: place.postalCode(rng),
    }
  }
  const sub = rng.pick(geography.deliverable)
  const district = geography.districts.get(sub.districtCode)
  const province = district && geography.provinces.get(district.provinceCode)
  const house = rng.chance(0.6) ? `${rng.int(1, 999)}/${rng.int(1, 99)}` : `${rng.int(1, 999)}`
  const village = rng.chance(0.5) ? ` หมู่ ${rng.int(1, 15)}` : ''
  const road = rng.chance(0.6) ? ` ถนน${rng.pick(THAI_STREETS)}` : ''
  return {
    country,
    address: `${house}${village}${road}`,
    subDistrictId: sub.id,
    provinceTh: province?.nameTh ?? null,
    provinceEn: province?.nameEn ?? null,
    districtTh: district?.nameTh ?? null,
    districtEn: district?.nameEn ?? null,
    subDistrictTh: sub.nameTh,
    subDistrictEn: sub.nameEn,
    postalCode: rng.pick(sub.postalCodes),
  }
}
