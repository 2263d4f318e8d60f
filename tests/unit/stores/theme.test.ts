import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { THEME_STORAGE_KEY } from '../../../src/domain/theme'

/** A Map-backed Storage: Node has no localStorage, and the store reads it as it loads. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

/** The device's `prefers-color-scheme: dark`, which the test flips as a user changing the OS setting would. */
class DarkQuery extends EventTarget {
  constructor(public matches: boolean) {
    super()
  }
  change(matches: boolean) {
    this.matches = matches
    this.dispatchEvent(new Event('change'))
  }
}

/** The part of a window the theme uses: its events, <html>'s data attributes and matchMedia. */
function pageWindow(systemDark: boolean) {
  const media = new DarkQuery(systemDark)
  const queries: string[] = []
  const target = new EventTarget()
  const win = Object.assign(target, {
    document: { documentElement: { dataset: {} as DOMStringMap } },
    matchMedia: (query: string) => {
      queries.push(query)
      return media
    },
  })
  const storageEvent = (key: string | null, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }))
  return { win, media, queries, storageEvent, shown: () => win.document.documentElement.dataset.theme }
}

/** The store as a fresh page load finds it, with `stored` in localStorage. */
async function loadStore(stored?: string) {
  const storage = new MemoryStorage()
  if (stored !== undefined) storage.setItem(THEME_STORAGE_KEY, stored)
  vi.stubGlobal('localStorage', storage)
  vi.resetModules()
  return { storage, ...(await import('../../../src/stores/theme')) }
}

let stop: (() => void) | undefined
beforeEach(() => {
  stop = undefined
})
afterEach(() => {
  stop?.()
  vi.unstubAllGlobals()
})

describe('the theme store', () => {
  it('follows the system when nothing was chosen in this browser', async () => {
    const { themeState } = await loadStore()
    expect(themeState.choice).toBe('system')
  })

  it('keeps the choice in localStorage and reads it back on the next load', async () => {
    const first = await loadStore()
    first.setTheme('dark')
    expect(first.storage.getItem(THEME_STORAGE_KEY)).toBe('dark')

    const reloaded = await loadStore(first.storage.getItem(THEME_STORAGE_KEY) ?? undefined)
    expect(reloaded.themeState.choice).toBe('dark')
  })

  it('treats an unknown stored value as the default', async () => {
    const { themeState } = await loadStore('neon')
    expect(themeState.choice).toBe('system')
  })
})

describe('the theme on the page', () => {
  it('marks <html> with the stored theme at once, before anything renders', async () => {
    const { applyThemeToPage } = await loadStore('dark')
    const page = pageWindow(false)
    stop = applyThemeToPage(page.win)
    expect(page.shown()).toBe('dark')
    expect(page.queries).toEqual(['(prefers-color-scheme: dark)'])
  })

  it('changes as soon as another theme is chosen', async () => {
    const { applyThemeToPage, setTheme } = await loadStore('light')
    const page = pageWindow(true)
    stop = applyThemeToPage(page.win)
    expect(page.shown()).toBe('light')
    setTheme('dark')
    expect(page.shown()).toBe('dark')
    setTheme('system')
    expect(page.shown()).toBe('dark')
    setTheme('light')
    expect(page.shown()).toBe('light')
  })

  it("follows the device's setting live while the choice is 'system', and ignores it otherwise", async () => {
    const { applyThemeToPage, setTheme } = await loadStore()
    const page = pageWindow(false)
    stop = applyThemeToPage(page.win)
    expect(page.shown()).toBe('light')
    page.media.change(true)
    expect(page.shown()).toBe('dark')
    page.media.change(false)
    expect(page.shown()).toBe('light')

    setTheme('dark')
    page.media.change(true)
    page.media.change(false)
    expect(page.shown()).toBe('dark')
  })

  it('takes up a choice made in another tab, and the default when storage is cleared there', async () => {
    const { applyThemeToPage, themeState } = await loadStore('light')
    const page = pageWindow(true)
    stop = applyThemeToPage(page.win)
    page.storageEvent('i18nextLng', 'th')
    expect(page.shown()).toBe('light')
    page.storageEvent(THEME_STORAGE_KEY, 'dark')
    expect(themeState.choice).toBe('dark')
    expect(page.shown()).toBe('dark')
    page.storageEvent(null, null)
    expect(themeState.choice).toBe('system')
    expect(page.shown()).toBe('dark')
  })

  it('stops following once told to', async () => {
    const { applyThemeToPage, setTheme } = await loadStore()
    const page = pageWindow(false)
    applyThemeToPage(page.win)()
    setTheme('dark')
    page.media.change(true)
    page.storageEvent(THEME_STORAGE_KEY, 'light')
    expect(page.shown()).toBe('light')
  })
})
