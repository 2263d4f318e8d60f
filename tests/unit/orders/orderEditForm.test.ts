import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../../../src/api/orders'
import {
  orderEditValues,
  statusChoices,
  toOrderUpdate,
  validateOrderEdit,
} from '../../../src/app/orders/orderEditForm'

const BANGKOK_ADDRESS = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  phoneCode: '66',
  phoneNumber: '812345678',
  country: 'Thailand',
  postalCode: '10110',
  province: 'กรุงเทพมหานคร',
  provinceEng: 'Bangkok',
  district: 'วัฒนา',
  districtEng: 'Watthana',
  subDistrict: 'คลองเตยเหนือ',
  subDistrictEng: 'Khlong Toei Nuea',
  address: '1 Sukhumvit 21',
}

/** The parts of an order the editor reads; the rest does not matter to it. */
const order = (changes: Partial<OrderDetail> = {}) =>
  ({
    _id: '6f1c2b1e-0000-4000-8000-000000000001',
    orderNumber: 'ED000001',
    status: 'to_ship',
    courierName: null,
    trackingNumber: null,
    shippingAddress: BANGKOK_ADDRESS,
    billingAddress: null,
    version: 3,
    ...changes,
  }) as OrderDetail

describe('the order editor’s form', () => {
  it('offers the current status and the moves the transition table allows, nothing else', () => {
    expect(statusChoices('to_pay')).toEqual(['to_pay', 'to_ship', 'cancel_refund'])
    expect(statusChoices('to_review')).toEqual(['to_review', 'complete'])
    expect(statusChoices('complete')).toEqual(['complete'])
  })

  it('asks for a courier and a well-formed tracking number on the way to the buyer', () => {
    const loaded = order()
    const values = { ...orderEditValues(loaded), status: 'to_receive' as const }
    expect(validateOrderEdit(values, loaded)).toEqual({
      courierName: 'courier_and_tracking_required',
      trackingNumber: 'courier_and_tracking_required',
    })
    expect(
      validateOrderEdit({ ...values, courierName: 'Kerry', trackingNumber: 'no spaces allowed' }, loaded),
    ).toEqual({ trackingNumber: 'tracking_number_format' })
  })

  it('sends only what changed, on the version it was loaded from; an untouched address is not judged or sent', () => {
    const loaded = order()
    const values = orderEditValues(loaded)
    // The stored country 'Thailand' reads as its code, without counting as a change.
    expect(values.shippingAddress.country).toBe('TH')
    expect(toOrderUpdate(values, loaded)).toEqual({ version: 3 })
    expect(validateOrderEdit(values, loaded)).toEqual({})
    const shipped = {
      ...values,
      status: 'to_receive' as const,
      courierName: ' Kerry ',
      trackingNumber: 'KEX-1',
    }
    expect(toOrderUpdate({ ...shipped, trackingNumber: 'KEX-0001' }, loaded)).toEqual({
      version: 3,
      status: 'to_receive',
      courierName: 'Kerry',
      trackingNumber: 'KEX-0001',
    })
  })

  it('judges and sends a changed address whole; an empty billing address is left alone until filled in', () => {
    const loaded = order()
    const values = orderEditValues(loaded)
    const moved = {
      ...values,
      shippingAddress: {
        ...values.shippingAddress,
        provinceCode: '50',
        province: 'เชียงใหม่',
        provinceEng: 'Chiang Mai',
        districtCode: '',
        district: '',
        districtEng: '',
        subDistrictId: '',
        subDistrict: '',
        subDistrictEng: '',
        postalCode: '',
      },
    }
    expect(validateOrderEdit(moved, loaded)).toEqual({
      'shippingAddress.district': 'required_fields',
      'shippingAddress.subDistrict': 'required_fields',
    })
    const update = toOrderUpdate(moved, loaded)
    expect(update.shippingAddress).toMatchObject({ country: 'TH', province: 'เชียงใหม่', postalCode: null })
    expect(update).not.toHaveProperty('billingAddress')
    const billing = { ...values, billingAddress: { ...values.billingAddress, firstName: 'Malee' } }
    expect(validateOrderEdit(billing, loaded)).toMatchObject({
      'billingAddress.lastName': 'required_fields',
      'billingAddress.phoneNumber': 'please_fill_in_a_correct_phone_number',
      'billingAddress.province': 'required_fields',
      'billingAddress.address': 'required_fields',
    })
  })
})
