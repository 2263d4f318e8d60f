import { describe, expect, it } from 'vitest'
import { covers, reachOf } from '../../../src/domain/permissions'

const reach = (permissions: Parameters<typeof reachOf>[0][number]['permissions'], fullAccess = false) =>
  reachOf([{ fullAccess, permissions }])

describe('covers: staff manage only what lies within their own permissions', () => {
  const usersAdmin = reach({ internalUsers: ['access', 'update'] })

  it('holds for a subset, the same set and nothing at all', () => {
    expect(covers(usersAdmin, reach({ internalUsers: ['access'] }))).toBe(true)
    expect(covers(usersAdmin, usersAdmin)).toBe(true)
    expect(covers(usersAdmin, reachOf([]))).toBe(true)
  })

  it('fails for one level more on a feature held, or a feature not held', () => {
    expect(covers(usersAdmin, reach({ internalUsers: ['access', 'delete'] }))).toBe(false)
    expect(covers(usersAdmin, reach({ orders: ['access'] }))).toBe(false)
  })

  it('lets only full access reach full access, even over a complete matrix', () => {
    const everything = reach({}, true)
    const everyLevel = reachOf([{ fullAccess: false, permissions: everything.permissions }])
    expect(covers(everyLevel, everything)).toBe(false)
    expect(covers(everything, everything)).toBe(true)
    expect(covers(everything, usersAdmin)).toBe(true)
  })

  it('adds up several roles before comparing', () => {
    const twoRoles = reachOf([
      { fullAccess: false, permissions: { internalUsers: ['access'] } },
      { fullAccess: false, permissions: { orders: ['access'] } },
    ])
    expect(covers(twoRoles, reach({ internalUsers: ['access'], orders: ['access'] }))).toBe(true)
  })
})
