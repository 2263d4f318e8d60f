// The member editor's values, its rules and how they become an updateMember call.
import type { MemberAddress, MemberAddressInput, MemberDetail, MemberUpdate } from '../../api/members'
import { DEFAULT_PHONE_CODE } from '../../domain/constants'
import type { AddressCategory, Gender, MemberStatus } from '../../domain/members'
import { type FieldErrors, isEmail, type MessageKey } from '../../domain/validators'
import { sameValues } from '../../machines/editorValues'
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  countryCodeOf,
  isThai,
} from '../../ui/address/addressValues'

/** An address of the member as the form holds it: the shared address values, its kind and default. */
export interface MemberAddressValues extends AddressValues {
  category: AddressCategory
  default: boolean
}

export interface MemberEditValues {
  firstNameTh: string
  lastNameTh: string
  firstNameEn: string
  lastNameEn: string
  phoneCode: string
  phoneNumber: string
  email: string
  citizenship: string
  gender: Gender | ''
  dateOfBirth: string
  expiredDate: string
  status: MemberStatus
  matching: boolean
  addresses: MemberAddressValues[]
}

/** The contract's limit of addresses per member. */
export const MAX_ADDRESSES = 20

const OWN_FIELDS = [
  'firstNameTh',
  'lastNameTh',
  'firstNameEn',
  'lastNameEn',
  'phoneNumber',
  'email',
  'citizenship',
  'gender',
  'dateOfBirth',
  'expiredDate',
  'status',
] as const
type OwnField = (typeof OWN_FIELDS)[number]
export type MemberEditField = OwnField | `addresses.${number}.${AddressField}` | `addresses.${number}.default`

/** In the order they appear: the first in error gets the focus. */
export const MEMBER_EDIT_FIELDS: readonly MemberEditField[] = [
  ...OWN_FIELDS,
  ...Array.from({ length: MAX_ADDRESSES }, (_, index) => [
    ...ADDRESS_FIELDS.map((field) => `addresses.${index}.${field}` as const),
    `addresses.${index}.default` as const,
  ]).flat(),
]

const PHONE_NUMBER = /^[0-9]{6,15}$/
const POSTAL_CODE = /^[0-9]{5}$/

export function memberAddressValues(address: MemberAddress): MemberAddressValues {
  return {
    category: address.category,
    default: address.default,
    firstName: address.firstName,
    lastName: address.lastName,
    phoneCode: address.phoneCode,
    phoneNumber: address.phoneNumber,
    country: countryCodeOf(address.country),
    provinceCode: address.provinceCode ?? '',
    districtCode: address.districtCode ?? '',
    subDistrictId: address.subDistrictId === null ? '' : String(address.subDistrictId),
    province: address.province ?? '',
    provinceEng: address.provinceEng ?? '',
    district: address.district ?? '',
    districtEng: address.districtEng ?? '',
    subDistrict: address.subDistrict ?? '',
    subDistrictEng: address.subDistrictEng ?? '',
    postalCode: address.postalCode ?? '',
    address: address.address,
  }
}

/** A new address of the member, named and reached as the member is; the first of its kind is the default. */
export function newAddress(values: MemberEditValues, category: AddressCategory): MemberAddressValues {
  return {
    category,
    default: !values.addresses.some((address) => address.category === category),
    firstName: values.firstNameTh || values.firstNameEn,
    lastName: values.lastNameTh || values.lastNameEn,
    phoneCode: values.phoneCode || DEFAULT_PHONE_CODE,
    phoneNumber: values.phoneNumber,
    country: 'TH',
    provinceCode: '',
    districtCode: '',
    subDistrictId: '',
    province: '',
    provinceEng: '',
    district: '',
    districtEng: '',
    subDistrict: '',
    subDistrictEng: '',
    postalCode: '',
    address: '',
  }
}

export function memberEditValues(member: MemberDetail): MemberEditValues {
  return {
    firstNameTh: member.firstNameTh ?? '',
    lastNameTh: member.lastNameTh ?? '',
    firstNameEn: member.firstNameEn ?? '',
    lastNameEn: member.lastNameEn ?? '',
    phoneCode: member.phoneCode,
    phoneNumber: member.phoneNumber,
    email: member.email ?? '',
    citizenship: member.citizenship,
    gender: member.gender ?? '',
    dateOfBirth: member.dateOfBirth ?? '',
    expiredDate: member.expiredDate ?? '',
    status: member.status,
    matching: member.matching,
    addresses: member.addresses.map(memberAddressValues),
  }
}

