// What an area hands the app: its routes and pages, its commands, its sidebar entry, its record search
// and its texts. `src/app/areas.ts` lists the areas; the route table, the command registry, the
// sidebar, the shortcut handler and the palette are all built from that list. The screens and the
// commands come in modules of their own, loaded when needed: the sidebar and the routes need neither.
import type { ComponentType } from 'react'
import type { Language } from '../domain/constants'
import type { RouteDef } from '../domain/routes'
import type { RecordSearchType } from './recordSearch'
import type { Command } from './types'

export type PageLoader = () => Promise<{ default: ComponentType }>

/**
 * A sidebar link names a navigation route (its path, title and permission); `labelKey` only shortens
 * its title inside a submenu.
 */
export interface SidebarLink {
  routeId: string
  labelKey?: string
}

/** The area's commands (`<slug>.commands.ts`), fetched when the page is idle or the keyboard asks. */
export type CommandsLoader = () => Promise<readonly Command[]>

export interface AreaManifest {
  /** The one name of the area: folder, contract file, locale namespace, server module, tests. */
  slug: string
  routes: readonly RouteDef[]
  /**
   * Route id → its screen, in a module of its own (`<slug>.pages.ts`), loaded with the area's first
   * screen: `() => import('./<slug>.pages').then((m) => m.<slug>Pages)`. A route without one shows the
   * translated 'not yet available' screen.
   */
  pages?: () => Promise<Readonly<Record<string, PageLoader>>>
  /**
   * Its palette commands and shortcuts: `() => import('./<slug>.commands').then((m) => m.<slug>Commands)`.
   * Loaded with the screens whose action bar shows them and, for every area, when the page is idle,
   * the palette or the shortcut sheet opens, or a shortcut is pressed.
   */
  commands?: CommandsLoader
  /**
   * The routes whose screens show some of its commands in their action bar (`screens` without
   * `hiddenInActionBar`): they wait for the commands, so the bar is there from their first paint; the
   * others show without them. tests/unit/commands/registry.test.ts checks the list against the commands.
   */
  actionBarScreens?: readonly string[]
  /**
   * Its place in the sidebar (the order of `areas.ts`). Several links, or `grouped`, make a submenu
   * titled `<slug>:nav.sidebar.group`.
   */
  sidebar?: { links: readonly SidebarLink[]; grouped?: boolean }
  /** Its type of the server's record search, which the palette's 'Search records' asks. */
  search?: RecordSearchType
  /**
   * Its whole namespace in one language, loaded with its first screen. The `nav` part (route titles,
   * command titles, the sidebar) comes earlier, with the shell's texts (src/app/shell/signedInTexts.ts).
   * Omitted only where the shell's texts hold the whole namespace (the bell's).
   */
  locales?: Record<Language, () => Promise<{ default: object }>>
}
