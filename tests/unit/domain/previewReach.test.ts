import { describe, expect, it } from 'vitest'
import { keyName, SHIFT_ESCAPE } from '../../../src/commands/keySequences'
import { fullPermissionMap, intersectReach } from '../../../src/domain/permissions'

describe('what a preview (view as a role) may show', () => {
  const viewer = {
    fullAccess: false,
    permissions: { faq: ['access', 'create'], orders: ['access'] },
  } as const

  it('is what both the previewed set and its viewer hold, level by level', () => {
    expect(
      intersectReach(
        {
          fullAccess: false,
          permissions: { faq: ['access', 'delete'], orders: ['access', 'update'], coupons: ['access'] },
        },
        {
          fullAccess: viewer.fullAccess,
          permissions: { faq: [...viewer.permissions.faq], orders: ['access'] },
        },
      ),
    ).toEqual({ fullAccess: false, permissions: { faq: ['access'], orders: ['access'] } })
  })

  it('gives a previewed full access only what its viewer holds', () => {
    const held = { fullAccess: false, permissions: { faq: ['access' as const] } }
    expect(intersectReach({ fullAccess: true, permissions: {} }, held)).toEqual(held)
  })

  it('shows a full-access viewer exactly the previewed set, and full access only when both have it', () => {
    const all = { fullAccess: true, permissions: fullPermissionMap() }
    expect(intersectReach({ fullAccess: false, permissions: { faq: ['access'] } }, all)).toEqual({
      fullAccess: false,
      permissions: { faq: ['access'] },
    })
    expect(intersectReach({ fullAccess: true, permissions: {} }, all)).toEqual(all)
  })

  it('drops levels a feature does not have', () => {
    const all = { fullAccess: true, permissions: fullPermissionMap() }
    expect(
      intersectReach({ fullAccess: false, permissions: { orders: ['access', 'delete'] } }, all).permissions,
    ).toEqual({
      orders: ['access'],
    })
  })
})

describe('the key that leaves a preview', () => {
  it('is Shift+Escape; Escape alone stays the dialogs’ own', () => {
    expect(keyName({ key: 'Escape', code: 'Escape', shiftKey: true })).toBe(SHIFT_ESCAPE)
    expect(keyName({ key: 'Escape', code: 'Escape' })).toBeNull()
  })
})
