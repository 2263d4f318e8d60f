import type { FastifyBaseLogger } from 'fastify'
import { nextWakeIn } from '../../../src/domain/pushNotifications'
import type { Db } from '../../db/database'
import type { BackgroundTasks } from '../../lib/background'
import type { PushService } from '../../lib/push'
import { nextSendAt, sendDuePushNotifications } from './pushSending'

export interface PushScheduler {
  /** Looks for due notifications now, then sleeps until the next send time (after a create, an edit, an activation). */
  wake(): void
  close(): void
}

/**
 * The one loop of a server process that sends push notifications: it sleeps until the next send time it
 * knows of, and at most a minute, so a notification another process scheduled is found even if that
 * process stopped. Which process sends a notification is the database's decision (see pushSending.ts),
 * so any number of processes may run this loop on one database.
 */
export function createPushScheduler(options: {
  db: Db
  push: PushService
  staffTopic: string
  background: BackgroundTasks
  log: FastifyBaseLogger
  /** Hears the outcome of every sending (the metrics). */
  onSending?: (outcome: string) => void
}): PushScheduler {
  const { db, push, staffTopic, background, log } = options
  let timer: NodeJS.Timeout | undefined
  let running = false
  let again = false
  let closed = false

  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (closed) return
    timer = setTimeout(wake, ms)
    timer.unref()
  }

  function wake() {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = true
    background.run('push-notifications', async () => {
      try {
        do {
          again = false
          const sent = await sendDuePushNotifications(db, push, staffTopic)
          if (sent.length > 0) log.info({ sent }, 'push notifications sent')
          for (const { outcome } of sent) options.onSending?.(outcome)
        } while (again && !closed)
        schedule(nextWakeIn(await nextSendAt(db), new Date()))
      } catch (error) {
        // The rows stay due: the next look sends them.
        schedule(nextWakeIn(null, new Date()))
        throw error
      } finally {
        running = false
      }
    })
  }

  return {
    wake,
    close() {
      closed = true
      clearTimeout(timer)
    },
  }
}
