import { describe, expect, it } from 'vitest'
import {
  clampPage,
  formatCount,
  listQuery,
  pageCount,
  pageLinks,
  readListParams,
  rememberedPageSize,
  rememberPageSize,
  rowRange,
  toPage,
  toPageSize,
  writeListParams,
} from '../../../src/ui/pagedList/pagedList'

describe('page sizes and pages', () => {
  it('accepts only 5, 10, 35, 50 and 100, defaulting to 5', () => {
    expect([5, 10, 35, 50, 100].map(toPageSize)).toEqual([5, 10, 35, 50, 100])
    expect([undefined, null, '', '20', 7, 'abc', '10'].map(toPageSize)).toEqual([5, 5, 5, 5, 5, 5, 10])
  })

  it('reads page numbers from 1, defaulting to 1', () => {
    expect(['3', '1', '0', '-2', '1.5', 'x', null].map(toPage)).toEqual([3, 1, 1, 1, 1, 1, 1])
  })

  it('writes counts with thousands separators in both languages', () => {
    expect(formatCount(10_000, 'en')).toBe('10,000')
    expect(formatCount(1_234_567, 'th')).toBe('1,234,567')
    expect(formatCount(7, 'th')).toBe('7')
  })

  it('counts pages as ceil(total / limit)', () => {
    expect(pageCount(0, 5)).toBe(0)
    expect(pageCount(1, 5)).toBe(1)
    expect(pageCount(5, 5)).toBe(1)
    expect(pageCount(6, 5)).toBe(2)
    expect(pageCount(23, 10)).toBe(3)
    expect(pageCount(100, 35)).toBe(3)
  })

  it('brings a page past the end back to the last one', () => {
    expect(clampPage(4, 11, 5)).toBe(3)
    expect(clampPage(2, 0, 5)).toBe(1)
    expect(clampPage(2, 10, 5)).toBe(2)
  })

  it('names the rows of a page', () => {
    expect(rowRange(2, 5, 23)).toEqual({ from: 6, to: 10 })
    expect(rowRange(5, 5, 23)).toEqual({ from: 21, to: 23 })
    expect(rowRange(1, 5, 0)).toEqual({ from: 0, to: 0 })
  })

  it('offers the first, the last and the pages around the current one', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 3)).toEqual([1, 2, 3])
    expect(pageLinks(10, 2000)).toEqual([1, 'gap', 9, 10, 11, 'gap', 2000])
    expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7])
    expect(pageLinks(1, 0)).toEqual([])
  })
})

describe('the list in the address', () => {
  it('reads the page, size, search and the screen filters', () => {
    const params = readListParams(
      new URLSearchParams('page=2&limit=35&search=%20som%20&from=2026-11-01&other=x'),
      { filterKeys: ['from', 'to'] },
    )
    expect(params).toEqual({
      page: 2,
      limit: 35,
      search: 'som',
      filters: { from: '2026-11-01' },
      sort: null,
      order: null,
      view: null,
      hidden: [],
    })
  })

  it('treats a blank or whitespace-only search as no search, and cuts it to 255 characters', () => {
    expect(readListParams(new URLSearchParams('search=%20%20')).search).toBeNull()
    expect(readListParams(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(255)
  })

  it('leaves defaults out of the address', () => {
    expect(writeListParams({ page: 1, limit: 5, search: null, filters: {} }).toString()).toBe('')
    expect(
      writeListParams({
        page: 3,
        limit: 10,
        search: 'a&b',
        filters: { status: 'active', role: '' },
      }).toString(),
    ).toBe('search=a%26b&status=active&limit=10&page=3')
  })

  it('sends the search only when there is one', () => {
    expect(listQuery({ page: 1, limit: 5, search: null, filters: {} })).toEqual({ page: 1, limit: 5 })
    expect(listQuery({ page: 2, limit: 50, search: 'x', filters: {} })).toEqual({
      page: 2,
      limit: 50,
      search: 'x',
    })
  })

  it('keeps a sort the list allows, with its order, and drops any other', () => {
    const sorts = ['name', 'email'] as const
    const read = (address: string) => readListParams(new URLSearchParams(address), { sorts })
    expect(read('sort=email&order=desc')).toMatchObject({ sort: 'email', order: 'desc' })
    expect(read('sort=email')).toMatchObject({ sort: 'email', order: null })
    expect(read('sort=password&order=asc')).toMatchObject({ sort: null, order: null })
    expect(read('sort=name&order=sideways')).toMatchObject({ sort: 'name', order: null })
    const params = { page: 2, limit: 5, search: null, filters: {}, sort: 'name', order: 'desc' } as const
    expect(writeListParams(params).toString()).toBe('sort=name&order=desc&page=2')
    expect(listQuery(params)).toEqual({ page: 2, limit: 5, sort: 'name', order: 'desc' })
  })
})

describe('the page size of a list', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>()
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      get length() {
        return items.size
      },
    }
  }

  it('is remembered per list and used when the address names none', () => {
    const storage = memoryStorage()
    expect(rememberedPageSize('roles', storage)).toBeNull()
    rememberPageSize('roles', 35, storage)
    expect(rememberedPageSize('roles', storage)).toBe(35)
    expect(rememberedPageSize('internal-users', storage)).toBeNull()
    storage.setItem('pageSize:broken', '7')
    expect(rememberedPageSize('broken', storage)).toBeNull()

    const defaultLimit = rememberedPageSize('roles', storage) ?? 5
    expect(readListParams(new URLSearchParams(''), { defaultLimit }).limit).toBe(35)
    expect(readListParams(new URLSearchParams('limit=10'), { defaultLimit }).limit).toBe(10)
    // The address names any size but the spec's default, so a shared link shows the same rows.
    expect(writeListParams({ page: 1, limit: 35, search: null, filters: {} }).toString()).toBe('limit=35')
  })
})
