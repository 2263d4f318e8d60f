import { clearToken, saveToken, sessionState } from '../stores/session'
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
}

/**
 * Loads the signed-in staff member's profile into the token record. Run whenever a stored token is
 * found (spec section 7), which is also how a session revoked elsewhere is noticed: its 401 signs out.
 */
export async function refreshProfile(): Promise<void> {
  const token = sessionState.token
  if (!token?._id) return
  const user = await getInternalUser(token._id).catch(() => null)
  const current = sessionState.token
  if (!user || !current) return
  saveToken({
    ...current,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl ?? '',
  })
}

/** Ends the session on the server when it can; the browser forgets the token either way. */
export async function endSession(): Promise<void> {
  try {
    await signOut()
  } catch {
    // An already expired or revoked session is as good as signed out.
  } finally {
    clearToken()
  }
}
