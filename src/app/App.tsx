import { Suspense } from 'react'
import { Redirect, Route, Router, Switch } from 'wouter'
import { loadTexts } from '../ui/i18n'
import { lazyWithRetry } from '../ui/lazyWithRetry'
import { navigateAfterAsking } from './leaveGuardedNavigation'
import { OfflineNotice } from './OfflineNotice'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PageLoading } from './PageLoading'
import { NOT_FOUND_PATH } from './paths'
import { RootRedirect } from './RootRedirect'
import { SessionEndedElsewhere } from './SessionEndedElsewhere'
import { RequireToken } from './shell/RequireToken'
import { SIGNED_IN_TEXTS } from './shell/signedInTexts'
import { Toaster } from './Toaster'

const SignInPage = lazyWithRetry(() => import('./auth/SignInPage').then((m) => ({ default: m.SignInPage })))
const TwoFactorPage = lazyWithRetry(() =>
  import('./auth/TwoFactorPage').then((m) => ({ default: m.TwoFactorPage })),
)
const RecoveryEmailPage = lazyWithRetry(() =>
  import('./auth/RecoveryEmailPage').then((m) => ({ default: m.RecoveryEmailPage })),
)
const RecoveryCodePage = lazyWithRetry(() =>
  import('./auth/RecoveryCodePage').then((m) => ({ default: m.RecoveryCodePage })),
)
const ChangePasswordPage = lazyWithRetry(() =>
  import('./auth/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
)
const SignUpPage = lazyWithRetry(() => import('./auth/SignUpPage').then((m) => ({ default: m.SignUpPage })))
const NotFoundPage = lazyWithRetry(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })))
/** A module that shows the shell's texts (the legal pages do too), once they are loaded beside it. */
const withShellTexts = async <T,>(module: Promise<T>): Promise<T> =>
  (await Promise.all([module, loadTexts(SIGNED_IN_TEXTS)]))[0]
const PrivacyPolicyPage = lazyWithRetry(() =>
  withShellTexts(import('./legal/LegalPage')).then((m) => ({ default: m.PrivacyPolicyPage })),
)
const TermsAndConditionsPage = lazyWithRetry(() =>
  withShellTexts(import('./legal/LegalPage')).then((m) => ({ default: m.TermsAndConditionsPage })),
)
const LicensingPolicyPage = lazyWithRetry(() =>
  withShellTexts(import('./legal/LegalPage')).then((m) => ({ default: m.LicensingPolicyPage })),
)
// The signed-in app (shell, command registry, every dashboard route) is one chunk the public pages
// never load; its pages are chunks of their own.
const DashboardShell = lazyWithRetry(() =>
  withShellTexts(import('./shell/DashboardShell')).then((m) => ({ default: m.DashboardShell })),
)

export function App() {
  return (
    <Router aroundNav={navigateAfterAsking}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={RootRedirect} />
            <Route path="/signin" component={SignInPage} />
            <Route path="/signin-2fa" component={TwoFactorPage} />
            <Route path="/password-recovery-1" component={RecoveryEmailPage} />
            <Route path="/password-recovery-2" component={RecoveryCodePage} />
            <Route path="/change-password" component={ChangePasswordPage} />
            <Route path="/signup" component={SignUpPage} />
            <Route path="/privacy-policy" component={PrivacyPolicyPage} />
            <Route path="/terms-and-conditions" component={TermsAndConditionsPage} />
            <Route path="/licensing-policy" component={LicensingPolicyPage} />
            <Route path={NOT_FOUND_PATH} component={NotFoundPage} />
            <Route path="/admin-dashboard/*?">
              <RequireToken>
                <DashboardShell />
              </RequireToken>
            </Route>
            <Route>
              <Redirect to={NOT_FOUND_PATH} replace />
            </Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
      <Toaster />
      <OfflineNotice />
      <SessionEndedElsewhere />
    </Router>
  )
}
