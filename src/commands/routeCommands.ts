// Builders that turn an area's routes into commands, so a route's path, title and permission are
// written once.
import type { RouteDef } from '../domain/routes'
import type { Command } from './types'

interface RouteCommandOptions {
  keywords: readonly string[]
  hotKeys?: readonly string[]
  /** Defaults to the route's own title. */
  titleKey?: string
}

/** `go-to-<name>`: opens a navigation route (a list, the home, a statistics page). */
export function navigateCommand(route: RouteDef, name: string, options: RouteCommandOptions): Command {
  if (!route.nav) throw new Error(`Route '${route.id}' is not a navigation route`)
  const href = route.path
  return {
    id: `go-to-${name}`,
    titleKey: options.titleKey ?? route.titleKey,
    keywords: options.keywords,
    section: 'navigate',
    hotKeys: options.hotKeys,
    permission: route.needs,
    routeId: route.id,
    href,
    run: (context) => context.navigate(href),
  }
}

/**
 * `create-<name>`: opens a create route that needs no id. It shows in the action bar of its parent
 * list too.
 */
export function createCommand(route: RouteDef, name: string, options: RouteCommandOptions): Command {
  if (route.kind !== 'create') throw new Error(`Route '${route.id}' is not a create route`)
  if (route.params.length > 0) throw new Error(`Route '${route.id}' needs ${route.params.join(', ')}`)
  const href = route.path
  return {
    id: `create-${name}`,
    titleKey: options.titleKey ?? route.titleKey,
    keywords: options.keywords,
    section: 'create',
    hotKeys: options.hotKeys,
    permission: route.needs,
    routeId: route.id,
    href,
    screens: route.parent ? [route.parent] : undefined,
    run: (context) => context.navigate(href),
  }
}
