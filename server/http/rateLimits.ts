import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/errors'
import { type CountedClass, PER_ADDRESS_CLASSES } from '../lib/rateLimitClasses'
import { createWindowCounters, type WindowCounters, type WindowHit } from '../lib/windowCounters'
import { databaseWindowCounts } from '../lib/windowCountersStore'

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls of every session, API key and address in this minute, shared by every instance. */
    rateLimitCounters: WindowCounters
  }
}

/**
 * Who a request is counted against, once the guard has authenticated it: each credential kind is
 * one line, `key:` for API keys (by the key's id), `session:` for staff sessions. A new kind of
 * credential adds its line here, above the session's, from what its authentication put on the request.
 * Null when the request carries none that held: it is then counted per address.
 */
const PRINCIPALS: readonly ((request: FastifyRequest) => string | null)[] = [
  (request) => (request.embedAuth ? `key:${request.embedAuth.tokenId}` : null),
  (request) => (request.serviceKey ? `key:${request.serviceKey.keyId}` : null),
  (request) => (request.auth ? `session:${request.auth.sessionId}` : null),
]

function principalOf(request: FastifyRequest): string | null {
  for (const principal of PRINCIPALS) {
    const found = principal(request)
    if (found !== null) return found
  }
  return null
}

/**
 * The counters, on this app's database when it is PostgreSQL (several instances may share it); on
 * PGlite, which only one process can open, this process's own counts are the whole truth.
 */
export function installRateLimitCounters(app: FastifyInstance): void {
  const { syncIntervalMs, windowMs } = app.config.rateLimits
  const counters = createWindowCounters({
    store: app.dbKind === 'postgres' ? databaseWindowCounts(app.db) : null,
    windowMs,
    syncIntervalMs,
    onError: (error) =>
      app.log.warn({ err: error }, 'rate-limit counts could not be shared; counting locally'),
  })
  app.decorate('rateLimitCounters', counters)
  // Before the database closes (an onClose hook of the app's), so this instance's last counts reach it.
  app.addHook('preClose', () => counters.close())
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), on the raw answer so errors keep them. */
export function sendRateLimitHeaders(
  reply: FastifyReply,
  limit: number,
  remaining: number,
  reset: number,
): void {
  reply.raw.setHeader('ratelimit-limit', limit)
  reply.raw.setHeader('ratelimit-remaining', remaining)
  reply.raw.setHeader('ratelimit-reset', reset)
}

/**
 * Counts the request against its operation's class for its session or API key, or its address for
 * the public classes and for a caller the guard could not identify (those share the public budget, so
 * guessing tokens costs the same as calling public operations). Sends the budget's headers, and
 * throws the 429 once it is spent.
 */
export function countCall(request: FastifyRequest, reply: FastifyReply, kind: CountedClass): void {
  const { perMinute } = request.server.config.rateLimits
  const principal = PER_ADDRESS_CLASSES.includes(kind) ? null : principalOf(request)
  const bucket: CountedClass = principal === null && kind !== 'probe' ? 'public' : kind
  const key = `${bucket}|${principal ?? `address:${request.ip}`}`
  const hit: WindowHit = request.server.rateLimitCounters.hit(key, perMinute[bucket])
  sendRateLimitHeaders(reply, hit.limit, hit.remaining, hit.resetSeconds)
  if (!hit.allowed)
    throw new AppError(429, 'errors.too_many_requests', { seconds: hit.resetSeconds }, hit.resetSeconds)
}
