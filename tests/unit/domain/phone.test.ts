import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../../src/domain/phone'

describe('formatPhone', () => {
  it('writes +{code}(0) and the number in 3-3-rest groups, its leading 0 dropped', () => {
    expect(formatPhone('66', '0812345678')).toBe('+66(0)812-345-678')
    expect(formatPhone('66', '812345678')).toBe('+66(0)812-345-678')
    expect(formatPhone('855', '012345678')).toBe('+855(0)123-456-78')
  })

  it('keeps a short number in the groups it fills', () => {
    expect(formatPhone('65', '1234')).toBe('+65(0)123-4')
    expect(formatPhone('65', '123')).toBe('+65(0)123')
  })

  it('ignores anything but digits and shows nothing for no number', () => {
    expect(formatPhone('+66', '081 234 5678')).toBe('+66(0)812-345-678')
    expect(formatPhone('66', '')).toBe('')
    expect(formatPhone('66', null)).toBe('')
    expect(formatPhone(null, '0812345678')).toBe('812-345-678')
  })
})
