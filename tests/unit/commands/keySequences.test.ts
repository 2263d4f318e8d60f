import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeySequenceMatcher, keyName, MOD_K, MOD_Z } from '../../../src/commands/keySequences'

const bindings = [
  { keys: ['g', 'h'], id: 'go-to-home' },
  { keys: ['g', 'o'], id: 'go-to-orders' },
  { keys: ['g', 'u'], id: 'go-to-users' },
  { keys: ['?'], id: 'show-shortcuts' },
  { keys: ['/'], id: 'focus-list-search' },
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the key sequence matcher', () => {
  it('runs a sequence pressed key after key', () => {
    const matcher = createKeySequenceMatcher(bindings)
    expect(matcher.press('g')).toEqual({ kind: 'pending' })
    expect(matcher.isPending()).toBe(true)
    expect(matcher.press('o')).toEqual({ kind: 'match', id: 'go-to-orders' })
    expect(matcher.isPending()).toBe(false)
    expect(matcher.press('g')).toEqual({ kind: 'pending' })
    expect(matcher.press('u')).toEqual({ kind: 'match', id: 'go-to-users' })
  })

  it('runs single keys at once', () => {
    const matcher = createKeySequenceMatcher(bindings)
    expect(matcher.press('?')).toEqual({ kind: 'match', id: 'show-shortcuts' })
    expect(matcher.press('/')).toEqual({ kind: 'match', id: 'focus-list-search' })
  })

  it('forgets a started sequence after a second without the next key', () => {
    const matcher = createKeySequenceMatcher(bindings)
    matcher.press('g')
    vi.advanceTimersByTime(999)
    expect(matcher.isPending()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(matcher.isPending()).toBe(false)
    expect(matcher.press('h')).toEqual({ kind: 'none' })
  })

  it('gives each key of a sequence its own second', () => {
    const matcher = createKeySequenceMatcher([{ keys: ['g', 'a', 'b'], id: 'long' }], { timeoutMs: 500 })
    matcher.press('g')
    vi.advanceTimersByTime(400)
    matcher.press('a')
    vi.advanceTimersByTime(400)
    expect(matcher.press('b')).toEqual({ kind: 'match', id: 'long' })
  })

  it('starts over on a wrong key, which may begin a shortcut of its own', () => {
    const matcher = createKeySequenceMatcher(bindings)
    matcher.press('g')
    expect(matcher.press('x')).toEqual({ kind: 'none' })
    expect(matcher.isPending()).toBe(false)
    matcher.press('g')
    expect(matcher.press('?')).toEqual({ kind: 'match', id: 'show-shortcuts' })
    matcher.press('g')
    expect(matcher.press('g')).toEqual({ kind: 'pending' })
    expect(matcher.press('h')).toEqual({ kind: 'match', id: 'go-to-home' })
  })

  it('can be reset (a field took the focus)', () => {
    const matcher = createKeySequenceMatcher(bindings)
    matcher.press('g')
    matcher.reset()
    expect(matcher.press('o')).toEqual({ kind: 'none' })
  })
})

describe('key names', () => {
  it('names letters, ? and /', () => {
    expect(keyName({ key: 'g', code: 'KeyG' })).toBe('g')
    expect(keyName({ key: 'G', code: 'KeyG', shiftKey: true })).toBe('g')
    expect(keyName({ key: '?', code: 'Slash', shiftKey: true })).toBe('?')
    expect(keyName({ key: '/', code: 'Slash' })).toBe('/')
  })

  it('names Ctrl+K and Cmd+K alike, Ctrl+Z and Cmd+Z alike (not with Shift, which is redo), and no other chord', () => {
    expect(keyName({ key: 'k', code: 'KeyK', ctrlKey: true })).toBe(MOD_K)
    expect(keyName({ key: 'k', code: 'KeyK', metaKey: true })).toBe(MOD_K)
    expect(keyName({ key: 'z', code: 'KeyZ', ctrlKey: true })).toBe(MOD_Z)
    expect(keyName({ key: 'z', code: 'KeyZ', metaKey: true })).toBe(MOD_Z)
    expect(keyName({ key: 'ผ', code: 'KeyZ', ctrlKey: true })).toBe(MOD_Z)
    expect(keyName({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })).toBeNull()
    expect(keyName({ key: 'c', code: 'KeyC', ctrlKey: true })).toBeNull()
    expect(keyName({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true })).toBeNull()
    expect(keyName({ key: 'g', code: 'KeyG', altKey: true })).toBeNull()
  })

  it('reads the physical key under a Thai keyboard layout', () => {
    // Kedmanee: the G key types 'เ', the O key 'น', the / key 'ฝ' and with Shift 'ฦ'; Ctrl+K stays Ctrl+K.
    expect(keyName({ key: 'เ', code: 'KeyG' })).toBe('g')
    expect(keyName({ key: 'น', code: 'KeyO' })).toBe('o')
    expect(keyName({ key: 'ฝ', code: 'Slash' })).toBe('/')
    expect(keyName({ key: 'ฦ', code: 'Slash', shiftKey: true })).toBe('?')
    expect(keyName({ key: 'า', code: 'KeyK', ctrlKey: true })).toBe(MOD_K)
  })

  it('names no key for Shift, Escape, arrows', () => {
    expect(keyName({ key: 'Shift', code: 'ShiftLeft', shiftKey: true })).toBeNull()
    expect(keyName({ key: 'Escape', code: 'Escape' })).toBeNull()
    expect(keyName({ key: 'ArrowDown', code: 'ArrowDown' })).toBeNull()
  })
})
