import type { Language } from '../domain/constants'
import type { Requirement } from '../domain/permissions'
import type { ThemeChoice } from '../domain/theme'

/** The palette's sections, in their resting order. */
export const COMMAND_SECTIONS = ['actions', 'navigate', 'create', 'search', 'settings'] as const
export type CommandSection = (typeof COMMAND_SECTIONS)[number]

/** What a command may do to the app. The shell provides it; tests pass fakes. */
export interface CommandContext {
  navigate(to: string): void
  setLanguage(language: Language): void
  setTheme(choice: ThemeChoice): void
  signOut(): Promise<void>
  openPalette(): void
  openShortcuts(): void
  /** Focuses the current list's search box; false when the screen has none. */
  focusListSearch(): boolean
  /** Marks every notification of the signed-in staff member read, as the bell's button does. */
  markAllNotificationsRead(): Promise<void>
}

/** What decides whether a command makes sense right now (beyond permissions). */
export interface CommandScope {
  language: Language
  /** The theme chosen in this browser (not the one it resolves to). */
  theme: ThemeChoice
  /** The dashboard route on screen, if any. */
  routeId: string | null
  /** The screen has a list search box (`data-list-search`). */
  hasListSearch: boolean
  /** The bell's unread count; absent is none. */
  unreadNotifications?: number
}

export interface Command {
  /** Stable id: `go-to-orders`, `create-coupon`, `switch-language-th`. */
  id: string
  /** Title, an i18next key present in English and Thai. */
  titleKey: string
  /** Extra words it is found by, English and Thai together, whatever the current language. */
  keywords: readonly string[]
  section: CommandSection
  /**
   * Its shortcut: a sequence of keys pressed one after another (`['g', 'o']`), a single key (`['?']`),
   * or `['mod+k']` for Ctrl+K / Cmd+K.
   */
  hotKeys?: readonly string[]
  /** What the signed-in staff member needs for it to be offered. */
  permission: Requirement
  run(context: CommandContext): void | Promise<void>
  /** The route it opens, for commands that navigate (the sidebar links to it). */
  routeId?: string
  href?: string
  /** Route ids whose screens show it in their action bar and under 'Actions on the current screen'. */
  screens?: readonly string[]
  /** Offered only when this holds (e.g. a list search exists); always when absent. */
  when?: (scope: CommandScope) => boolean
  /** Kept out of the palette's lists (the command that opens the palette). */
  hiddenInPalette?: boolean
  /** Kept out of the screen's action bar: the screen shows its own control for it (Export CSV). */
  hiddenInActionBar?: boolean
}
