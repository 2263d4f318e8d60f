import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Config } from '../config'

const SELF = "'self'"

type Directives = Readonly<Record<string, readonly string[]>>

// The SPA is served from this origin with no inline script; images and fonts may also be data:/blob:.
// No upgrade-insecure-requests: plain-http deployments on a LAN would break if the browser were told
// to upgrade every request.
export const APP_CSP_DIRECTIVES: Directives = {
  'default-src': [SELF],
  'script-src': [SELF],
  'style-src': [SELF],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'media-src': [SELF, 'blob:'],
  'connect-src': [SELF],
  'worker-src': [SELF, 'blob:'],
  'manifest-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
}

/** Swagger UI styles itself inline, so its pages alone get a relaxed style-src. */
export const DOCS_CSP = [
  `default-src ${SELF}`,
  `script-src ${SELF}`,
  `style-src ${SELF} 'unsafe-inline'`,
  `img-src ${SELF} data:`,
  `font-src ${SELF} data:`,
  `connect-src ${SELF}`,
  "object-src 'none'",
  `base-uri ${SELF}`,
  "frame-ancestors 'none'",
].join('; ')

// Where the Firebase web SDK registers a browser for push (only when push is configured).
export const FIREBASE_CONNECT_SRC = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
]

const policyOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

export type SecurityHeaders = Readonly<Record<string, string>>

/** The headers every answer carries. Nothing in them depends on the request, so they are made once. */
export function securityHeadersOf(config: Pick<Config, 'firebaseServiceAccount'>): SecurityHeaders {
  const directives = config.firebaseServiceAccount
    ? {
        ...APP_CSP_DIRECTIVES,
        'connect-src': [...APP_CSP_DIRECTIVES['connect-src'], ...FIREBASE_CONNECT_SRC],
      }
    : APP_CSP_DIRECTIVES
  return {
    'content-security-policy': policyOf(directives),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The browsers' old XSS filter could be abused to blank parts of a page: turned off, as CSP replaces it.
    'x-xss-protection': '0',
  }
}

/**
 * Sets the headers on the raw answer, so one written by hand (an event stream) carries them too;
 * a header a route sets itself (the docs' or a stored file's CSP) still takes precedence.
 */
export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value)
}

/**
 * Must be the app's first hook: hooks run in the order they were added, and a later one (the permission
 * check, the rate limit) that refuses the request skips every hook after it. Not-found answers and
 * errors pass through onRequest too; only a URL that cannot be routed at all does not (see errors.ts).
 */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply, headers)
    done()
  })
}
