import { describe, expect, it } from 'vitest'
import { translatorFor } from '../../../server/lib/i18n'
import { describeDevice } from '../../../src/domain/devices'

const english = translatorFor('en')
const thai = translatorFor('th')

describe('a device in words of the reader', () => {
  it('names the browser and the hardware, the type only when no model is known', () => {
    expect(describeDevice({ browser: 'Chrome 126', type: 'desktop', model: null }, english)).toBe(
      'Chrome 126 on desktop',
    )
    expect(
      describeDevice({ browser: 'Mobile Safari 17', type: 'mobile', model: 'Apple iPhone' }, english),
    ).toBe('Mobile Safari 17 on Apple iPhone')
  })

  it('puts the words, not the names, into Thai', () => {
    expect(describeDevice({ browser: 'Chrome 126', type: 'desktop', model: null }, thai)).toBe(
      'Chrome 126 บน เดสก์ท็อป',
    )
    expect(describeDevice({ browser: null, type: 'tablet', model: null }, thai)).toBe('แท็บเล็ต')
    expect(describeDevice({ browser: 'Firefox 128', type: null, model: null }, thai)).toBe('Firefox 128')
  })

  it('says nothing of an unknown device', () => {
    expect(describeDevice(null, english)).toBeNull()
    expect(describeDevice({ browser: null, type: null, model: null }, thai)).toBeNull()
  })
})
