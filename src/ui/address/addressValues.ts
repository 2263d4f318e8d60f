// One address as the address forms hold it (orders, members): what is kept, plus the codes its Thai
// selects stand on.
import { COUNTRIES } from '../../domain/constants'

export interface AddressValues {
  firstName: string
  lastName: string
  phoneCode: string
  phoneNumber: string
  /** A country code (TH); an address the form cannot place keeps what it had. */
  country: string
  provinceCode: string
  districtCode: string
  subDistrictId: string
  province: string
  provinceEng: string
  district: string
  districtEng: string
  subDistrict: string
  subDistrictEng: string
  postalCode: string
  address: string
}

/** The fields of an address a form names in its errors, as `${prefix}.${field}`. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'country',
  'province',
  'district',
  'subDistrict',
  'postalCode',
  'address',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/** The country code of a stored country, which older addresses spell out ('Thailand'). */
export function countryCodeOf(country: string): string {
  const found = COUNTRIES.find((entry) => entry.code === country || entry.name === country)
  return found?.code ?? country
}

export const isThai = (address: Pick<AddressValues, 'country'>): boolean => address.country === 'TH'

/** The codes of an address's Thai divisions. */
export type DivisionCodes = Pick<AddressValues, 'provinceCode' | 'districtCode' | 'subDistrictId'>
export const NO_DIVISION: DivisionCodes = { provinceCode: '', districtCode: '', subDistrictId: '' }
