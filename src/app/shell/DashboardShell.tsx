import { QueryClientProvider } from '@tanstack/react-query'
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { queryClient } from '../../api/queryClient'
import { forgetSignedInStaff, loadSignedInStaff } from '../../api/signedInStaff'
import { previewState } from '../../stores/preview'
import { sessionState } from '../../stores/session'
import { lazyWithRetry } from '../../ui/lazyWithRetry'
import { LegalFooter } from '../legal/LegalLinks'
import { useCommandContext } from './commandContext'
import { DashboardRoutes } from './DashboardRoutes'
import { DemoDataNotice } from './DemoDataNotice'
import { Header } from './Header'
import { ProductName } from './ProductName'
import { PaletteHost } from './palette/PaletteHost'
import { ScreenActionBar } from './ScreenActionBar'
import { ShellDialogs } from './ShellDialogs'
import { Sidebar } from './Sidebar'
import { useCurrentRoute } from './useCurrentRoute'
import { useGlobalShortcuts } from './useGlobalShortcuts'

// Shown only in a preview (view as a role): its chunk loads when one is on.
const PreviewBanner = lazyWithRetry(() =>
  import('./PreviewBanner').then((module) => ({ default: module.PreviewBanner })),
)

/**
 * Names the screen after each navigation: the tab title, a polite announcement, and the keyboard
 * focus on the main region so the next Tab lands in the page, not back at the top of the menu.
 */
function useScreenArrival(main: RefObject<HTMLElement | null>) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const match = useCurrentRoute()
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(true)
  const title = match ? t(match.route.titleKey) : null

  useEffect(() => {
    if (title) document.title = `${title} · ${t('common:product_name')}`
  }, [title, t])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path only
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (title) setAnnouncement(t('shell:page.loaded', { title }))
    // After any dialog that led here has handed focus back.
    const timer = window.setTimeout(() => main.current?.focus({ preventScroll: true }), 0)
    return () => window.clearTimeout(timer)
  }, [location])

  return announcement
}

/**
 * The signed-in app: sidebar, header, the screen, footer, and the keyboard layer over them. The query
 * cache comes with it, so the public pages (sign-in) never load it.
 */
export function DashboardShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInApp />
    </QueryClientProvider>
  )
}

function SignedInApp() {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  const context = useCommandContext()
  const { token } = useSnapshot(sessionState)
  const staffId = token?._id
  const previewId = useSnapshot(previewState).preview?.id ?? null
  // Again when another tab signs in as someone else, or this tab opens or leaves a preview (view as a
  // role); forgotten when the session ends (401, sign-out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new preview is a new grant to load
  useEffect(() => {
    if (staffId) void loadSignedInStaff()
    else forgetSignedInStaff()
  }, [staffId, previewId])
  useGlobalShortcuts(context)
  const announcement = useScreenArrival(main)

  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 text-accent-strong shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell:skip_to_content')}
      </a>
      <aside className="hidden border-line border-r bg-surface lg:sticky lg:top-0 lg:block lg:h-dvh lg:overflow-y-auto">
        <div className="border-line border-b px-6 py-4">
          <ProductName />
        </div>
        <Sidebar />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        {previewId ? (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        ) : null}
        <Header />
        <DemoDataNotice />
        <main id="main" ref={main} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6">
          <ScreenActionBar context={context} />
          <DashboardRoutes />
        </main>
        <LegalFooter />
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <ShellDialogs />
      <PaletteHost context={context} />
    </div>
  )
}
