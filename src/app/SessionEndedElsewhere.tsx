import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { SESSION_EXPIRED_REDIRECT_MS } from '../domain/constants'
import { sessionState } from '../stores/session'
import { showToast } from '../stores/toasts'

const SIGN_IN_PATH = '/signin'
const needsSession = (path: string) => path === '/' || path.startsWith('/admin-dashboard')

/**
 * Another tab of this browser ended the session this tab was using. Signed out there: this tab leaves
 * its screen for the sign-in page at once and says why, so unsaved input is not lost without a word.
 * Expired or revoked there: spec section 8's message here too, and the sign-in page a second later.
 */
export function SessionEndedElsewhere() {
  const { endedElsewhere } = useSnapshot(sessionState)
  const [location, navigate] = useLocation()
  const at = endedElsewhere?.at
  const reason = endedElsewhere?.reason

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per session end, wherever the tab then is
  useEffect(() => {
    if (at === undefined || !needsSession(location)) return
    if (reason === 'expired') {
      showToast({ key: 'errors:session_expired' })
      const timer = window.setTimeout(
        () => navigate(SIGN_IN_PATH, { replace: true }),
        SESSION_EXPIRED_REDIRECT_MS,
      )
      return () => window.clearTimeout(timer)
    }
    showToast({ key: 'errors:signed_out_elsewhere' })
    navigate(SIGN_IN_PATH, { replace: true })
  }, [at])
  return null
}
