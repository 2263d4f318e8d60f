import { describe, expect, it } from 'vitest'
import { readTokenClaims, shouldRenew } from '../../../src/api/jwt'
import { fakeJwt } from './fakeJwt'

describe('readTokenClaims', () => {
  it('reads the payload of a JWT', () => {
    expect(readTokenClaims(fakeJwt({ _id: 'u1', sid: 's1', exp: 100 }))).toEqual({
      _id: 'u1',
      sid: 's1',
      exp: 100,
    })
  })
  it('reads payloads with non-ASCII text', () => {
    expect(readTokenClaims(fakeJwt({ name: 'สมชาย' }))).toEqual({ name: 'สมชาย' })
  })
  it('answers null for anything else', () => {
    expect(readTokenClaims('not-a-token')).toBeNull()
    expect(readTokenClaims('a.%%%.c')).toBeNull()
  })
})

describe('shouldRenew', () => {
  const issued = 1_000
  const claims = { iat: issued, exp: issued + 900 }
  it('waits during the first half of the lifetime', () => {
    expect(shouldRenew(claims, issued + 449)).toBe(false)
  })
  it('renews during the second half', () => {
    expect(shouldRenew(claims, issued + 451)).toBe(true)
    expect(shouldRenew(claims, issued + 899)).toBe(true)
  })
  it('leaves an expired token to the server', () => {
    expect(shouldRenew(claims, issued + 900)).toBe(false)
  })
  it('assumes the 15-minute lifetime when the token has no iat', () => {
    expect(shouldRenew({ exp: 2_000 }, 2_000 - 451)).toBe(false)
    expect(shouldRenew({ exp: 2_000 }, 2_000 - 449)).toBe(true)
  })
  it('never renews a token without an expiry', () => {
    expect(shouldRenew({}, 0)).toBe(false)
    expect(shouldRenew(null, 0)).toBe(false)
  })
})
