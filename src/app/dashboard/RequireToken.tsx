import { type ReactNode, useEffect, useState } from 'react'
import { Redirect } from 'wouter'
import { refreshProfile } from '../../api/sessionLifecycle'
import { sessionState } from '../../stores/session'

/**
 * Lets signed-in staff through. Checked on arrival only: when a call finds the session expired, the
 * client shows its message first and moves to the sign-in page a second later.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => sessionState.token !== null)
  useEffect(() => {
    if (signedIn) void refreshProfile()
  }, [signedIn])
  return signedIn ? children : <Redirect to="/signin" replace />
}
