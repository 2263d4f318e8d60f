import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { breadcrumbFor } from './routeMatch'
import { useCurrentRoute } from './useCurrentRoute'

const Separator = () => (
  <span aria-hidden="true" className="text-fg-faint">
    /
  </span>
)

/**
 * Built from the path: Home, the sidebar group, the parent screens, then the current one. On a phone
 * only the current screen is shown, cut short with an ellipsis when its name is longer than the room.
 */
export function Breadcrumb() {
  const { t } = useTranslation()
  const match = useCurrentRoute()
  if (!match) return null
  const crumbs = breadcrumbFor(match)
  return (
    <nav aria-label={t('shell:breadcrumb.label')} className="min-w-0">
      <ol className="flex items-center gap-x-2 gap-y-1 text-sm sm:flex-wrap">
        {crumbs.map((crumb, index) => (
          <li
            key={crumb.kind === 'group' ? `group-${crumb.area}` : crumb.id}
            className={`flex min-w-0 items-center gap-x-2 ${index < crumbs.length - 1 ? 'max-sm:hidden' : ''}`}
          >
            {index > 0 ? (
              <span className="max-sm:hidden">
                <Separator />
              </span>
            ) : null}
            <span className="truncate">
              {crumb.kind === 'route' && crumb.href ? (
                <Link
                  href={crumb.href}
                  className="rounded text-fg-muted underline-offset-2 outline-none hover:text-fg hover:underline focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  {t(crumb.titleKey)}
                </Link>
              ) : (
                <span
                  aria-current={crumb.kind === 'route' && crumb.current ? 'page' : undefined}
                  className={
                    crumb.kind === 'route' && crumb.current ? 'font-medium text-fg' : 'text-fg-muted'
                  }
                >
                  {t(crumb.titleKey)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
