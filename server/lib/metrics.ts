import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { ConnectionUse } from '../db/connectionUse'
import { createRequestTimings, plainHistogram } from './plainHistogram'

/** Why an upload was refused, in classes few enough to be a label (the message itself is in the log). */
export type UploadRejection = 'format' | 'key' | 'signature' | 'tooLarge' | 'duplicate' | 'content' | 'error'

export interface MetricSources {
  connections: ConnectionUse
  /** Event streams (the bell) open on this instance. */
  openStreams(): number
}

export type AppMetrics = ReturnType<typeof createMetrics>

const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/**
 * The metrics of one app, in a registry of its own: tests build several apps in one process, and each
 * must count only its own requests. Node's default metrics (event-loop lag, heap, GC) come with it.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = createRequestTimings(registry)

  const { connections } = sources
  new Gauge({
    name: 'backoffice_db_pool_connections',
    help: 'Database connections open (total) and open but unused (idle); PGlite has one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, connections.total())
      this.set({ state: 'idle' }, connections.idle())
    },
  })
  new Gauge({
    name: 'backoffice_db_pool_waiting',
    help: "Queries and transactions waiting for a database connection (PGlite: for its one connection's turn)",
    registers,
    collect() {
      this.set(connections.waiting())
    },
  })
  const connectionWait = plainHistogram(registry, {
    name: 'backoffice_db_connection_wait_seconds',
    help: 'Time each query or transaction waited for a database connection',
    buckets: WAIT_BUCKETS,
  })
  const waits = connectionWait.series()
  const stopWatchingWaits = connections.onWait((seconds) => connectionWait.record(waits, seconds))

  new Gauge({
    name: 'backoffice_event_streams_open',
    help: 'Live event streams (the notification bell) open on this instance',
    registers,
    collect() {
      this.set(sources.openStreams())
    },
  })
  const exportsRunning = new Gauge({
    name: 'backoffice_exports_running',
    help: 'CSV export downloads this instance is streaming right now',
    registers,
  })
  const exportsDone = new Counter({
    name: 'backoffice_exports_total',
    help: 'CSV export downloads ended, by outcome (completed, cancelled, failed)',
    labelNames: ['outcome'] as const,
    registers,
  })
  const pushSendings = new Counter({
    name: 'backoffice_push_sendings_total',
    help: 'Push notifications handed to Firebase, by outcome (sent, failed, pushOff)',
    labelNames: ['outcome'] as const,
    registers,
  })
  const uploads = new Counter({
    name: 'backoffice_uploads_total',
    help: 'Uploads by outcome (accepted, rejected) and the class of reason a rejected one was refused for',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  })
  const draining = new Gauge({
    name: 'backoffice_draining',
    help: '1 once a graceful shutdown has begun (readiness answers 503), 0 before',
    registers,
  })
  draining.set(0)

  return {
    registry,
    requests,
    draining,
    /** Counts an export download from its first byte; call what it answers with how it ended. */
    exportStarted(): (outcome: 'completed' | 'cancelled' | 'failed') => void {
      exportsRunning.inc()
      return (outcome) => {
        exportsRunning.dec()
        exportsDone.inc({ outcome })
      }
    },
    pushSending(outcome: string): void {
      pushSendings.inc({ outcome })
    },
    uploadAccepted(): void {
      uploads.inc({ outcome: 'accepted', reason: 'none' })
    },
    uploadRejected(reason: UploadRejection): void {
      uploads.inc({ outcome: 'rejected', reason })
    },
    close(): void {
      stopWatchingWaits()
    },
  }
}
