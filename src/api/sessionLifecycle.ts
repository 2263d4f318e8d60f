import { subscribePush, unsubscribePush } from '../app/notifications/push'
import { clearToken, saveToken } from '../stores/session'
import { signOut } from './auth'
import { getInternalUser } from './internalUsers'
import { readTokenClaims } from './jwt'

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
  void subscribePush()
}

/** Ends the session on the server when it can; the browser forgets the token either way. */
export async function endSession(): Promise<void> {
  // While the session token still authorises the call.
  await unsubscribePush()
  try {
    await signOut()
  } catch {
    // An already expired or revoked session is as good as signed out.
  } finally {
    clearToken()
  }
}
