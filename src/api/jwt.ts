export interface AccessTokenClaims {
  _id?: string
  sid?: string
  typ?: string
  exp?: number
  iat?: number
}

/** Reads the claims of a JWT without verifying it: the server verifies, the browser only plans ahead. */
export function readTokenClaims(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null ? (claims as AccessTokenClaims) : null
  } catch {
    return null
  }
}

/** The lifetime of an access token when the token does not say when it was issued. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60

/**
 * True while the token is still valid but has used more than half its lifetime: renewing then keeps an
 * active staff member signed in, and an expired token is left for the server to refuse.
 */
export function shouldRenew(claims: AccessTokenClaims | null, nowSeconds: number): boolean {
  if (typeof claims?.exp !== 'number') return false
  const remaining = claims.exp - nowSeconds
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : ACCESS_TOKEN_LIFETIME_SECONDS
  return remaining > 0 && remaining < lifetime / 2
}
