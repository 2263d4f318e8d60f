import { preferencesState } from '../src/stores/preferences'
import { i18next } from '../src/ui/i18n'

export const STORY_LOCALES = ['en', 'th'] as const
export const STORY_THEMES = ['light', 'dark'] as const
export type StoryLocale = (typeof STORY_LOCALES)[number]
export type StoryTheme = (typeof STORY_THEMES)[number]

export interface StoryGlobals {
  locale?: StoryLocale
  theme?: StoryTheme
}

/**
 * Puts the page in the toolbar's language and theme before a story renders: the language through the
 * preferences store the language menu reads (and i18next at once, so the first render is already in it),
 * the theme as the app's `dark` class on <html> with the matching `color-scheme`.
 */
export function applyStoryGlobals({ locale = 'en', theme = 'light' }: StoryGlobals): void {
  if (preferencesState.language !== locale) preferencesState.language = locale
  if (i18next.language !== locale) void i18next.changeLanguage(locale)
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}
