import { proxy } from 'valtio'
import { readItem, readJson, writeItem } from './browserStorage'

export const TOKEN_STORAGE_KEY = 'token'
export const GOOGLE_VERIFY_TOKEN_STORAGE_KEY = 'tokenGoogleVerify'
export const PENDING_TWO_FACTOR_STORAGE_KEY = 'twoFactorPendingToken'
export const RECOVERY_EMAIL_STORAGE_KEY = 'recoveryEmail'
export const VERIFY_TOKEN_STORAGE_KEY = 'verifyToken'
/** Why the last session of this browser ended, for the other tabs: `{ reason, at }`. */
export const SESSION_ENDED_STORAGE_KEY = 'sessionEnded'

/** Signed out on purpose, or refused by the server (revoked or expired: spec section 8's 401). */
export type SessionEndReason = 'signedOut' | 'expired'

export interface SessionEnd {
  reason: SessionEndReason
  /** When it ended, so the same end is acted on once. */
  at: number
}

/** The login token record of spec section 3. */
export interface TokenRecord {
  jwtAccessToken: string
  _id: string
  firstName: string
  lastName: string
  avatarUrl: string
}

function isTokenRecord(value: unknown): value is TokenRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TokenRecord).jwtAccessToken === 'string' &&
    (value as TokenRecord).jwtAccessToken.length > 0
  )
}

function loadToken(): TokenRecord | null {
  for (const key of [TOKEN_STORAGE_KEY, GOOGLE_VERIFY_TOKEN_STORAGE_KEY]) {
    const record = readJson<unknown>('local', key)
    if (isTokenRecord(record)) return record
  }
  return null
}

export const sessionState = proxy({
  token: loadToken(),
  /** Issued by a login that still needs the authenticator code; only POST /auth/admin/2fa accepts it. */
  pendingToken: readItem('session', PENDING_TWO_FACTOR_STORAGE_KEY),
  recoveryEmail: readItem('session', RECOVERY_EMAIL_STORAGE_KEY),
  /** Issued by verifyOtp; the bearer of the password reset. */
  verifyToken: readItem('session', VERIFY_TOKEN_STORAGE_KEY),
  /** Set when another tab of this browser ended the session this tab was using. */
  endedElsewhere: null as SessionEnd | null,
  /** Why the last session of this browser ended, as far as this tab knows. */
  lastEndReason: null as SessionEndReason | null,
})

export function saveToken(record: TokenRecord): void {
  sessionState.token = record
  sessionState.endedElsewhere = null
  writeItem('local', TOKEN_STORAGE_KEY, JSON.stringify(record))
}

export function replaceAccessToken(jwtAccessToken: string): void {
  if (sessionState.token) saveToken({ ...sessionState.token, jwtAccessToken })
}

/**
 * Forgets the session. The reason is stored before the token goes, so a tab that sees the token
 * disappear can tell a sign-out from an expired session.
 */
export function clearToken(reason: SessionEndReason = 'signedOut'): void {
  if (sessionState.token !== null) {
    const end: SessionEnd = { reason, at: Date.now() }
    writeItem('local', SESSION_ENDED_STORAGE_KEY, JSON.stringify(end))
    sessionState.lastEndReason = reason
  }
  sessionState.token = null
  writeItem('local', TOKEN_STORAGE_KEY, null)
  writeItem('local', GOOGLE_VERIFY_TOKEN_STORAGE_KEY, null)
}

function storedSessionEnd(): SessionEnd {
  const stored = readJson<Partial<SessionEnd>>('local', SESSION_ENDED_STORAGE_KEY)
  return {
    reason: stored?.reason === 'expired' ? 'expired' : 'signedOut',
    at: typeof stored?.at === 'number' ? stored.at : Date.now(),
  }
}

export function setPendingToken(token: string | null): void {
  sessionState.pendingToken = token
  writeItem('session', PENDING_TWO_FACTOR_STORAGE_KEY, token)
}

export function setRecoveryEmail(email: string | null): void {
  sessionState.recoveryEmail = email
  writeItem('session', RECOVERY_EMAIL_STORAGE_KEY, email)
}

export function setVerifyToken(token: string | null): void {
  sessionState.verifyToken = token
  writeItem('session', VERIFY_TOKEN_STORAGE_KEY, token)
}

export function clearRecovery(): void {
  setRecoveryEmail(null)
  setVerifyToken(null)
}

/**
 * Signing in or out in another tab changes this tab's session too. When the session this tab was
 * using ends there, `endedElsewhere` says why, so the tab can leave its screen at once.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('storage', (event) => {
    if (
      event.key !== null &&
      event.key !== TOKEN_STORAGE_KEY &&
      event.key !== GOOGLE_VERIFY_TOKEN_STORAGE_KEY
    )
      return
    const hadSession = sessionState.token !== null
    sessionState.token = loadToken()
    if (sessionState.token) sessionState.endedElsewhere = null
    else if (hadSession) {
      sessionState.endedElsewhere = storedSessionEnd()
      sessionState.lastEndReason = sessionState.endedElsewhere.reason
    }
  })
}
