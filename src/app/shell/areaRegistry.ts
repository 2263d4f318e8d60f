// Everything the shell reads about the areas, built once from `AREAS`: the route table and each
// route's page, the sidebar, and the palette's record search. The areas' `nav` texts come with the
// shell's own (signedInTexts.ts), so titles show before any area's screen loads. The commands are
// loaded apart, after the first screen shows (commandRegistry.ts).
import type { AreaManifest, PageLoader, SidebarLink } from '../../commands/area'
import type { RecordSearchType } from '../../commands/recordSearch'
import type { RouteDef } from '../../domain/routes'
import { loadTexts, type TextSet } from '../../ui/i18n'
import { AREAS } from '../areas'
import { loadAreaCommands } from './commandRegistry'

export const DASHBOARD_ROUTES: readonly RouteDef[] = AREAS.flatMap((area) => area.routes)

const routesById = new Map(DASHBOARD_ROUTES.map((route) => [route.id, route]))
const areasBySlug = new Map(AREAS.map((area) => [area.slug, area]))

export const findRoute = (id: string): RouteDef | undefined => routesById.get(id)

export function routeById(id: string): RouteDef {
  const found = routesById.get(id)
  if (!found) throw new Error(`No dashboard route '${id}'`)
  return found
}

const areaOf = (route: RouteDef): AreaManifest => {
  const area = areasBySlug.get(route.area)
  if (!area) throw new Error(`No area '${route.area}'`)
  return area
}

/** Each area's whole namespace as a set of texts, made once so that it loads once per language. */
const areaTexts = new Map(
  AREAS.flatMap(({ slug, locales }): [string, TextSet][] =>
    locales ? [[slug, async (language) => ({ [slug]: (await locales[language]()).default })]] : [],
  ),
)

/**
 * The route's screen with its area's texts loaded first, and its commands when its action bar shows
 * some (from its first paint); it resolves to null when the screen is not built yet.
 */
export function pageLoaderOf(route: RouteDef): () => Promise<Awaited<ReturnType<PageLoader>> | null> {
  const { pages, actionBarScreens } = areaOf(route)
  const texts = areaTexts.get(route.area)
  const commands = actionBarScreens?.includes(route.id) ? () => loadAreaCommands(route.area) : undefined
  return async () => {
    const load = (await pages?.())?.[route.id]
    if (!load) return null
    const [, , page] = await Promise.all([texts && loadTexts(texts), commands?.(), load()])
    return page
  }
}

export type SidebarEntry =
  | ({ kind: 'link' } & SidebarLink)
  | { kind: 'group'; area: string; titleKey: string; links: readonly SidebarLink[] }

export const groupTitleKey = (area: string) => `${area}:nav.sidebar.group`

/** The sidebar of spec section 2: each area's entry, in the order of `AREAS`; each link opens its route. */
export const SIDEBAR: readonly SidebarEntry[] = AREAS.flatMap((area): SidebarEntry[] => {
  const sidebar = area.sidebar
  if (!sidebar) return []
  if (sidebar.grouped || sidebar.links.length > 1)
    return [{ kind: 'group', area: area.slug, titleKey: groupTitleKey(area.slug), links: sidebar.links }]
  return sidebar.links.map((link) => ({ kind: 'link', ...link }))
})

/** The record-search types of the areas, in the order of `AREAS`: the palette's groups follow it. */
export const SEARCH_TYPES: readonly RecordSearchType[] = AREAS.flatMap((area) =>
  area.search ? [area.search] : [],
)
