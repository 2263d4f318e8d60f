// The order editor's values, its rules and how they become an updateOrder call.
import type { AddressInput, OrderDetail, OrderUpdate } from '../../api/orders'
import { type CountryCode, DEFAULT_COUNTRY_CODE, DEFAULT_PHONE_CODE } from '../../domain/constants'
import type { OrderStatus } from '../../domain/orders'
import { needsTracking, ORDER_TRANSITIONS } from '../../domain/orderTransitions'
import type { FieldErrors, MessageKey } from '../../domain/validators'
import { sameValues } from '../../machines/editorValues'
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  countryCodeOf,
  type DivisionCodes,
  isThai,
  NO_DIVISION,
} from '../../ui/address/addressValues'

export type AddressKey = 'shippingAddress' | 'billingAddress'
export const ADDRESS_KEYS: readonly AddressKey[] = ['shippingAddress', 'billingAddress']

export interface OrderEditValues {
  status: OrderStatus
  courierName: string
  trackingNumber: string
  shippingAddress: AddressValues
  billingAddress: AddressValues
}

export type OrderEditField = 'status' | 'courierName' | 'trackingNumber' | `${AddressKey}.${AddressField}`

/** In the order they appear: the first in error gets the focus; the server names address fields by path. */
export const ORDER_EDIT_FIELDS: readonly OrderEditField[] = [
  'status',
  'courierName',
  'trackingNumber',
  ...ADDRESS_KEYS.flatMap((key) => ADDRESS_FIELDS.map((field) => `${key}.${field}` as const)),
]

export const COURIER_MAX_LENGTH = 100
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/
const POSTAL_CODE = /^[0-9]{5}$/
const PHONE_NUMBER = /^[0-9]{6,15}$/

/** The statuses the select offers: where the order is, then where it may go from there. */
export const statusChoices = (current: OrderStatus): OrderStatus[] => [current, ...ORDER_TRANSITIONS[current]]

export function addressValues(
  address: OrderDetail['shippingAddress'],
  codes: DivisionCodes = NO_DIVISION,
): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    phoneCode: address?.phoneCode ?? DEFAULT_PHONE_CODE,
    phoneNumber: address?.phoneNumber ?? '',
    country: address ? countryCodeOf(address.country) : (DEFAULT_COUNTRY_CODE satisfies CountryCode),
    ...codes,
    province: address?.province ?? '',
    provinceEng: address?.provinceEng ?? '',
    district: address?.district ?? '',
    districtEng: address?.districtEng ?? '',
    subDistrict: address?.subDistrict ?? '',
    subDistrictEng: address?.subDistrictEng ?? '',
    postalCode: address?.postalCode ?? '',
    address: address?.address ?? '',
  }
}

export function orderEditValues(
  order: OrderDetail,
  codes: Record<AddressKey, DivisionCodes> = { shippingAddress: NO_DIVISION, billingAddress: NO_DIVISION },
): OrderEditValues {
  return {
    status: order.status,
    courierName: order.courierName ?? '',
    trackingNumber: order.trackingNumber ?? '',
    shippingAddress: addressValues(order.shippingAddress, codes.shippingAddress),
    billingAddress: addressValues(order.billingAddress, codes.billingAddress),
  }
}

/** An address is sent, and judged, only when the form changed it: untouched ones stay as the order has them. */
const changedAddresses = (values: OrderEditValues, order: OrderDetail): AddressKey[] =>
  ADDRESS_KEYS.filter((key) => !sameValues(stripCodes(values[key]), stripCodes(addressValues(order[key]))))

function stripCodes({ provinceCode: _p, districtCode: _d, subDistrictId: _s, ...rest }: AddressValues) {
  return rest
}

function addressErrors(key: AddressKey, address: AddressValues): FieldErrors<OrderEditField> {
  const errors: FieldErrors<OrderEditField> = {}
  const need = (field: AddressField, ok: boolean, message: MessageKey = 'required_fields') => {
    if (!ok) errors[`${key}.${field}`] = message
  }
  need('firstName', address.firstName.trim() !== '')
  need('lastName', address.lastName.trim() !== '')
  need('phoneNumber', PHONE_NUMBER.test(address.phoneNumber), 'please_fill_in_a_correct_phone_number')
  need('country', address.country !== '')
  // In Thailand the divisions are chosen from the lists; elsewhere they are free text and optional.
  if (isThai(address)) {
    need('province', address.province !== '')
    need('district', address.district !== '')
    need('subDistrict', address.subDistrict !== '')
  }
  if (address.postalCode !== '')
    need('postalCode', POSTAL_CODE.test(address.postalCode), 'postal_code_format')
  need('address', address.address.trim() !== '')
  return errors
}

/**
 * What is wrong with the courier and tracking number of an order going to `status`: the server asks
 * the same of an order on its way (orderUpdate.ts), said here on the fields. Null where nothing is.
 */
export function shippingProblems(
  status: OrderStatus,
  courierName: string,
  trackingNumber: string,
): { courierName: MessageKey | null; trackingNumber: MessageKey | null } {
  const courier = courierName.trim()
  const tracking = trackingNumber.trim()
  const onItsWay = needsTracking(status)
  return {
    courierName:
      onItsWay && !courier
        ? 'courier_and_tracking_required'
        : courier.length > COURIER_MAX_LENGTH
          ? 'text_too_long'
          : null,
    trackingNumber:
      onItsWay && !tracking
        ? 'courier_and_tracking_required'
        : tracking && !TRACKING_NUMBER.test(tracking)
          ? 'tracking_number_format'
          : null,
  }
}

export function validateOrderEdit(values: OrderEditValues, order: OrderDetail): FieldErrors<OrderEditField> {
  const errors: FieldErrors<OrderEditField> = {}
  const shipping = shippingProblems(values.status, values.courierName, values.trackingNumber)
  if (shipping.courierName) errors.courierName = shipping.courierName
  if (shipping.trackingNumber) errors.trackingNumber = shipping.trackingNumber
  for (const key of changedAddresses(values, order)) Object.assign(errors, addressErrors(key, values[key]))
  return errors
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

function addressInput(address: AddressValues): AddressInput {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    phoneCode: address.phoneCode as AddressInput['phoneCode'],
    phoneNumber: address.phoneNumber,
    country: address.country,
    postalCode: orNull(address.postalCode),
    province: orNull(address.province),
    provinceEng: orNull(address.provinceEng),
    district: orNull(address.district),
    districtEng: orNull(address.districtEng),
    subDistrict: orNull(address.subDistrict),
    subDistrictEng: orNull(address.subDistrictEng),
    address: address.address.trim(),
  }
}

/** What changed, on the version the form was loaded from: the server refuses it (409) if the order moved on. */
export function toOrderUpdate(values: OrderEditValues, order: OrderDetail): OrderUpdate {
  const update: OrderUpdate = { version: order.version }
  if (values.status !== order.status) update.status = values.status
  const courier = orNull(values.courierName)
  if (courier !== order.courierName) update.courierName = courier
  const tracking = orNull(values.trackingNumber)
  if (tracking !== order.trackingNumber) update.trackingNumber = tracking
  for (const key of changedAddresses(values, order)) update[key] = addressInput(values[key])
  return update
}
