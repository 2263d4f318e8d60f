// Latency and throughput of one case, through the API (autocannon in a worker) or run directly (SQL).
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { percentile } from './server-process'

export interface Figures {
  p50: number
  /** Kept in the results file for budgets stated at the 95th percentile; the table prints p50 and p99. */
  p95: number
  p99: number
  /** Answers a second. */
  throughput: number
  count: number
  /**
   * Milliseconds the bench process's main thread (the server's event loop, and PGlite, which runs on
   * it) was busy per answer: less disturbed by other load on the machine than latency is.
   */
  busyMs: number
}

/** A message to loadWorker.mjs: load `url` for warm-up and measured seconds. */
interface LoadRequest {
  url: string
  headers: Record<string, string>
  connections: number
  warmupSeconds: number
  seconds: number
}

/** Its answer: every 2xx latency in milliseconds, and the requests that failed. */
interface LoadResult {
  latencies: number[]
  seconds: number
  failures: number
  firstFailure: string | null
}

export interface MeasureSettings {
  /** Measured seconds per case, side and concurrency (BENCH_SECONDS). */
  seconds: number
  /** Unmeasured seconds before each measurement: JIT, plans, caches (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number
  /** Concurrent connections or loops (BENCH_CONNECTIONS, comma-separated). */
  connections: number[]
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`)
  return value
}

export function measureSettings(): MeasureSettings {
  return {
    seconds: positive('BENCH_SECONDS', 2.5),
    warmupSeconds: positive('BENCH_WARMUP_SECONDS', 1),
    connections: (process.env.BENCH_CONNECTIONS ?? '1,32').split(',').map((value) => {
      const count = Number(value)
      if (!Number.isInteger(count) || count < 1) throw new Error('BENCH_CONNECTIONS lists whole numbers.')
      return count
    }),
  }
}

type Utilization = ReturnType<typeof performance.eventLoopUtilization>

function figuresOf(latencies: number[], seconds: number, busy: Utilization): Figures {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    throughput: latencies.length / seconds,
    count: latencies.length,
    busyMs: busy.active / latencies.length,
  }
}

/** One autocannon worker for the whole bench, answering one load run at a time. */
export function createLoadClient() {
  const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url))
  let failed: Error | null = null
  worker.on('error', (error) => {
    failed = error instanceof Error ? error : new Error(String(error))
  })
  type Message = { window?: 'start' | 'end'; result?: LoadResult; error?: string }
  const run = (request: LoadRequest) =>
    new Promise<LoadResult & { busy: Utilization }>((resolve, reject) => {
      if (failed) return reject(failed)
      let windowStart: Utilization | null = null
      let busy: Utilization | null = null
      const finish = (error: Error | null, result?: LoadResult) => {
        worker.off('error', onError)
        worker.off('message', onMessage)
        if (error || !result) return reject(error ?? new Error('the load run ended without a result'))
        // A run stopped by a failed request has no measured window: its figures are not used.
        resolve({
          ...result,
          busy: busy ?? performance.eventLoopUtilization(performance.eventLoopUtilization()),
        })
      }
      const onError = (error: Error) => finish(error)
      const onMessage = (message: Message) => {
        if (message.window === 'start') windowStart = performance.eventLoopUtilization()
        else if (message.window === 'end' && windowStart) busy = performance.eventLoopUtilization(windowStart)
        else if (message.result) finish(null, message.result)
        else if (message.error) finish(new Error(message.error))
      }
      worker.on('error', onError)
      worker.on('message', onMessage)
      worker.postMessage(request)
    })
  return {
    /** Warms up, then loads `url` for the measured seconds; any non-2xx answer fails the case. */
    async measure(
      request: Omit<LoadRequest, 'seconds' | 'warmupSeconds'>,
      settings: Pick<MeasureSettings, 'seconds' | 'warmupSeconds'>,
    ): Promise<Figures> {
      const result = await run({
        ...request,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
      })
      if (result.failures > 0)
        throw new Error(`${request.url}: ${result.failures} failed requests, first: ${result.firstFailure}`)
      return figuresOf(result.latencies, result.seconds, result.busy)
    },
    close: () => worker.terminate(),
  }
}

async function loops(run: () => Promise<unknown>, connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = []
  const utilization = performance.eventLoopUtilization()
  const started = performance.now()
  const deadline = started + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now()
      await run()
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  return figuresOf(
    latencies,
    (performance.now() - started) / 1000,
    performance.eventLoopUtilization(utilization),
  )
}

/** `connections` loops calling `run` back to back (over the pool on PostgreSQL), after a warm-up. */
export async function measureDirect(
  run: () => Promise<unknown>,
  connections: number,
  settings: Pick<MeasureSettings, 'seconds' | 'warmupSeconds'>,
): Promise<Figures> {
  await loops(run, connections, settings.warmupSeconds)
  return loops(run, connections, settings.seconds)
}

/** BENCH_CASES=first,search keeps the cases whose name contains one of the words. */
export function selectedCases<Case extends { name: string }>(cases: Case[]): Case[] {
  const words = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase())
  if (!words) return cases
  return cases.filter((entry) => words.some((word) => entry.name.toLowerCase().includes(word)))
}
