// CSV export of 1,000,000 access-history rows from a real server process, on PGlite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL, downloaded as the browser does: a ticket,
// then its link opened without a token. It prints the rows per second, the server's memory growth
// (resident peak during the export minus before it) and the latency of other requests fired every
// 20 ms while the export streams (GET the first page of the internal-user list), against the budgets;
// and list pages of the same history, first and deep.
// BENCH_EXPORT_ROWS changes the number of rows (a smaller one for a quick look).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrator'
import { downloadExport } from './support/download'
import { ms, percentile, removeDir, startServer, tempDataDir } from './support/server-process'

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000)
const PROBE_EVERY_MS = Number(process.env.BENCH_PROBE_MS ?? 20)
const BUDGET = {
  rowsPerSecond: { pglite: 100_000, postgres: 300_000 },
  memoryGrowthMb: 64,
  probeP99Ms: { pglite: 100, postgres: 100 },
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const SERVER_ENV = { SEED_DEMO_DATA: 'true' }

// Spread over the seeded staff, a year of sign-ins and sign-outs from a few clients.
const fill = sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
  select 'internal', u.ids[1 + n % array_length(u.ids, 1)],
    case when n % 2 = 0 then 'sign-in' else 'sign-out' end,
    (array['Windows 10', 'Mac OS 14.5', 'Android 14', 'iOS 17.5'])[1 + n % 4],
    (array['{"browser": "Chrome 126", "type": "desktop", "model": null}',
      '{"browser": "Safari 17", "type": "desktop", "model": null}',
      '{"browser": "Chrome 126", "type": "mobile", "model": "Samsung SM-S921B"}',
      '{"browser": "Mobile Safari 17", "type": "mobile", "model": "Apple iPhone"}'])[1 + n % 4]::jsonb,
    '10.' || (n % 256) || '.' || (n / 256 % 256) || '.' || (n % 7),
    now() - (n * interval '31 seconds')
  from generate_series(1, ${ROWS}::int) n, (select array_agg(id) as ids from internal_users) u`

/** Kilobytes of a /proc/<pid>/status field: VmRSS now, VmHWM the peak since the last reset. */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`))
  return Number(line?.replace(/\D+/g, '') ?? 0)
}

const mb = (kb: number) => kb / 1024
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')

