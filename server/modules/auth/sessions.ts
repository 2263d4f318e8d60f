import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import type { ClientInfo } from '../../lib/clientInfo'
import { createSession, markSignedIn, recordAccess } from './auth.queries'
import type { SessionKind } from './auth.tables'

export const PENDING_2FA_TTL_SECONDS = 5 * 60
export const VERIFY_TTL_SECONDS = 10 * 60

/** The access token of a session: short-lived, never outliving the session itself. */
export function signSessionToken(
  app: FastifyInstance,
  session: { id: string; userId: string; kind: SessionKind; expiresAt: Date },
): Promise<string> {
  const ttlMs = session.kind === 'access' ? app.config.accessTokenTtlSeconds * 1000 : Number.POSITIVE_INFINITY
  const expiresAt = new Date(Math.min(Date.now() + ttlMs, session.expiresAt.getTime()))
  return app.tokens.sign({ _id: session.userId, sid: session.id, typ: session.kind }, expiresAt)
}

export async function openSession(
  app: FastifyInstance,
  db: Db,
  input: { userId: string; kind: SessionKind; ttlSeconds: number; client: ClientInfo },
): Promise<string> {
  const session = await createSession(db, input)
  return signSessionToken(app, { ...session, userId: input.userId, kind: input.kind })
}

/** A completed sign-in: the access session, the access history entry and the last sign-in time, together. */
export function signIn(
  app: FastifyInstance,
  userId: string,
  client: ClientInfo,
  db: Db = app.db,
): Promise<string> {
  const run = async (trx: Db) => {
    const ttlSeconds = app.config.sessionTtlHours * 3600
    const token = await openSession(app, trx, { userId, kind: 'access', ttlSeconds, client })
    await recordAccess(trx, { userId, event: 'sign-in', client })
    await markSignedIn(trx, userId)
    return token
  }
  return inTransaction(db, run)
}
