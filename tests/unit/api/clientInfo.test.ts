import { describe, expect, it } from 'vitest'
import { detectOs } from '../../../src/api/clientInfo'

describe('detectOs', () => {
  it('prefers the client-hint platform', () => {
    expect(
      detectOs({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { platform: 'Chrome OS' } }),
    ).toBe('Chrome OS')
  })
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15', 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36', 'Chrome OS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0', 'Linux'],
    ['curl/8.0', 'Unknown'],
  ])('reads %s as %s', (userAgent, os) => {
    expect(detectOs({ userAgent })).toBe(os)
  })
  it('answers Unknown without a navigator', () => {
    expect(detectOs(undefined)).toBe('Unknown')
  })
})
