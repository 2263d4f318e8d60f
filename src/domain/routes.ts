// Dashboard routes as data. Each area declares its own in `<area>.paths.ts` with `definePaths`, and
// builds its links with the `hrefOf` it gets back, typed from the spec's path: a page never writes a
// URL by hand, and a missing parameter is a compile error.
import type { Feature, PermissionAction, Requirement } from './permissions'

export const DASHBOARD_BASE = '/admin-dashboard'

export type RouteKind = 'home' | 'list' | 'create' | 'detail' | 'edit' | 'page'

export interface RouteDef {
  /** Dotted id (`orders.detail`), unique over every area. */
  id: string
  /** The area's slug, which is also the namespace of its texts. */
  area: string
  /** The full path as wouter matches it: the spec's path with `{name}` written `:name`. */
  path: string
  kind: RouteKind
  titleKey: string
  /** What the screen holds, in a sentence; shown while the screen is not built yet. */
  aboutKey: string
  /** The route above this one in the breadcrumb. */
  parent?: string
  /** The parent's path params name the same record as this route's (so the crumb can link it). */
  parentSharesParams?: boolean
  /** The area's sidebar submenu holds it (shown in the breadcrumb). */
  grouped?: boolean
  /** Path params, in order (`locationBase`, `id`). */
  params: readonly string[]
  /** Ids carried in the query string rather than the path (`edit-article?id=...`). */
  query?: readonly string[]
  needs: Requirement
  /** Offered in the sidebar and in the palette's Navigate section. */
  nav?: boolean
}

export interface RouteSpec {
  /** The spec's path below `/admin-dashboard/`, with `{name}` for each path param. */
  path: string
  kind: RouteKind
  needs: Requirement
  parent?: string
  parentSharesParams?: boolean
  query?: readonly string[]
  nav?: boolean
}

type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never
type QueryParams<S> = S extends { query: readonly (infer Name extends string)[] } ? Name : never
type ParamsOf<S extends RouteSpec> = Record<PathParams<S['path']> | QueryParams<S>, string>
type HrefArgs<S extends RouteSpec> = [PathParams<S['path']> | QueryParams<S>] extends [never]
  ? []
  : [ParamsOf<S>]

export const needs = (feature: Feature, action: PermissionAction): Requirement => ({ feature, action })

/** The path of a route with its params filled in (query ids as a query string); null when one is missing. */
export function fillPath(route: RouteDef, params: Readonly<Record<string, string>> = {}): string | null {
  let missing = false
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (!value) missing = true
    return encodeURIComponent(value ?? '')
  })
  if (missing) return null
  const query = (route.query ?? []).filter((name) => params[name])
  return query.length ? `${path}?${new URLSearchParams(query.map((name) => [name, params[name]]))}` : path
}

export interface AreaPaths<Specs extends Record<string, RouteSpec>> {
  routes: readonly RouteDef[]
  route(id: keyof Specs & string): RouteDef
  hrefOf<Id extends keyof Specs & string>(id: Id, ...params: HrefArgs<Specs[Id]>): string
}

/**
 * The routes of one area. Their texts live in the area's namespace: `<area>:nav.routes.<id>.title`
 * and `.about`.
 */
export function definePaths<const Specs extends Record<string, RouteSpec>>(
  area: string,
  specs: Specs,
  options: { grouped?: boolean } = {},
): AreaPaths<Specs> {
  const routes = Object.entries(specs).map(
    ([id, spec]): RouteDef => ({
      id,
      area,
      path: `${DASHBOARD_BASE}/${spec.path.replace(/\{(\w+)\}/g, ':$1')}`,
      kind: spec.kind,
      titleKey: `${area}:nav.routes.${id}.title`,
      aboutKey: `${area}:nav.routes.${id}.about`,
      params: [...spec.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      needs: spec.needs,
      ...(spec.parent ? { parent: spec.parent } : {}),
      ...(spec.parentSharesParams ? { parentSharesParams: true } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.nav ? { nav: true } : {}),
      ...(options.grouped ? { grouped: true } : {}),
    }),
  )
  const byId = new Map(routes.map((route) => [route.id, route]))
  const route = (id: string): RouteDef => {
    const found = byId.get(id)
    if (!found) throw new Error(`No route '${id}' in area '${area}'`)
    return found
  }
  return {
    routes,
    route,
    hrefOf(id, ...params) {
      const href = fillPath(route(id), params[0] as Record<string, string> | undefined)
      if (href === null) throw new Error(`Route '${id}' needs ${route(id).params.join(', ')}`)
      return href
    },
  }
}
