import { describe, expect, it } from 'vitest'
import type { MemberDetail } from '../../../src/api/members'
import {
  memberEditValues,
  newAddress,
  toMemberUpdate,
  validateMemberEdit,
} from '../../../src/app/users/memberEditForm'

const BANGKOK = {
  _id: '1',
  category: 'shipping' as const,
  default: true,
  firstName: 'Somchai',
  lastName: 'Jaidee',
  phoneCode: '66',
  phoneNumber: '812345678',
  country: 'TH',
  provinceCode: '10',
  districtCode: '1033',
  subDistrictId: 101,
  province: 'กรุงเทพมหานคร',
  provinceEng: 'Bangkok',
  district: 'คลองเตย',
  districtEng: 'Khlong Toei',
  subDistrict: 'คลองเตย',
  subDistrictEng: 'Khlong Toei',
  postalCode: '10110',
  address: '99 Sukhumvit Road',
}

/** The parts of a member the editor reads. */
const member = (changes: Partial<MemberDetail> = {}) =>
  ({
    _id: '6f1c2b1e-0000-4000-8000-000000000001',
    memberId: 'TH-100001',
    firstNameTh: 'สมชาย',
    lastNameTh: 'ใจดี',
    firstNameEn: 'Somchai',
    lastNameEn: 'Jaidee',
    phoneCode: '66',
    phoneNumber: '812345678',
    email: 'somchai@example.com',
    citizenship: 'TH',
    gender: 'male',
    dateOfBirth: '1990-01-31',
    expiredDate: '2027-01-31',
    status: 'active',
    matching: false,
    addresses: [BANGKOK],
    version: 3,
    ...changes,
  }) as MemberDetail

describe('the member editor form', () => {
  it('sends only what changed, on the version it was loaded from', () => {
    const loaded = member()
    const values = memberEditValues(loaded)
    expect(toMemberUpdate(values, loaded)).toEqual({ version: 3 })
    expect(toMemberUpdate({ ...values, firstNameEn: ' Manop ', matching: true, email: '' }, loaded)).toEqual({
      version: 3,
      firstNameEn: 'Manop',
      matching: true,
      email: null,
    })
  })

  it('sends a Thai address by its division codes and leaves the names to the server', () => {
    const loaded = member()
    const values = memberEditValues(loaded)
    const moved = { ...values.addresses[0], provinceCode: '50', districtCode: '5001', subDistrictId: '5001' }
    const update = toMemberUpdate({ ...values, addresses: [moved] }, loaded)
    expect(update.addresses).toEqual([
      expect.objectContaining({
        country: 'TH',
        provinceCode: '50',
        districtCode: '5001',
        subDistrictId: 5001,
        province: null,
        district: null,
        subDistrict: null,
      }),
    ])
  })

  it('asks for a name in one script, a phone of at most 15 digits and the Thai divisions of a new address', () => {
    const values = memberEditValues(member())
    expect(validateMemberEdit(values)).toEqual({})
    expect(validateMemberEdit({ ...values, firstNameTh: '', firstNameEn: '' })).toMatchObject({
      firstNameTh: 'required_fields',
    })
    expect(validateMemberEdit({ ...values, firstNameTh: '' })).toEqual({})
    expect(validateMemberEdit({ ...values, phoneNumber: '1234567890123456' })).toEqual({
      phoneNumber: 'please_fill_in_a_correct_phone_number',
    })
    expect(validateMemberEdit({ ...values, email: 'not-mail' })).toEqual({
      email: 'please_fill_in_a_correct_email',
    })
    const added = newAddress(values, 'billing')
    expect(added).toMatchObject({
      category: 'billing',
      default: true,
      firstName: 'สมชาย',
      phoneNumber: '812345678',
    })
    expect(validateMemberEdit({ ...values, addresses: [...values.addresses, added] })).toMatchObject({
      'addresses.1.province': 'required_fields',
      'addresses.1.district': 'required_fields',
      'addresses.1.subDistrict': 'required_fields',
      'addresses.1.address': 'required_fields',
    })
    expect(newAddress(values, 'shipping').default).toBe(false)
  })
})
