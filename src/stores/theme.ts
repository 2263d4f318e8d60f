import { proxy, subscribe } from 'valtio'
import { resolveTheme, THEME_STORAGE_KEY, type ThemeChoice, toThemeChoice } from '../domain/theme'
import { readItem, writeItem } from './browserStorage'

/** The theme staff chose in this browser: light, dark, or the device's setting. */
export const themeState = proxy({
  choice: toThemeChoice(readItem('local', THEME_STORAGE_KEY)),
})

export function setTheme(choice: ThemeChoice): void {
  themeState.choice = choice
  writeItem('local', THEME_STORAGE_KEY, choice)
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The parts of a browser window the theme uses (a test hands in a small one). */
export interface ThemeWindow extends Pick<Window, 'addEventListener' | 'removeEventListener'> {
  readonly document: { readonly documentElement: { readonly dataset: DOMStringMap } }
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>
}

/**
 * Draws the page in the chosen theme: sets `<html data-theme="light|dark">` at once, so a call before
 * the first render means no screen is ever drawn in the wrong colours (the strict CSP allows no inline
 * script in index.html to do it earlier), then follows the choice, the device's setting while the choice
 * is 'system', and a choice made in another tab. Answers a function that stops following.
 */
export function applyThemeToPage(win: ThemeWindow): () => void {
  const root = win.document.documentElement
  const systemDark = win.matchMedia(DARK_QUERY)
  const apply = () => {
    root.dataset.theme = resolveTheme(themeState.choice, systemDark.matches)
  }
  const followOtherTabs = (event: StorageEvent) => {
    // A null key is storage cleared: back to the default.
    if (event.key === THEME_STORAGE_KEY || event.key === null)
      themeState.choice = toThemeChoice(event.newValue)
  }
  apply()
  const stopFollowingChoice = subscribe(themeState, apply, true)
  systemDark.addEventListener('change', apply)
  win.addEventListener('storage', followOtherTabs)
  return () => {
    stopFollowingChoice()
    systemDark.removeEventListener('change', apply)
    win.removeEventListener('storage', followOtherTabs)
  }
}
