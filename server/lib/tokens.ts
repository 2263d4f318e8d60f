import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { SessionKind } from '../modules/auth/auth.tables'

export interface TokenClaims {
  /** The internal user's id. */
  _id: string
  /** The session row the token belongs to; revoking the row revokes the token. */
  sid: string
  typ: SessionKind
}

/** An embed token's claims: the embed_tokens row it stands for, of its own `typ`, so no session accepts it. */
export interface EmbedTokenClaims {
  eid: string
}

/** A genuine embed token's claims, and whether its own expiry has passed (so its refusal can say so). */
export interface VerifiedEmbedToken extends EmbedTokenClaims {
  expired: boolean
}

export const EMBED_TOKEN_TYPE = 'embed'

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
  signEmbed(claims: EmbedTokenClaims, expiresAt: Date): Promise<string>
  /** The claims of an embed token this server signed, expired or not; null for anything else (session tokens too). */
  verifyEmbed(token: string): Promise<VerifiedEmbedToken | null>
}

const KINDS: readonly SessionKind[] = ['access', 'pending2fa', 'verify', 'preview']
/** More verified tokens than this at once, and the cache starts over rather than grow. */
const MAX_VERIFIED = 20_000

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret)
  const signed = (claims: Record<string, string>, expiresAt: Date) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key)
  const payloadOf = async (token: string) => {
    try {
      // RFC 8725: one algorithm, never the token's own choice, and no token without an expiry.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })
      return payload
    } catch (error) {
      if (error instanceof errors.JOSEError) return null
      throw error
    }
  }
  // Tokens whose signature was checked, by their whole text (signature included, so no other text
  // can match one), until they expire: a signed-in request skips the HMAC and its thread-pool hop.
  // Revocation is the session row's business (the guard reads it), not the token's.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>()
  return {
    sign: (claims, expiresAt) => signed({ ...claims }, expiresAt),
    async verify(token) {
      const known = verified.get(token)
      if (known && known.expiresAtMs > Date.now()) return known.claims
      if (known) verified.delete(token)
      const payload = await payloadOf(token)
      if (!payload) return null
      const { _id, sid, typ, exp } = payload
      if (typeof _id !== 'string' || typeof sid !== 'string' || !KINDS.includes(typ as SessionKind))
        return null
      const claims: TokenClaims = { _id, sid, typ: typ as SessionKind }
      if (verified.size >= MAX_VERIFIED) verified.clear()
      verified.set(token, { claims, expiresAtMs: (exp ?? 0) * 1000 })
      return claims
    },
    signEmbed: (claims, expiresAt) => signed({ eid: claims.eid, typ: EMBED_TOKEN_TYPE }, expiresAt),
    async verifyEmbed(token) {
      let payload: JWTPayload | null
      let expired = false
      try {
        ;({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] }))
      } catch (error) {
        // jose checks the signature before the claims: an expired token's payload is genuine.
        if (error instanceof errors.JWTExpired) {
          payload = error.payload
          expired = true
        } else if (error instanceof errors.JOSEError) return null
        else throw error
      }
      if (payload.typ !== EMBED_TOKEN_TYPE || typeof payload.eid !== 'string') return null
      return { eid: payload.eid, expired }
    },
  }
}
