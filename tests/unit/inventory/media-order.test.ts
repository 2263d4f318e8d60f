import { describe, expect, it } from 'vitest'
import { coverIsVideo, moveMedia } from '../../../src/app/inventory/mediaOrder'

describe('arranging product media', () => {
  it('moves an item up, down, to the cover place, and not past either end', () => {
    const items = ['a', 'b', 'c', 'd']
    expect(moveMedia(items, 2, 1)).toEqual(['a', 'c', 'b', 'd'])
    expect(moveMedia(items, 0, 1)).toEqual(['b', 'a', 'c', 'd'])
    expect(moveMedia(items, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveMedia(items, 0, -1)).toEqual(items)
    expect(moveMedia(items, 3, 9)).toEqual(items)
  })

  it('tells a video in the cover place', () => {
    expect(coverIsVideo([{ key: 'v', fileType: 'video', url: '' }])).toBe(true)
    expect(coverIsVideo([])).toBe(false)
  })
})
