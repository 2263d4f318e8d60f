import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import type { SidebarLink } from '../../commands/area'
import type { RouteDef } from '../../domain/routes'
import { canUse, permissionsState } from '../../stores/permissions'
import { ChevronDownIcon } from '../../ui/icons'
import { findRoute, SIDEBAR } from './areaRegistry'
import { navRootOf } from './routeMatch'
import { useCurrentRoute } from './useCurrentRoute'

const linkStyle =
  'block rounded-lg px-3 py-2 text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500'
const idle = 'text-fg-secondary hover:bg-surface-muted hover:text-fg'
const active = 'bg-accent-subtle font-medium text-accent-strong'

interface ResolvedLink {
  route: RouteDef
  labelKey: string
}

function useOfferedLinks() {
  const permissions = useSnapshot(permissionsState)
  return (links: readonly SidebarLink[]): ResolvedLink[] =>
    links.flatMap(({ routeId, labelKey }) => {
      const route = findRoute(routeId)
      if (!route || !canUse(route.needs, permissions)) return []
      return [{ route, labelKey: labelKey ?? route.titleKey }]
    })
}

function NavLink({
  link,
  activeRouteId,
  onNavigate,
}: {
  link: ResolvedLink
  activeRouteId: string | null
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const current = link.route.id === activeRouteId
  return (
    <li>
      <Link
        href={link.route.path}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        className={`${linkStyle} ${current ? active : idle}`}
      >
        {t(link.labelKey)}
      </Link>
    </li>
  )
}

function NavGroup({
  titleKey,
  links,
  activeRouteId,
  onNavigate,
}: {
  titleKey: string
  links: ResolvedLink[]
  activeRouteId: string | null
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const panelId = useId()
  const holdsActive = links.some((link) => link.route.id === activeRouteId)
  const [open, setOpen] = useState(holdsActive)
  useEffect(() => {
    if (holdsActive) setOpen(true)
  }, [holdsActive])
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className={`${linkStyle} flex w-full items-center justify-between text-left ${holdsActive ? 'font-medium text-accent-strong' : idle}`}
      >
        {t(titleKey)}
        <span className={`transition ${open ? 'rotate-180' : ''}`}>
          <ChevronDownIcon />
        </span>
      </button>
      <ul id={panelId} hidden={!open} className="mt-1 ml-3 space-y-1 border-line border-l pl-2">
        {links.map((link) => (
          <NavLink key={link.route.id} link={link} activeRouteId={activeRouteId} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  )
}

/** The main menu: the areas' navigation routes the staff member may open, in the spec's order. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const match = useCurrentRoute()
  const activeRouteId = match ? (navRootOf(match.route)?.id ?? null) : null
  const offered = useOfferedLinks()
  return (
    <nav aria-label={t('shell:sidebar.label')} className="px-3 py-4">
      <ul className="space-y-1">
        {SIDEBAR.map((entry) => {
          if (entry.kind === 'link') {
            const [link] = offered([entry])
            return link ? (
              <NavLink
                key={entry.routeId}
                link={link}
                activeRouteId={activeRouteId}
                onNavigate={onNavigate}
              />
            ) : null
          }
          const links = offered(entry.links)
          return links.length > 0 ? (
            <NavGroup
              key={entry.area}
              titleKey={entry.titleKey}
              links={links}
              activeRouteId={activeRouteId}
              onNavigate={onNavigate}
            />
          ) : null
        })}
      </ul>
    </nav>
  )
}
