import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, PHONE_CODES } from '../../../src/domain/constants'
import {
  accessibleFeatureCount,
  effectivePermissions,
  FEATURE_IDS,
  FEATURES,
  hasAnyPermission,
  withImpliedAccess,
} from '../../../src/domain/permissions'
import { validateInternalUser, validateRole } from '../../../src/domain/validators'

const valid = {
  firstName: 'สมชาย',
  lastName: "D'Souza-Kim",
  jobTitle: 'Team lead (2nd shift)',
  email: 'somchai@example.com',
  phoneNumber: '0812345678',
  password: 'Pass#word1',
  roles: ['r1'],
  avatar: 'avatar/202401/x.png',
}

describe('the permission catalogue', () => {
  it('is the one the contract validates role matrices against', () => {
    const contract = JSON.parse(readFileSync('openapi/bundled.json', 'utf8'))
    const schemas = contract.components.schemas
    expect(schemas.Feature.enum).toEqual(FEATURE_IDS)
    for (const feature of FEATURE_IDS)
      expect(schemas.PermissionMap.properties[feature].items.enum, feature).toEqual([...FEATURES[feature]])
  })

  it('lets staff forms use only the dial codes and countries of spec section 9', () => {
    const schemas = JSON.parse(readFileSync('openapi/bundled.json', 'utf8')).components.schemas
    expect(schemas.PhoneCode.enum).toEqual(PHONE_CODES)
    expect(schemas.CountryCode.enum).toEqual([...COUNTRY_CODES, null])
  })

  it('merges the grants of every role, full access giving everything', () => {
    expect(
      effectivePermissions([
        { fullAccess: false, permissions: { orders: ['access'] } },
        { fullAccess: false, permissions: { orders: ['update'], faq: ['access'] } },
      ]),
    ).toEqual({ orders: ['access', 'update'], faq: ['access'] })
    expect(effectivePermissions([{ fullAccess: true, permissions: {} }]).roles).toEqual(FEATURES.roles)
    expect(effectivePermissions([])).toEqual({})
  })

  it('implies access with any other level, and counts the features a role opens', () => {
    expect(withImpliedAccess({ orders: ['update'], faq: [] })).toEqual({ orders: ['access', 'update'] })
    expect(accessibleFeatureCount(false, { orders: ['access'], faq: ['access', 'create'] })).toBe(2)
    expect(accessibleFeatureCount(true, {})).toBe(FEATURE_IDS.length)
    expect(hasAnyPermission({ faq: [] })).toBe(false)
  })
})

describe('the internal-user form of spec section 5', () => {
  it('accepts a complete form with Thai and English names', () => {
    expect(validateInternalUser(valid)).toEqual({})
  })

  it('names what is wrong with each field', () => {
    expect(
      validateInternalUser({
        ...valid,
        firstName: ' ',
        lastName: 'Smith2',
        jobTitle: '',
        email: 'a@b',
        phoneNumber: '08-1234',
        password: '',
        roles: [],
        avatar: '',
      }),
    ).toEqual({
      firstName: 'required_fields',
      lastName: 'please_fill_in_a_correct_last_name',
      jobTitle: 'required_fields',
      email: 'please_fill_in_a_correct_email',
      phoneNumber: 'please_fill_in_a_correct_phone_number',
      password: 'password_cannot_be_empty',
      roles: 'roles_cannot_be_empty',
      avatar: 'avatar_should_not_be_empty',
    })
    expect(validateInternalUser({ ...valid, password: 'abcdefgh' }).password).toBe(
      'please_fill_in_a_correct_password',
    )
    expect(validateInternalUser({ ...valid, phoneNumber: '1'.repeat(16) }).phoneNumber).toBe(
      'please_fill_in_a_correct_phone_number',
    )
  })

  it('judges only the fields of a partial update', () => {
    expect(validateInternalUser({ firstName: 'Malee' }, { partial: true })).toEqual({})
    expect(validateInternalUser({ roles: [] }, { partial: true })).toEqual({ roles: 'roles_cannot_be_empty' })
  })
})

describe('the role form', () => {
  it('wants a name and either full access or a permission', () => {
    expect(validateRole({ name: 'Orders', hasPermissions: true })).toEqual({})
    expect(validateRole({ name: 'Orders', fullAccess: true })).toEqual({})
    expect(validateRole({ name: ' ', hasPermissions: false })).toEqual({
      name: 'required_fields',
      permissions: 'the_permission_is_required',
    })
  })
})
