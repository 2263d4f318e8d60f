import { type ReactNode, useState } from 'react'
import { Redirect } from 'wouter'
import { sessionState } from '../../stores/session'

/**
 * The token guard of the dashboard routes: lets signed-in staff through, sends anyone else to the
 * sign-in page before the dashboard's code is even loaded. Checked on arrival only: when a call finds
 * the session expired, the client shows its message first and moves to the sign-in page a second later.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => sessionState.token !== null)
  return signedIn ? children : <Redirect to="/signin" replace />
}
