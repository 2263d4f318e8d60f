import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, contractOperations, type OpenApiDocument } from '../contract'
import { WIDGETS_PREFIX } from './widgets'

// What a widget's read from another tool's page sends: its embed token and the language it asks in.
const ALLOWED_HEADERS = 'authorization, lang'
// What a widget may read of an answer besides its body: how much of its rate limit is left and when to
// try again, and the id to quote when reporting a failure.
const EXPOSED_HEADERS = 'ratelimit-limit, ratelimit-remaining, ratelimit-reset, retry-after, x-request-id'
// Browsers keep a preflight's answer this long (Chromium caps it at 2 hours).
const PREFLIGHT_MAX_AGE_SECONDS = 600

/** Route config of the preflight routes below. */
declare module 'fastify' {
  interface FastifyContextConfig {
    embedPreflight?: boolean
  }
}

/**
 * Whether another tool's page may read this answer: the widgets' files and the reads the widgets make
 * (x-embed-widgets). Everything else stays same-origin; preflights answer for themselves.
 */
function embeddable(request: FastifyRequest): boolean {
  const { config } = request.routeOptions
  if (config.embedPreflight) return false
  return request.url.startsWith(WIDGETS_PREFIX) || (config.operation?.embedWidgets.length ?? 0) > 0
}

/** The request's Origin when EMBED_ORIGINS lists it exactly; null otherwise (no Origin, or another one). */
function allowedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin
  return typeof origin === 'string' && request.server.config.embedOrigins.includes(origin) ? origin : null
}

/**
 * CORS for the origins of EMBED_ORIGINS only, and only on what the widgets load and read: their answers
 * (refusals included, so a widget can say its token is refused rather than that the network failed)
 * echo the origin; any other origin, and any other path, gets no CORS header at all. The headers go on
 * the raw answer, as the security headers do, so an error answered by a later hook keeps them.
 * Cross-Origin-Resource-Policy stays same-origin: the widgets' module and their reads are CORS
 * requests, which that policy does not apply to, so loosening it would only open no-cors embedding.
 */
export function installEmbedCors(app: FastifyInstance, contract: OpenApiDocument): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (embeddable(request)) {
      reply.raw.setHeader('vary', 'Origin')
      const origin = allowedOrigin(request)
      if (origin) {
        reply.raw.setHeader('access-control-allow-origin', origin)
        reply.raw.setHeader('access-control-expose-headers', EXPOSED_HEADERS)
      }
    }
    done()
  })
  // Only a read is let through: a preflight for any other method gets no CORS header at all.
  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const method = request.headers['access-control-request-method']
    const origin = allowedOrigin(request)
    reply.header('vary', 'Origin')
    if (origin && (method === 'GET' || method === 'HEAD'))
      reply.headers({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      })
    return reply.code(204).send()
  }
  const config = { embedPreflight: true }
  app.options(`${WIDGETS_PREFIX}*`, { config }, preflight)
  const paths = new Set(
    contractOperations(contract)
      .filter((operation) => operation.embedWidgets.length > 0)
      .map((operation) => `${API_PREFIX}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`),
  )
  for (const path of paths) app.options(path, { config }, preflight)
}
