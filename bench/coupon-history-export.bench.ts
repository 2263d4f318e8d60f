// CSV export of one coupon's redeem history of 300,000 redemptions (BENCH_EXPORT_ROWS) from a real
// server process, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL, as the
// browser downloads it: a ticket, then its link opened without a token. It prints the rows per second,
// the time to the first byte and the server's memory growth (its resident peak during the export minus
// before it), which stays flat whatever the rows: the file streams batch by batch.
// BENCH_EXPORT_DATABASES=pglite|postgres runs one of them.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { seedDemoCoupons } from '../server/modules/coupons/coupons.seed'
import { downloadExport } from './support/download'
import { ms, removeDir, startServer, tempDataDir } from './support/server-process'

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 300_000)
const COUPON = 'MEMBER50'
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const SERVER_ENV = { SEED_DEMO_DATA: 'true' }

// Redemptions of a demo coupon over a year, every third by a member, every tenth released.
const fill = sql`insert into coupon_redemptions (coupon_id, member_id, order_reference, discount_category,
    discount_amount, redeemed_at, released_at)
  select c.id, case when n % 3 = 0 then m.id end, 'SO-' || lpad(n::text, 8, '0'), 'Product Price',
    10 + n % 90, now() - n * interval '97 seconds', case when n % 10 = 0 then now() end
  from generate_series(1, ${ROWS}::int) n, coupons c, (select (select id from members limit 1) as id) m
  where c.code = ${COUPON}`

const residentKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`${field}:`))
      ?.replace(/\D+/g, '') ?? 0,
  )

async function measure(kind: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...SERVER_ENV, ...env })
  try {
    const api = `${server.baseUrl}/api`
    const login = await fetch(`${api}/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
    })
    const headers = {
      authorization: `Bearer ${((await login.json()) as { jwtAccessToken: string }).jwtAccessToken}`,
    }
    const listed = await fetch(`${api}/admin/coupons?search=${COUPON}`, { headers })
    const [coupon] = ((await listed.json()) as { data: { _id: string }[] }).data
    const ticketAnswer = await fetch(
      `${api}/admin/coupons/${coupon._id}/history/export-ticket?timeZone=Asia/Bangkok`,
      { method: 'POST', headers },
    )
    if (ticketAnswer.status !== 201) throw new Error(`the ticket answered ${ticketAnswer.status}`)
    const ticket = (await ticketAnswer.json()) as { url: string; rows: number }

    writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
    const before = residentKb(server.pid, 'VmRSS')
    const { bytes, lines, firstByteMs, seconds } = await downloadExport(`${server.baseUrl}${ticket.url}`)
    const growthMb = (residentKb(server.pid, 'VmHWM') - before) / 1024
    const rows = lines - 1
    // The demo server keeps taking orders, some with this coupon: the file and the screen's total (read
    // after it) may hold a few more redemptions than the ticket counted.
    const history = await fetch(`${api}/admin/coupons/${coupon._id}/history?limit=5`, { headers })
    const { total } = (await history.json()) as { total: number }
    console.log(
      `${kind}: ${rows.toLocaleString('en')} rows (ticket counted ${ticket.rows.toLocaleString('en')}, the screen ${total.toLocaleString('en')}), ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s, ` +
        `first byte ${ms(firstByteMs)}, server memory +${growthMb.toFixed(1)} MB over ${(before / 1024).toFixed(0)} MB`,
    )
    if (rows < ROWS) throw new Error(`expected ${ROWS} rows at least, got ${rows}`)
  } finally {
    await server.stop()
  }
}

/** Migrates and seeds a data directory (and database) by starting the server once, then adds the rows. */
async function filled(env: Record<string, string>, connection: Parameters<typeof openDatabase>[0]) {
  await (await startServer({ ...SERVER_ENV, ...env })).stop()
  const database = await openDatabase(connection)
  try {
    await seedDemoCoupons(database.db, null)
    await fill.execute(database.db)
    await sql`vacuum analyze coupon_redemptions`.execute(database.db)
  } finally {
    await database.close()
  }
}

const only = process.env.BENCH_EXPORT_DATABASES?.split(',') ?? ['pglite', 'postgres']
if (only.includes('pglite')) {
  const dataDir = tempDataDir()
  try {
    await filled({ DATA_DIR: dataDir }, { pgliteDir: join(dataDir, 'pglite') })
    await measure('PGlite', { DATA_DIR: dataDir })
  } finally {
    removeDir(dataDir)
  }
}
if (only.includes('postgres') && serverUrl) {
  const name = `bench_coupon_export_${process.pid}`
  const target = new URL(serverUrl)
  target.pathname = `/${name}`
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(query).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  const dataDir = tempDataDir()
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: target.toString() }
    await filled(env, { url: target.toString() })
    await measure('PostgreSQL', env)
  } finally {
    removeDir(dataDir)
    await admin(`drop database if exists ${name} with (force)`)
  }
} else if (only.includes('postgres'))
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database')