function addressErrors(index: number, address: MemberAddressValues): FieldErrors<MemberEditField> {
  const errors: FieldErrors<MemberEditField> = {}
  const need = (field: AddressField, ok: boolean, message: MessageKey = 'required_fields') => {
    if (!ok) errors[`addresses.${index}.${field}`] = message
  }
  need('firstName', address.firstName.trim() !== '')
  need('lastName', address.lastName.trim() !== '')
  need('phoneNumber', PHONE_NUMBER.test(address.phoneNumber), 'please_fill_in_a_correct_phone_number')
  need('country', address.country !== '')
  // In Thailand the divisions are chosen from the lists; elsewhere they are free text and optional.
  if (isThai(address)) {
    need('province', address.provinceCode !== '')
    need('district', address.districtCode !== '')
    need('subDistrict', address.subDistrictId !== '')
  }
  if (address.postalCode !== '')
    need('postalCode', POSTAL_CODE.test(address.postalCode), 'postal_code_format')
  need('address', address.address.trim() !== '')
  return errors
}

/** The rules of spec section 5 for a member, said on the fields; the server asks the same. */
export function validateMemberEdit(values: MemberEditValues): FieldErrors<MemberEditField> {
  const errors: FieldErrors<MemberEditField> = {}
  const thai = values.firstNameTh.trim() !== '' && values.lastNameTh.trim() !== ''
  const latin = values.firstNameEn.trim() !== '' && values.lastNameEn.trim() !== ''
  if (!thai && !latin) {
    if (!values.firstNameTh.trim()) errors.firstNameTh = 'required_fields'
    if (!values.lastNameTh.trim()) errors.lastNameTh = 'required_fields'
  }
  if (!PHONE_NUMBER.test(values.phoneNumber)) errors.phoneNumber = 'please_fill_in_a_correct_phone_number'
  if (values.email.trim() !== '' && !isEmail(values.email.trim()))
    errors.email = 'please_fill_in_a_correct_email'
  values.addresses.forEach((address, index) => {
    Object.assign(errors, addressErrors(index, address))
  })
  return errors
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

function addressInput(address: MemberAddressValues): MemberAddressInput {
  const thai = isThai(address)
  return {
    category: address.category,
    default: address.default,
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    phoneCode: address.phoneCode as MemberAddressInput['phoneCode'],
    phoneNumber: address.phoneNumber,
    country: address.country as MemberAddressInput['country'],
    // A Thai address is named by its codes; the server writes the names from Thailand's lists.
    provinceCode: thai ? address.provinceCode : null,
    districtCode: thai ? address.districtCode : null,
    subDistrictId: thai ? Number(address.subDistrictId) : null,
    province: thai ? null : orNull(address.province),
    district: thai ? null : orNull(address.district),
    subDistrict: thai ? null : orNull(address.subDistrict),
    postalCode: orNull(address.postalCode),
    address: address.address.trim(),
  }
}

/** What changed, on the version the form was loaded from: the server refuses it (409) if the member moved on. */
export function toMemberUpdate(values: MemberEditValues, member: MemberDetail): MemberUpdate {
  const loaded = memberEditValues(member)
  const update: MemberUpdate = { version: member.version }
  const text = (field: 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn' | 'email') => {
    if (values[field].trim() !== loaded[field]) update[field] = orNull(values[field])
  }
  text('firstNameTh')
  text('lastNameTh')
  text('firstNameEn')
  text('lastNameEn')
  text('email')
  if (values.phoneCode !== loaded.phoneCode) update.phoneCode = values.phoneCode as MemberUpdate['phoneCode']
  if (values.phoneNumber !== loaded.phoneNumber) update.phoneNumber = values.phoneNumber
  if (values.citizenship !== loaded.citizenship)
    update.citizenship = values.citizenship as MemberUpdate['citizenship']
  if (values.gender !== loaded.gender) update.gender = values.gender || null
  if (values.dateOfBirth !== loaded.dateOfBirth) update.dateOfBirth = values.dateOfBirth || null
  if (values.expiredDate !== loaded.expiredDate) update.expiredDate = values.expiredDate || null
  if (values.status !== loaded.status) update.status = values.status
  if (values.matching !== loaded.matching) update.matching = values.matching
  if (!sameValues(values.addresses, loaded.addresses)) update.addresses = values.addresses.map(addressInput)
  return update
}
