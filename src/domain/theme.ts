// The colour theme: light, dark, or whatever the device is set to. Pure rules; the browser part is in
// src/stores/theme.ts.

export const THEME_CHOICES = ['light', 'dark', 'system'] as const
/** What staff pick: a theme, or 'system' to follow the device's light or dark setting as it changes. */
export type ThemeChoice = (typeof THEME_CHOICES)[number]
/** What the screens are drawn in at a given moment. */
export type Theme = Exclude<ThemeChoice, 'system'>

export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system'
/** Kept per browser in localStorage, like the language (`i18nextLng`). */
export const THEME_STORAGE_KEY = 'theme'

/** Reads a stored value; anything unknown (another app's value, a hand edit) is the default. */
export function toThemeChoice(value: string | null | undefined): ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(value ?? '')
    ? (value as ThemeChoice)
    : DEFAULT_THEME_CHOICE
}

/** The theme to show for a choice, given whether the device asks for dark (`prefers-color-scheme`). */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light'
  return choice
}
