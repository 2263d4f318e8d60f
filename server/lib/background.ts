import type { FastifyBaseLogger } from 'fastify'

export interface BackgroundTasks {
  /** Runs `task` without making the caller wait; failures are logged. */
  run(name: string, task: () => Promise<void>): void
  /** Waits for every task still running, e.g. before the server closes. */
  drain(): Promise<void>
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>()
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
