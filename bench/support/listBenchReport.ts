// The figures of a list bench as a table on the terminal (one line per case and concurrency, printed as
// measured) and as JSON in bench/results/ (gitignored), to compare runs before and after a change.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Figures } from './measure'
import { REPO_ROOT } from './server-process'

export interface CaseResult {
  case: string
  connections: number
  /** Null for a case with no request of its own (a count the list answers inside its page). */
  api: Figures | null
  sql: Figures
  /** This case's p50 divided by that of the case it is compared with (e.g. last page ÷ first page). */
  versus: { case: string; api: number | null; sql: number } | null
}

const COLUMNS: [string, number][] = [
  ['case', 34],
  ['conn', 5],
  ['API p50', 9],
  ['API p99', 9],
  ['API req/s', 10],
  ['API busy', 9],
  ['SQL p50', 9],
  ['SQL p99', 9],
  ['SQL q/s', 9],
  ['SQL busy', 9],
  ['A/S p50', 8],
  ['A/S p99', 8],
  ['A/S thr', 8],
  ['p50 vs', 26],
]

const row = (cells: string[]) =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(COLUMNS[0][1]) : cell.padStart(COLUMNS[index][1])))
    .join(' ')
const msText = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
const perSecond = (value: number) => Math.round(value).toLocaleString('en')
const times = (value: number) => `${value.toFixed(2)}x`
// Fewer answers than this make the p99 little more than the slowest one: it is marked.
const FEW_ANSWERS = 100
const p99Text = (figures: Figures) => `${msText(figures.p99)}${figures.count < FEW_ANSWERS ? '*' : ''}`

export function printHeader(title: string): void {
  console.log(`\n${title}`)
  console.log(
    `latencies in ms (* p99 of fewer than ${FEW_ANSWERS} answers); A/S = API ÷ SQL (latency: the API overhead; thr: API req/s ÷ SQL q/s)`,
  )
  console.log(
    'busy = ms the server thread (with PGlite on it) worked per answer: steadier than latency on a shared machine',
  )
  console.log(row(COLUMNS.map(([name]) => name)))
}

export function printResult(result: CaseResult): void {
  const { api, sql, versus } = result
  const versusText = versus
    ? `${versus.api === null ? '' : `API ${times(versus.api)} `}SQL ${times(versus.sql)} of ${versus.case}`
    : ''
  console.log(
    row([
      result.case,
      String(result.connections),
      api ? msText(api.p50) : '—',
      api ? p99Text(api) : '—',
      api ? perSecond(api.throughput) : '—',
      api ? msText(api.busyMs) : '—',
      msText(sql.p50),
      p99Text(sql),
      perSecond(sql.throughput),
      msText(sql.busyMs),
      api ? times(api.p50 / sql.p50) : '—',
      api ? times(api.p99 / sql.p99) : '—',
      api ? times(api.throughput / sql.throughput) : '—',
      versusText,
    ]),
  )
}

function commitOf(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim()
  } catch {
    return null
  }
}

/** Writes the run to bench/results/<bench>-<database>-<time>.json; answers the file's path. */
export function writeResults(bench: string, database: string, details: Record<string, unknown>): string {
  const dir = join(REPO_ROOT, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${bench}-${database}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify({ bench, database, commit: commitOf(), ...details }, null, 2)}\n`)
  return file
}
