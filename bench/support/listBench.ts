// The one harness of every list bench: the real app in this process on PGlite (and on PostgreSQL when a
// server is named), N rows loaded by the list's own loader, then each case timed through the API and
// as the same query functions called directly on the app's database handle, at 1 and 32 connections.

import { sql } from 'kysely'
import type { BulkLoad } from '../../server/db/bulkCopy'
import type { DatabaseKind, Db } from '../../server/db/database'
import { type BenchApp, benchTargets, signInAsAdmin, startBenchApp } from './benchApp'
import { type CaseResult, printHeader, printResult, writeResults } from './listBenchReport'
import {
  createLoadClient,
  type MeasureSettings,
  measureDirect,
  measureSettings,
  selectedCases,
} from './measure'
import { ms } from './server-process'

export interface ListCase {
  name: string
  /**
   * The request under /api, with its query (`/internal-user-history?page=2&limit=35`), signed in as
   * the seeded super admin; null for a part of a list with no request of its own (e.g. its count).
   */
  path: string | null
  /** What the handler runs, called directly: the same query functions with the same arguments. */
  sql: (db: Db) => Promise<unknown>
  /** An earlier case whose p50 this one is divided by (e.g. the last page by the first). */
  compareWith?: string
  /** The concurrencies to measure it at, when not all of the bench's (a slow floor at 1 only). */
  connections?: readonly number[]
}

export interface CaseContext {
  db: Db
  kind: DatabaseKind
  /** The signed-in super admin, for queries that depend on who asks (read marks, ...). */
  userId: string
  rows: number
}

export interface ListBenchDefinition {
  /** Names the results file: bench/results/<name>-<database>-<time>.json. */
  name: string
  title: string
  /** Rows to load unless BENCH_ROWS says otherwise; 0 for a bench of requests that read no list. */
  rows: number
  /**
   * Loads `rows` rows set-based (`insert ... select ... generate_series`) or through `bulkLoad` (COPY,
   * as the seed does); the harness then runs `vacuum analyze`.
   */
  load(db: Db, rows: number, bulkLoad: BulkLoad): Promise<void>
  cases(context: CaseContext): Promise<ListCase[]> | ListCase[]
}

const rowsOf = (fallback: number) => {
  if (fallback === 0) return 0
  const value = Number(process.env.BENCH_ROWS ?? fallback)
  if (!Number.isInteger(value) || value < 1)
    throw new Error('BENCH_ROWS must be a whole number of at least 1.')
  return value
}

async function checkCase(bench: BenchApp, entry: ListCase, headers: Record<string, string>): Promise<void> {
  await entry.sql(bench.db)
  if (!entry.path) return
  const response = await fetch(`${bench.baseUrl}/api${entry.path}`, { headers })
  if (response.status !== 200)
    throw new Error(`${entry.name}: ${entry.path} answered ${response.status}: ${await response.text()}`)
}

/** How long the first case is run, unmeasured, before any case is measured. */
const HARNESS_WARMUP_SECONDS = 5

/**
 * Runs the first case with a request through the API and directly at every concurrency, unmeasured:
 * the load client, the HTTP server and the query path are compiled and warm before the first case is
 * measured, which otherwise paid for them and made every later case look faster beside it.
 */
async function warmUpHarness(
  bench: BenchApp,
  cases: ListCase[],
  headers: Record<string, string>,
  settings: MeasureSettings,
  load: ReturnType<typeof createLoadClient>,
): Promise<void> {
  const entry = cases.find((candidate) => candidate.path !== null)
  if (!entry?.path) return
  const warmup = { seconds: HARNESS_WARMUP_SECONDS / 2, warmupSeconds: settings.warmupSeconds }
  for (const connections of settings.connections) {
    await load.measure({ url: `${bench.baseUrl}/api${entry.path}`, headers, connections }, warmup)
    await measureDirect(() => entry.sql(bench.db), connections, warmup)
  }
}

async function measureCases(
  bench: BenchApp,
  cases: ListCase[],
  headers: Record<string, string>,
  settings: MeasureSettings,
  load: ReturnType<typeof createLoadClient>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = []
  await warmUpHarness(bench, cases, headers, settings, load)
  for (const entry of cases) {
    await checkCase(bench, entry, headers)
    for (const connections of entry.connections ?? settings.connections) {
      const api = entry.path
        ? await load.measure({ url: `${bench.baseUrl}/api${entry.path}`, headers, connections }, settings)
        : null
      const direct = await measureDirect(() => entry.sql(bench.db), connections, settings)
      const base = entry.compareWith
        ? results.find((earlier) => earlier.case === entry.compareWith && earlier.connections === connections)
        : undefined
      if (entry.compareWith && !base) throw new Error(`${entry.name}: no earlier case ${entry.compareWith}`)
      const result: CaseResult = {
        case: entry.name,
        connections,
        api,
        sql: direct,
        versus: base
          ? {
              case: base.case,
              api: api && base.api ? api.p50 / base.api.p50 : null,
              sql: direct.p50 / base.sql.p50,
            }
          : null,
      }
      printResult(result)
      results.push(result)
    }
  }
  return results
}

/** Runs the bench on every database target in turn and prints (and saves) its figures. */
export async function runListBench(definition: ListBenchDefinition): Promise<void> {
  const settings = measureSettings()
  const rows = rowsOf(definition.rows)
  const load = createLoadClient()
  try {
    for (const target of benchTargets()) {
      const bench = await startBenchApp(target)
      let stopped = false
      // Ctrl+C still removes the temporary database.
      const stopOnSignal = () => {
        if (stopped) process.exit(130)
        stopped = true
        void bench.stop().finally(() => process.exit(130))
      }
      process.once('SIGINT', stopOnSignal)
      process.once('SIGTERM', stopOnSignal)
      try {
        const loadStarted = performance.now()
        await definition.load(bench.db, rows, bench.bulkLoad)
        // What autovacuum does after a bulk load: statistics, and the visibility map for index-only scans.
        await sql`vacuum analyze`.execute(bench.db)
        const loadMs = performance.now() - loadStarted
        const { token, userId } = await signInAsAdmin(bench)
        const headers = { authorization: `Bearer ${token}` }
        const cases = selectedCases(await definition.cases({ db: bench.db, kind: bench.kind, userId, rows }))

        const logLevel = bench.app.config.logLevel
        printHeader(
          `${definition.title} — ${bench.kind}, ${rows > 0 ? `${rows.toLocaleString('en')} rows (loaded and vacuumed in ${ms(loadMs)})` : 'no rows loaded'}, ` +
            `${settings.seconds} s per case and concurrency after ${settings.warmupSeconds} s warm-up, LOG_LEVEL=${logLevel}`,
        )
        const results = await measureCases(bench, cases, headers, settings, load)
        const { logBytes } = await bench.stop()
        stopped = true
        console.log(`server log: ${(logBytes / 1024 / 1024).toFixed(1)} MB written at LOG_LEVEL=${logLevel}`)
        const file = writeResults(definition.name, bench.kind, {
          rows,
          loadMs,
          settings,
          logLevel,
          logBytes,
          results,
        })
        console.log(`results: ${file}`)
      } finally {
        process.off('SIGINT', stopOnSignal)
        process.off('SIGTERM', stopOnSignal)
        if (!stopped) await bench.stop()
      }
    }
  } finally {
    await load.close()
  }
}
