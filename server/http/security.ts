import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

const SELF = "'self'"

// The SPA is served from this origin with no inline script; images and fonts may also be data:/blob:.
export const APP_CSP_DIRECTIVES = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF],
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  mediaSrc: [SELF, 'blob:'],
  connectSrc: [SELF],
  workerSrc: [SELF, 'blob:'],
  manifestSrc: [SELF],
  objectSrc: ["'none'"],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // Plain-http deployments on a LAN would break if the browser were told to upgrade every request.
  upgradeInsecureRequests: null,
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const directives = app.config.firebaseServiceAccount
    ? { ...APP_CSP_DIRECTIVES, connectSrc: [...APP_CSP_DIRECTIVES.connectSrc, ...FIREBASE_CONNECT_SRC] }
    : APP_CSP_DIRECTIVES
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })
}
