import { beforeEach, describe, expect, it } from 'vitest'
import {
  can,
  canUse,
  markPermissionsFailed,
  permissionsState,
  resetPermissions,
  setPermissions,
} from '../../../src/stores/permissions'

beforeEach(() => {
  resetPermissions()
})

describe('the permission store', () => {
  it('allows nothing gated before the grant is known', () => {
    expect(can('orders', 'access')).toBe(false)
    expect(canUse('authenticated')).toBe(true)
  })

  it('treats fullAccess as everything', () => {
    setPermissions({ fullAccess: true })
    expect(can('orders', 'access')).toBe(true)
    expect(can('roles', 'delete')).toBe(true)
    expect(canUse({ feature: 'coupons', action: 'create' })).toBe(true)
  })

  it('otherwise answers from the permission map it is given', () => {
    setPermissions({ fullAccess: false, permissions: { coupons: ['access'], orders: ['access', 'update'] } })
    expect(can('coupons', 'access')).toBe(true)
    expect(can('coupons', 'create')).toBe(false)
    expect(can('orders', 'update')).toBe(true)
    expect(can('users', 'access')).toBe(false)
  })

  it('keeps the part a later call leaves out', () => {
    setPermissions({ fullAccess: false })
    setPermissions({ permissions: { faq: ['access'] } })
    expect(permissionsState.fullAccess).toBe(false)
    expect(can('faq', 'access')).toBe(true)
    setPermissions({ fullAccess: true })
    expect(permissionsState.permissions).toEqual({ faq: ['access'] })
  })

  it('stays closed when loading fails, and a known grant survives a later failure', () => {
    markPermissionsFailed()
    expect(permissionsState.status).toBe('failed')
    expect(can('faq', 'access')).toBe(false)
    setPermissions({ fullAccess: true })
    markPermissionsFailed()
    expect(permissionsState.status).toBe('known')
  })

  it('forgets everything on reset (sign-out)', () => {
    setPermissions({ fullAccess: true })
    resetPermissions()
    expect(can('orders', 'access')).toBe(false)
  })

  it('answers for a snapshot as for the store', () => {
    expect(
      can('orders', 'access', { status: 'known', fullAccess: false, permissions: { orders: ['access'] } }),
    ).toBe(true)
  })
})
