import { clearPreview } from '../stores/preview'
import { clearToken, saveToken, sessionState } from '../stores/session'
import { signOut } from './auth'
import { getInternalUser } from './internalUsers'
import { readTokenClaims } from './jwt'
import { runSessionHook } from './sessionHooks'

/** Stores the token record of a new session, with the staff member's name and avatar when they load. */
export async function establishSession(jwtAccessToken: string): Promise<void> {
  const _id = readTokenClaims(jwtAccessToken)?._id ?? ''
  const user = _id ? await getInternalUser(_id, jwtAccessToken).catch(() => null) : null
  saveToken({
    jwtAccessToken,
    _id,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    avatarUrl: user?.avatarUrl ?? '',
  })
  // In the background: the dashboard need not wait for the permission prompt or for Firebase.
  void runSessionHook((hooks) => hooks.sessionStarted())
}

/**
 * Ends the session in this browser, every tab at once, then on the server. In that order: a tab that
 * saw the server refuse the session before it heard of the sign-out would call it expired.
 */
export async function endSession(): Promise<void> {
  const accessToken = sessionState.token?.jwtAccessToken
  // While the session token still authorises the call.
  await runSessionHook((hooks) => hooks.sessionEnding())
  clearToken('signedOut')
  clearPreview()
  if (!accessToken) return
  try {
    await signOut(accessToken)
  } catch {
    // An already expired or revoked session is as good as signed out.
  }
}
