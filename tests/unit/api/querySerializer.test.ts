import { describe, expect, it } from 'vitest'
import { serializeQuery } from '../../../src/api/querySerializer'

describe('serializeQuery', () => {
  it('skips empty values', () => {
    expect(serializeQuery({ page: 1, search: '', status: undefined, category: null, active: false })).toBe(
      'page=1&active=false',
    )
  })

  it('repeats the key for each array item', () => {
    expect(serializeQuery({ status: ['active', '', 'inactive'], page: 0 })).toBe(
      'status=active&status=inactive&page=0',
    )
  })

  it('escapes % # + &', () => {
    const query = serializeQuery({ search: 'A&B #1+50%' })
    expect(query).toBe('search=A%26B%20%231%2B50%25')
    expect(new URLSearchParams(query).get('search')).toBe('A&B #1+50%')
  })

  it('keeps Thai text intact through encoding', () => {
    expect(new URLSearchParams(serializeQuery({ q: 'สินค้า' })).get('q')).toBe('สินค้า')
  })

  it('gives an empty string when nothing is left', () => {
    expect(serializeQuery({ a: '', b: [] })).toBe('')
  })
})
