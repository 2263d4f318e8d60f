import type { FastifyInstance } from 'fastify'

/** Whether this instance still takes new work: readiness answers 503 once it drains. */
export interface Lifecycle {
  readonly draining: boolean
  /** Starts draining (once): readiness answers 503 from now on. */
  drain(): void
}

/**
 * The draining flag, and what it changes at once: every answer from then on carries
 * `Connection: close`, so clients and proxies take their next request to another instance.
 */
export function installLifecycle(app: FastifyInstance, onDrain: () => void): Lifecycle {
  let draining = false
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.raw.setHeader('connection', 'close')
    done()
  })
  return {
    get draining() {
      return draining
    },
    drain() {
      if (draining) return
      draining = true
      onDrain()
    },
  }
}

export type ShutdownOutcome = 'clean' | 'cut'

/**
 * A graceful shutdown, on SIGTERM or SIGINT: readiness says "not ready" at once; live event streams are
 * told to reconnect (to another instance) and ended; the listener closes, so new connections are
 * refused; requests in flight get up to `graceMs` to finish. Then the app's own close hooks run
 * (background tasks, listeners, the database). Answers 'cut' when requests were still running after
 * `graceMs` and had their connections cut.
 */
export async function shutDownGracefully(app: FastifyInstance, graceMs: number): Promise<ShutdownOutcome> {
  app.lifecycle.drain()
  app.notificationHub.drain()
  const listenerClosed = new Promise<void>((resolve) => {
    // Also ends the keep-alive connections that are idle now; busy ones end after their answer.
    app.server.close(() => resolve())
  })
  let timer: NodeJS.Timeout | undefined
  const graceOver = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), graceMs)
  })
  const outcome = await Promise.race([listenerClosed.then(() => 'clean' as const), graceOver])
  clearTimeout(timer)
  if (outcome === 'cut') {
    app.log.error(
      { graceSeconds: graceMs / 1000, pendingRequests: app.pendingRequests.count },
      'requests still running when the shutdown grace time ran out; cutting their connections',
    )
    app.server.closeAllConnections()
    await listenerClosed
  }
  await app.close()
  return outcome
}
