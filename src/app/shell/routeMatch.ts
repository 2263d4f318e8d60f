import { fillPath, type RouteDef } from '../../domain/routes'
import { DASHBOARD_ROUTES, findRoute, groupTitleKey } from './areaRegistry'

export interface RouteMatch {
  route: RouteDef
  params: Readonly<Record<string, string>>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Matched like wouter does: whole path, case-insensitive, an optional trailing slash.
function compile(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
    .join('/')
  return new RegExp(`^${source}/?$`, 'i')
}

const COMPILED = DASHBOARD_ROUTES.map((route) => ({ route, pattern: compile(route.path) }))

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The dashboard route a browser path shows, with its path params. */
export function matchDashboardPath(pathname: string): RouteMatch | null {
  for (const { route, pattern } of COMPILED) {
    const found = pattern.exec(pathname)
    if (!found) continue
    const params: Record<string, string> = {}
    route.params.forEach((name, index) => {
      params[name] = decode(found[index + 1])
    })
    return { route, params }
  }
  return null
}

export type Crumb =
  | { kind: 'group'; area: string; titleKey: string }
  | { kind: 'route'; id: string; titleKey: string; href: string | null; current: boolean }

/**
 * The breadcrumb of a path: Home, the sidebar group if any, then the chain of parents down to the
 * current screen. A parent is a link when its path can be built: it has no params, or every step
 * from the current screen up to it keeps naming the same record.
 */
export function breadcrumbFor(match: RouteMatch): Crumb[] {
  const chain: { route: RouteDef; href: string | null }[] = []
  let params: Readonly<Record<string, string>> | null = match.params
  let step: RouteDef | undefined = match.route
  const seen = new Set<string>()
  while (step && !seen.has(step.id)) {
    seen.add(step.id)
    chain.unshift({
      route: step,
      href: params ? fillPath(step, params) : step.params.length ? null : step.path,
    })
    if (!step.parentSharesParams) params = null
    step = step.parent ? findRoute(step.parent) : undefined
  }
  const crumbs: Crumb[] = []
  const home = findRoute('home')
  if (home && chain[0]?.route.id !== 'home')
    crumbs.push({ kind: 'route', id: home.id, titleKey: home.titleKey, href: home.path, current: false })
  const first = chain[0]?.route
  if (first?.grouped) crumbs.push({ kind: 'group', area: first.area, titleKey: groupTitleKey(first.area) })
  chain.forEach(({ route, href }, index) => {
    const current = index === chain.length - 1
    crumbs.push({
      kind: 'route',
      id: route.id,
      titleKey: route.titleKey,
      href: current ? null : href,
      current,
    })
  })
  return crumbs
}

/** The route whose sidebar entry stands for this one: the first navigation route up its parents. */
export function navRootOf(route: RouteDef): RouteDef | null {
  let step: RouteDef | undefined = route
  const seen = new Set<string>()
  while (step && !seen.has(step.id)) {
    if (step.nav) return step
    seen.add(step.id)
    step = step.parent ? findRoute(step.parent) : undefined
  }
  return null
}
