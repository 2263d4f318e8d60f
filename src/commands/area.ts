// What an area hands the app: its routes and pages, its commands, its sidebar entry, its record search
// and its texts. `src/app/areas.ts` lists the areas; the route table, the command registry, the
// sidebar, the shortcut handler and the palette are all built from that list.
import type { ComponentType } from 'react'
import type { Language } from '../domain/constants'
import type { RouteDef } from '../domain/routes'
import type { RecordSearchType } from './recordSearch'
import type { Command } from './types'

export type PageLoader = () => Promise<{ default: ComponentType }>

/** A sidebar link names a navigation command; `labelKey` only shortens its title inside a submenu. */
export interface SidebarLink {
  commandId: string
  labelKey?: string
}

export type AreaTexts = Record<Language, Record<string, unknown>>

export interface AreaManifest {
  /** The one name of the area: folder, contract file, locale namespace, server module, tests. */
  slug: string
  routes: readonly RouteDef[]
  /** Route id → its screen. A route without one shows the translated 'not yet available' screen. */
  pages?: Readonly<Record<string, PageLoader>>
  commands?: readonly Command[]
  /**
   * Its place in the sidebar (the order of `areas.ts`). Several links, or `grouped`, make a submenu
   * titled `<slug>:nav.sidebar.group`.
   */
  sidebar?: { links: readonly SidebarLink[]; grouped?: boolean }
  /** Its type of the server's record search, which the palette's 'Search records' asks. */
  search?: RecordSearchType
  /**
   * The `nav` part of its texts (route titles, command titles, the sidebar), which the shell shows
   * before any of the area's screens load. Imported by name, so the rest of the file stays out of the
   * shell's chunk.
   */
  nav: AreaTexts
  /** The whole namespace, loaded with the area's first screen. */
  locales: () => Promise<AreaTexts>
}

/**
 * Reads a locale file's two languages from their dynamic `?raw` imports. Raw, because the shell imports
 * the same files for their `nav` part: a module imported both ways would land whole in the shell's
 * chunk, while a raw copy is a module of its own that loads with the area's first screen.
 */
export async function bothLanguages(
  en: Promise<{ default: string }>,
  th: Promise<{ default: string }>,
): Promise<AreaTexts> {
  const [english, thai] = await Promise.all([en, th])
  return { en: JSON.parse(english.default), th: JSON.parse(thai.default) }
}
