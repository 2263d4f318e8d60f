import { errors, jwtVerify, SignJWT } from 'jose'
import type { SessionKind } from '../modules/auth/auth.tables'

export interface TokenClaims {
  /** The internal user's id. */
  _id: string
  /** The session row the token belongs to; revoking the row revokes the token. */
  sid: string
  typ: SessionKind
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
}

const KINDS: readonly SessionKind[] = ['access', 'pending2fa', 'verify']

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        // RFC 8725: one algorithm, never the token's own choice, and no token without an expiry.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })
        const { _id, sid, typ } = payload
        if (typeof _id !== 'string' || typeof sid !== 'string' || !KINDS.includes(typ as SessionKind))
          return null
        return { _id, sid, typ: typ as SessionKind }
      } catch (error) {
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}
