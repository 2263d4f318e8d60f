import http from 'node:http'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { csvRow, UTF8_BOM } from '../../server/lib/csv'
import { csvBatches } from '../../server/lib/csvBatches'
import { accessHistoryExport } from '../../server/modules/statistics/accessHistory.queries'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

// On PostgreSQL an export's batches stream through COPY as bytes. The file must be the one PGlite's
// way (each batch's lines read back as texts) writes from the same rows, byte for byte, whatever the
// rows hold; and a download that stops must stop its COPY and give its connection back.

const HOSTILE = [
  'plain',
  '"quoted", with commas',
  'two\r\nlines',
  'bare\nnewline and bare\rreturn',
  'back\\slash \\N \\.',
  'tab\tinside',
  '=1+2',
  'ภาษาไทย',
  "it's $1",
]

/** `count` staff sign-ins a second apart from `start`, their OS and IP cycling through hostile text. */
async function insertHostile(server: TestServer, start: string, count: number) {
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', (select id from internal_users order by created_at limit 1),
      case when n % 2 = 0 then 'sign-in' else 'sign-out' end,
      (${HOSTILE}::text[])[1 + n % ${HOSTILE.length}::int],
      '{"browser": "Firefox 128", "type": "desktop", "model": null}',
      (${HOSTILE}::text[])[1 + (n / 3) % ${HOSTILE.length}::int] || n,
      ${start}::timestamptz + n * interval '1 second'
    from generate_series(1, ${count}::int) n`.execute(server.db)
}

const copies = (server: TestServer) =>
  sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and state = 'active' and query ilike 'copy (%'`.execute(server.db)

describe.runIf(process.env.TEST_DB === 'postgres')('an export streamed with COPY', () => {
  const suite = suiteServer(async (server) =>
    apiClient(server.baseUrl, { token: await loginAsAdmin(server) }),
  )
  const ticketOf = async (admin: ApiClient, startDate: string, endDate: string) =>
    dataOf(
      await admin.POST('/internal-user-history/export-ticket', {
        params: { query: { startDate, endDate, timeZone: 'Asia/Bangkok' } },
      }),
    )

  it('writes the same bytes as the batches read back as texts, across batches', async () => {
    const { server, prepared: admin } = suite
    const range = { start: '2019-01-01T00:00:00Z', end: '2019-01-01T06:00:00Z' }
    await insertHostile(server, range.start, 12_345)
    const ticket = await ticketOf(admin, range.start, range.end)
    expect(ticket.rows).toBe(12_345)
    const download = await fetch(`${server.baseUrl}${ticket.url}`)
    expect(download.status).toBe(200)
    const bytes = Buffer.from(await download.arrayBuffer())

    const file = accessHistoryExport(
      server.db,
      { kind: 'internal', search: null, start: new Date(range.start), end: new Date(range.end) },
      { lang: 'en', timeZone: 'Asia/Bangkok' },
    )
    let reference = UTF8_BOM + csvRow(file.header)
    for await (const batch of csvBatches(server.db, 'pglite', file.page))
      reference += (batch.chunks as string[]).join('')
    expect(bytes.equals(Buffer.from(reference, 'utf8'))).toBe(true)
    expect(reference.split('\r\n').length).toBeGreaterThan(12_345)
    const progress = dataOf(await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } }))
    expect(progress).toMatchObject({ state: 'completed', rows: 12_345 })
  })

  it('stops its COPY and closes its connection when the client goes away', async () => {
    const { server, prepared: admin } = suite
    const range = { start: '2018-01-01T00:00:00Z', end: '2018-12-31T00:00:00Z' }
    await insertHostile(server, range.start, 300_000)
    const ticket = await ticketOf(admin, range.start, range.end)
    // A connection of its own that reads the first bytes, then nothing (the COPY waits for it), then goes away.
    // The first bytes (the header) can leave before the COPY starts, so its start is waited for.
    const request = http.get(`${server.baseUrl}${ticket.url}`)
    const firstBytes = new Promise<void>((resolve, reject) => {
      request.on('response', (response) =>
        response.once('data', () => {
          response.pause()
          resolve()
        }),
      )
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)))
    })
    await firstBytes
    await expect.poll(async () => (await copies(server)).rows[0].n, { timeout: 10_000 }).toBe(1)
    request.destroy()
    await expect.poll(async () => (await copies(server)).rows[0].n, { timeout: 10_000 }).toBe(0)
    await expect
      .poll(async () =>
        dataOf(await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } })),
      )
      .toMatchObject({ state: 'cancelled' })
    const cancelled = dataOf(
      await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } }),
    )
    expect(cancelled.rows).toBeLessThan(300_000)
    // The pool serves the next export whole.
    const next = await ticketOf(admin, '2019-01-01T00:00:00Z', '2019-01-01T00:10:00Z')
    const text = await (await fetch(`${server.baseUrl}${next.url}`)).text()
    expect(text.split('\r\n').length).toBeGreaterThan(next.rows)
  })

  it('fails, cut off and recorded as failed, when its COPY dies part way', async () => {
    const { server, prepared: admin } = suite
    const range = { start: '2017-01-01T00:00:00Z', end: '2017-12-31T00:00:00Z' }
    await insertHostile(server, range.start, 300_000)
    const ticket = await ticketOf(admin, range.start, range.end)
    const download = await fetch(`${server.baseUrl}${ticket.url}`)
    const reader = (download.body as ReadableStream<Uint8Array>).getReader()
    await reader.read()
    // The client reads nothing more, so the COPY waits for it; then its backend is ended.
    await expect.poll(async () => (await copies(server)).rows[0].n).toBe(1)
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and state = 'active' and query ilike 'copy (%'`.execute(server.db)
    const drained = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended'
    })()
    await expect(drained).rejects.toThrow()
    await expect
      .poll(async () =>
        dataOf(await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } })),
      )
      .toMatchObject({ state: 'failed' })
    const history = dataOf(await admin.GET('/data-export-history', { params: { query: { limit: 5 } } }))
    expect(history.data[0]).toMatchObject({ exportedData: 'internal-user-access-history', completed: false })
  })
})
