import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Requests this process is working on and has not started to answer. */
export interface PendingRequests {
  readonly count: number
  /**
   * Resolves once no request is pending, or after `maxWaitMs` whatever happens: long work (an export)
   * waits here between its steps so that the requests that came in meanwhile go first.
   */
  settled(maxWaitMs: number): Promise<void>
}

const counted = new WeakSet<FastifyRequest>()

/**
 * Counts each request from its arrival until its answer starts (a stream's answer starts at once, so
 * an export or an event stream counts only while it is being set up). PGlite runs one query at a time
 * on this thread: an export that waits here between batches lets a request's queries run one after
 * another instead of each behind a batch.
 */
export function trackPendingRequests(app: FastifyInstance): PendingRequests {
  let count = 0
  let waiters: (() => void)[] = []
  const done = (request: FastifyRequest) => {
    if (!counted.delete(request)) return
    count--
    if (count > 0) return
    const settled = waiters
    waiters = []
    for (const resolve of settled) resolve()
  }
  app.addHook('onRequest', async (request) => {
    counted.add(request)
    count++
  })
  app.addHook('onSend', async (request) => done(request))
  app.addHook('onRequestAbort', async (request) => done(request))
  app.addHook('onResponse', async (request) => done(request))
  return {
    get count() {
      return count
    },
    settled(maxWaitMs) {
      if (count === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== release)
          resolve()
        }, maxWaitMs)
        const release = () => {
          clearTimeout(timer)
          resolve()
        }
        waiters.push(release)
      })
    },
  }
}
