// CSV export of 1,000,000 access-history rows from a real server process on PostgreSQL: rows per
// second and the server's memory (resident set before, peak during), plus list pages at depth.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (any database on the server: a fresh one is made).
import { readFileSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { ms, percentile, removeDir, startServer, tempDataDir } from './support/server-process'

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.log('skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database to run it')
  process.exit(0)
}

const databaseName = `bench_export_${process.pid}`
const databaseUrl = (() => {
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Kilobytes of a /proc/<pid>/status field: VmRSS now, VmHWM the peak since the last reset. */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`))
  return Number(line?.replace(/\D+/g, '') ?? 0)
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

await admin(serverUrl, (client) => client.query(`create database ${databaseName}`))
const dataDir = tempDataDir()
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  SEED_DEMO_DATA: 'true',
})
try {
  const started = performance.now()
  await admin(databaseUrl, async (client) => {
    // Spread over the seeded staff, a year of sign-ins and sign-outs from a few clients.
    await client.query(
      `insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
       select 'internal', u.ids[1 + n % array_length(u.ids, 1)],
         case when n % 2 = 0 then 'sign-in' else 'sign-out' end,
         (array['Windows 10', 'Mac OS 14.5', 'Android 14', 'iOS 17.5'])[1 + n % 4],
         (array['{"browser": "Chrome 126", "type": "desktop", "model": null}',
           '{"browser": "Safari 17", "type": "desktop", "model": null}',
           '{"browser": "Chrome 126", "type": "mobile", "model": "Samsung SM-S921B"}',
           '{"browser": "Mobile Safari 17", "type": "mobile", "model": "Apple iPhone"}'])[1 + n % 4]::jsonb,
         '10.' || (n % 256) || '.' || (n / 256 % 256) || '.' || (n % 7),
         now() - (n * interval '31 seconds')
       from generate_series(1, $1::int) n, (select array_agg(id) as ids from internal_users) u`,
      [ROWS],
    )
    // What autovacuum does after a bulk load: statistics, and the visibility map for index-only scans.
    await client.query('vacuum analyze access_history')
  })
  console.log(`inserted ${ROWS.toLocaleString('en')} rows and vacuumed in ${ms(performance.now() - started)}`)

  const login = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
  })
  const { jwtAccessToken } = (await login.json()) as { jwtAccessToken: string }
  const headers = { authorization: `Bearer ${jwtAccessToken}` }

  // List pages: the first, one 100,000 pages deep by number, and the one after it by cursor.
  const timed = async (path: string, runs = 15) => {
    const samples: number[] = []
    let body: { total: number; nextCursor: string | null } = { total: 0, nextCursor: null }
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now()
      const response = await fetch(`${server.baseUrl}/api${path}`, { headers })
      body = (await response.json()) as typeof body
      samples.push(performance.now() - t0)
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    }
    samples.sort((a, b) => a - b)
    console.log(
      `GET ${path}: p50=${ms(percentile(samples, 50))} p95=${ms(percentile(samples, 95))} total=${body.total}`,
    )
    return body
  }
  const { total } = await timed('/internal-user-history?limit=5')
  const deep = await timed('/internal-user-history?limit=5&page=100000')
  await timed(`/internal-user-history?limit=5&cursor=${deep.nextCursor}`)
  await timed('/internal-user-history?limit=100&search=10.20.')

  // Memory: the peak (VmHWM) is reset right before the export, so it is the export's own peak.
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
  const rssBefore = memoryKb(server.pid, 'VmRSS')
  let sampledPeak = rssBefore
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryKb(server.pid, 'VmRSS'))
  }, 20)

  const exportStarted = performance.now()
  const response = await fetch(`${server.baseUrl}/api/internal-user-history/export?timeZone=Asia/Bangkok`, {
    headers,
  })
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`)
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - exportStarted
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  const seconds = (performance.now() - exportStarted) / 1000
  clearInterval(sampler)
  const peak = Math.max(memoryKb(server.pid, 'VmHWM'), sampledPeak)
  const rows = lines - 1

  console.log(
    `export: ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
      `= ${Math.round(rows / seconds).toLocaleString('en')} rows/s (${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s), first byte ${ms(firstByteMs)}`,
  )
  console.log(
    `server memory: RSS before ${mb(rssBefore)}, peak during export ${mb(peak)} (+${mb(peak - rssBefore)}, ` +
      `${(peak / rssBefore).toFixed(2)}x) for a ${(bytes / 1024 / 1024).toFixed(0)} MB file`,
  )
  // The seed's own sign-ins come on top of the inserted rows.
  if (rows !== total || rows < ROWS) throw new Error(`expected ${total} rows in the file, got ${rows}`)
} finally {
  await server.stop()
  removeDir(dataDir)
  await admin(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`))
}
