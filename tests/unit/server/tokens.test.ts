import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTokenSigner } from '../../../server/lib/tokens'

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256'
const claims = {
  _id: '6f1c2b7e-0d4e-4a51-9b1e-2f0c7d1a9e33',
  sid: 'b1d0f1f2-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  typ: 'access' as const,
}

afterEach(() => {
  vi.useRealTimers()
})

describe('session tokens', () => {
  it('verify the same token again from what was checked, and refuse any other text, even one byte off', async () => {
    const signer = createTokenSigner(SECRET)
    const token = await signer.sign(claims, new Date(Date.now() + 60_000))
    expect(await signer.verify(token)).toEqual(claims)
    expect(await signer.verify(token)).toEqual(claims)
    const signatureAt = token.lastIndexOf('.') + 1
    const other = token[signatureAt] === 'A' ? 'B' : 'A'
    const forged = `${token.slice(0, signatureAt)}${other}${token.slice(signatureAt + 1)}`
    expect(await signer.verify(forged)).toBeNull()
    expect(await createTokenSigner(`${SECRET}!`).verify(token)).toBeNull()
  })

  it('refuse a token once it has expired, though it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'))
    const signer = createTokenSigner(SECRET)
    const token = await signer.sign(claims, new Date('2026-03-01T00:15:00Z'))
    expect(await signer.verify(token)).toEqual(claims)
    vi.setSystemTime(new Date('2026-03-01T00:15:01Z'))
    expect(await signer.verify(token)).toBeNull()
  })
})
