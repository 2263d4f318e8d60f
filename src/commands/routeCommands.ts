// Builders that turn entries of the route registry into commands, so a route's path, title and
// permission are written once.
import { routeById } from '../app/routes/dashboardRoutes'
import type { Command } from './types'

interface RouteCommandOptions {
  keywords: readonly string[]
  hotKeys?: readonly string[]
  /** Defaults to the route's own title. */
  titleKey?: string
}

/** `go-to-<name>`: opens a navigation route (a list, the home, a statistics page). */
export function navigateCommand(routeId: string, name: string, options: RouteCommandOptions): Command {
  const route = routeById(routeId)
  if (!route.nav) throw new Error(`Route '${routeId}' is not a navigation route`)
  const href = route.path
  return {
    id: `go-to-${name}`,
    titleKey: options.titleKey ?? route.titleKey,
    keywords: options.keywords,
    section: 'navigate',
    hotKeys: options.hotKeys,
    permission: route.needs,
    routeId,
    href,
    run: (context) => context.navigate(href),
  }
}

/**
 * `create-<name>`: opens a create route that needs no id. It shows in the action bar of its parent
 * list too.
 */
export function createCommand(routeId: string, name: string, options: RouteCommandOptions): Command {
  const route = routeById(routeId)
  if (route.kind !== 'create') throw new Error(`Route '${routeId}' is not a create route`)
  if (route.params.length > 0) throw new Error(`Route '${routeId}' needs ${route.params.join(', ')}`)
  const href = route.path
  return {
    id: `create-${name}`,
    titleKey: options.titleKey ?? route.titleKey,
    keywords: options.keywords,
    section: 'create',
    hotKeys: options.hotKeys,
    permission: route.needs,
    routeId,
    href,
    screens: route.parent ? [route.parent] : undefined,
    run: (context) => context.navigate(href),
  }
}