async function measure(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...SERVER_ENV, ...env })
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
    })
    const { jwtAccessToken } = (await login.json()) as { jwtAccessToken: string }
    const headers = { authorization: `Bearer ${jwtAccessToken}` }
    const probe = `${server.baseUrl}/api/admin/users?page=1&limit=10`
    await fetch(probe, { headers })
    console.log(`### ${kind}`)
    // List pages as the export's neighbours: the first, one 100,000 pages deep by number, the next by cursor.
    const timed = async (path: string, runs = 15) => {
      const samples: number[] = []
      let body: { total: number; nextCursor: string | null } = { total: 0, nextCursor: null }
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now()
        const answer = await fetch(`${server.baseUrl}/api${path}`, { headers })
        body = (await answer.json()) as typeof body
        samples.push(performance.now() - t0)
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
      }
      samples.sort((a, b) => a - b)
      console.log(`GET ${path}: p50=${ms(percentile(samples, 50))} p95=${ms(percentile(samples, 95))}`)
      return body
    }
    await timed('/internal-user-history?limit=5')
    const deep = await timed('/internal-user-history?limit=5&page=100000')
    if (deep.nextCursor) await timed(`/internal-user-history?limit=5&cursor=${deep.nextCursor}`)

    const ticketAnswer = await fetch(
      `${server.baseUrl}/api/internal-user-history/export-ticket?timeZone=Asia/Bangkok`,
      { method: 'POST', headers },
    )
    const ticket = (await ticketAnswer.json()) as { _id: string; url: string; rows: number }
    if (ticketAnswer.status !== 201) throw new Error(`the ticket answered ${ticketAnswer.status}`)

    // Memory: the peak (VmHWM) is reset right before the export, so it is the export's own peak.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
    const rssBefore = memoryKb(server.pid, 'VmRSS')
    let sampledPeak = rssBefore
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryKb(server.pid, 'VmRSS'))
    }, 20)

    const probes: Promise<number>[] = []
    let streaming = true
    const prober = setInterval(() => {
      if (!streaming) return
      const sent = performance.now()
      probes.push(
        fetch(probe, { headers }).then(async (answer) => {
          await answer.arrayBuffer()
          if (answer.status !== 200) throw new Error(`a probe answered ${answer.status}`)
          return performance.now() - sent
        }),
      )
    }, PROBE_EVERY_MS)

    const { bytes, lines, firstByteMs, seconds } = await downloadExport(`${server.baseUrl}${ticket.url}`)
    streaming = false
    clearInterval(prober)
    clearInterval(sampler)
    const peak = Math.max(memoryKb(server.pid, 'VmHWM'), sampledPeak)
    const latencies = (await Promise.all(probes)).sort((a, b) => a - b)
    const rows = lines - 1
    const progress = (await (
      await fetch(`${server.baseUrl}/api/export-tickets/${ticket._id}`, { headers })
    ).json()) as { state: string; rows: number }

    const rate = rows / seconds
    const growth = mb(peak - rssBefore)
    const p99 = percentile(latencies, 99)
    console.log(
      `export: ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s = ` +
        `${Math.round(rate).toLocaleString('en')} rows/s (${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s), ` +
        `first byte ${ms(firstByteMs)}; budget ${BUDGET.rowsPerSecond[kind].toLocaleString('en')} rows/s: ` +
        verdict(rate >= BUDGET.rowsPerSecond[kind]),
    )
    console.log(
      `server memory: RSS ${mb(rssBefore).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB during ` +
        `(+${growth.toFixed(1)} MB); budget +${BUDGET.memoryGrowthMb} MB: ${verdict(growth < BUDGET.memoryGrowthMb)}`,
    )
    console.log(
      `other requests during the export (GET /api/admin/users, every ${PROBE_EVERY_MS} ms, ${latencies.length} sent): ` +
        `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)}, max ${ms(latencies[latencies.length - 1] ?? 0)}; ` +
        `budget p99 ${BUDGET.probeP99Ms[kind]} ms: ${verdict(p99 <= BUDGET.probeP99Ms[kind])}`,
    )
    console.log(
      `ticket: ${progress.state}, ${progress.rows.toLocaleString('en')} rows of ${ticket.rows.toLocaleString('en')}`,
    )
    // The seed's own sign-ins come on top of the inserted rows.
    if (rows !== ticket.rows || rows < ROWS || progress.state !== 'completed')
      throw new Error(
        `expected ${ticket.rows} rows in the file and a completed ticket, got ${rows} (${progress.state})`,
      )
  } finally {
    await server.stop()
  }
}

async function onPglite(): Promise<void> {
  const dataDir = tempDataDir()
  try {
    // The server migrates and seeds the data directory; the rows are then added with the server stopped.
    await (await startServer({ ...SERVER_ENV, DATA_DIR: dataDir })).stop()
    const started = performance.now()
    const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') })
    try {
      await migrateToLatest(database.db)
      await fill.execute(database.db)
      await sql`vacuum analyze access_history`.execute(database.db)
      await sql`checkpoint`.execute(database.db)
    } finally {
      await database.close()
    }
    console.log(
      `PGlite: inserted ${ROWS.toLocaleString('en')} rows and vacuumed in ${ms(performance.now() - started)}`,
    )
    await measure('pglite', { DATA_DIR: dataDir })
  } finally {
    removeDir(dataDir)
  }
}

async function onPostgres(url: string): Promise<void> {
  const databaseName = `bench_export_${process.pid}`
  const target = new URL(url)
  target.pathname = `/${databaseName}`
  const admin = async (connection: string, query: string) => {
    const client = new pg.Client({ connectionString: connection })
    await client.connect()
    try {
      await client.query(query)
    } finally {
      await client.end()
    }
  }
  await admin(url, `create database ${databaseName}`)
  const dataDir = tempDataDir()
  try {
    await (await startServer({ ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: target.toString() })).stop()
    const started = performance.now()
    const database = await openDatabase({ url: target.toString() })
    try {
      await fill.execute(database.db)
      // What autovacuum does after a bulk load: statistics, and the visibility map for index-only scans.
      await sql`vacuum analyze access_history`.execute(database.db)
    } finally {
      await database.close()
    }
    console.log(
      `PostgreSQL: inserted ${ROWS.toLocaleString('en')} rows and vacuumed in ${ms(performance.now() - started)}`,
    )
    await measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: target.toString() })
  } finally {
    removeDir(dataDir)
    await admin(url, `drop database if exists ${databaseName} with (force)`)
  }
}

const only = process.env.BENCH_EXPORT_DATABASES?.split(',') ?? ['pglite', 'postgres']
if (only.includes('pglite')) await onPglite()
if (only.includes('postgres')) {
  if (serverUrl) await onPostgres(serverUrl)
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database')
}
