import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, Redirect, Route, Switch } from 'wouter'
import { loadSignedInStaff } from '../../api/signedInStaff'
import { DASHBOARD_BASE, type RouteDef } from '../../domain/routes'
import { markFirstScreenShown } from '../../stores/firstScreen'
import { canUse, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { lazyWithRetry } from '../../ui/lazyWithRetry'
import { homePaths } from '../home/home.paths'
import { PageErrorBoundary } from '../PageErrorBoundary'
import { NOT_FOUND_PATH } from '../paths'
import { DASHBOARD_ROUTES, pageLoaderOf } from './areaRegistry'

const pages = new Map<string, LazyExoticComponent<ComponentType>>()

/** The route's page, code-split and loaded with the spec's retry; the stand-in when it has none yet. */
function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> {
  let page = pages.get(route.id)
  if (!page) {
    const load = pageLoaderOf(route)
    page = lazyWithRetry(
      async () =>
        (await load()) ??
        import('./NotYetAvailablePage').then(({ NotYetAvailablePage }) => ({
          default: () => <NotYetAvailablePage route={route} />,
        })),
    )
    pages.set(route.id, page)
  }
  return page
}

export function InlineLoading({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-fg-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-accent-muted border-t-primary-600"
      />
      <span>{label ?? t('common:loading')}</span>
    </div>
  )
}

function AccessState({ route, kind }: { route: RouteDef; kind: 'denied' | 'failed' }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="page-title" className="max-w-3xl space-y-4">
      <ScreenShown />
      <h1 id="page-title" className="font-semibold text-2xl text-fg">
        {t(route.titleKey)}
      </h1>
      <div role="alert" className="rounded-2xl border border-warning-line bg-warning-subtle p-6 text-warning">
        <p className="font-semibold">
          {kind === 'denied' ? t('shell:page.no_access_title') : t('shell:page.access_failed_title')}
        </p>
        <p className="mt-2">
          {kind === 'denied' ? t('shell:page.no_access_body') : t('shell:page.access_failed_body')}
        </p>
      </div>
      {kind === 'denied' ? (
        <Link href={homePaths.hrefOf('home')} className={buttonStyles.secondary}>
          {t('shell:page.go_home')}
        </Link>
      ) : (
        <button type="button" className={buttonStyles.secondary} onClick={() => void loadSignedInStaff()}>
          {t('shell:page.retry')}
        </button>
      )}
    </section>
  )
}

/** Tells what waits for the page to settle (prefetchWhenIdle) that a screen is on display. */
function ScreenShown() {
  useEffect(markFirstScreenShown, [])
  return null
}

/** One dashboard screen behind its permission: the page, or a translated no-access state. */
function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  if (route.needs !== 'authenticated') {
    if (permissions.status === 'unknown') return <InlineLoading label={t('shell:page.checking_access')} />
    if (permissions.status === 'failed') return <AccessState route={route} kind="failed" />
    if (!canUse(route.needs, permissions)) return <AccessState route={route} kind="denied" />
  }
  const Page = pageOf(route)
  return (
    <PageErrorBoundary>
      <Suspense fallback={<InlineLoading />}>
        <Page />
        <ScreenShown />
      </Suspense>
    </PageErrorBoundary>
  )
}

/** Every dashboard route of spec section 2. Unknown paths under /admin-dashboard go to the 404 page. */
export function DashboardRoutes() {
  return (
    <Switch>
      {DASHBOARD_ROUTES.map((route) => (
        <Route key={route.id} path={route.path}>
          <RouteScreen key={route.id} route={route} />
        </Route>
      ))}
      <Route path={DASHBOARD_BASE}>
        <Redirect to={homePaths.hrefOf('home')} replace />
      </Route>
      <Route>
        <Redirect to={NOT_FOUND_PATH} replace />
      </Route>
    </Switch>
  )
}
