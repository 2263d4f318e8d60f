import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { createMetrics } from '../lib/metrics'
import type { NotificationHub } from '../modules/notifications/notificationHub'
import { installLifecycle } from './lifecycle'
import { installRequestMetrics, registerMetricsRoute } from './metrics'

/**
 * The server as seen from outside: its metrics (`app.metrics`, served at /metrics) and its lifecycle
 * (`app.lifecycle`, which readiness reads). Before any route is added, so that every route is counted.
 */
export function installObservability(
  app: FastifyInstance,
  config: Pick<Config, 'metricsAllow'>,
  database: Pick<DatabaseHandle, 'connections'>,
  notificationHub: Pick<NotificationHub, 'size'>,
): void {
  const metrics = createMetrics({
    connections: database.connections,
    openStreams: () => notificationHub.size(),
  })
  app.decorate('metrics', metrics)
  app.decorate(
    'lifecycle',
    installLifecycle(app, () => metrics.draining.set(1)),
  )
  installRequestMetrics(app, metrics)
  registerMetricsRoute(app, metrics, config.metricsAllow)
  app.addHook('onClose', async () => metrics.close())
}
