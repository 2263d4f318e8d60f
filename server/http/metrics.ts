import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify'
import { createAllowList } from '../lib/addressAllowList'
import { errorBody } from '../lib/errors'
import { t } from '../lib/i18n'
import type { AppMetrics } from '../lib/metrics'
import type { Series } from '../lib/plainHistogram'

export const METRICS_PATH = '/metrics'

/** The label of requests no route answered (unknown paths): never their URL, which anyone can vary. */
const NOT_FOUND = 'notFound'

const recorders = new WeakSet<onResponseHookHandler>()

/** Counts and times each request under one operation label, in a series per status made once. */
function recorderOf(metrics: AppMetrics, operation: string): onResponseHookHandler {
  const { requests } = metrics
  const byStatus = new Map<number, Series>()
  const record = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const status = reply.statusCode
    let series = byStatus.get(status)
    if (!series) {
      series = requests.series({ operation, status: String(status) })
      byStatus.set(status, series)
    }
    requests.record(series, reply.elapsedTime / 1000)
    done()
  }
  recorders.add(record)
  return record
}

const hooksOf = (hooks: RouteOptions['onResponse']): onResponseHookHandler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]

/**
 * Request counts and times by operation: the contract's operationId, or method and route pattern for
 * the routes outside it. Each route gets its own onResponse hook with its label fixed when the route
 * is added, so nothing is looked up or built from the request. Must run before the routes are added.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onRoute', (route) => {
    const hooks = hooksOf(route.onResponse)
    // A HEAD route Fastify adds for a GET copies the GET's hooks, recorder included.
    if (hooks.some((hook) => recorders.has(hook))) return
    const operation =
      route.config?.operation?.operationId ?? `${[route.method].flat().join(',')} ${route.url}`
    route.onResponse = [...hooks, recorderOf(metrics, operation)]
  })
  const notFound = recorderOf(metrics, NOT_FOUND)
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) return notFound.call(app, request, reply, done)
    done()
  })
}

/**
 * GET /metrics in Prometheus' text format, for the addresses METRICS_ALLOW lists (the client address as
 * TRUST_PROXY makes it). Kept out of the OpenAPI contract: it is an operational endpoint in a format
 * Prometheus defines (text/plain), for a scraper rather than the SPA or an integrator, let in by
 * address instead of by a permission, and the contract's docs would advertise it to everyone.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  allow: readonly string[],
): void {
  const allowed = createAllowList(allow)
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // The same 404 as for a path that does not exist: an address that may not read the metrics does
    // not learn that they are here (nor which software and versions they would name).
    if (!allowed(request.ip)) return reply.code(404).send(errorBody(404, t(request.lang, 'errors.not_found')))
    const text = await metrics.registry.metrics()
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text)
  })
}
