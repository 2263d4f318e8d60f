import http from 'node:http'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { createStaff, type StaffMember } from '../support/fixtures'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

// An export's download as the browser makes it: a single-use link asked for by the app, opened with no
// token, straight to disk, while the app reads its progress.

interface Fixture {
  token: string
  admin: ApiClient
  /** May export the members' history only. */
  auditor: StaffMember
  asAuditor: ApiClient
}

async function withStaff(server: TestServer): Promise<Fixture> {
  const token = await loginAsAdmin(server)
  const auditor = await createStaff(server.db, {
    email: 'ticket-auditor@example.com',
    roles: [{ name: 'Member auditors', permissions: { userAccessHistory: ['access', 'export'] } }],
  })
  const auditorToken = (await login(server.baseUrl, auditor.email, auditor.password)).jwtAccessToken
  return {
    token,
    admin: apiClient(server.baseUrl, { token }),
    auditor,
    asAuditor: apiClient(server.baseUrl, { token: auditorToken }),
  }
}

/** `count` staff sign-ins a second apart from `start`, by `userId`. */
async function insertSignIns(server: TestServer, userId: string, start: string, count: number) {
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', ${userId}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
      '10.1.' || (n % 250) || '.1', ${start}::timestamptz + n * interval '1 second'
    from generate_series(1, ${count}::int) n`.execute(server.db)
}

/** Opens a download link as a browser's own download does: no Authorization header. */
const open = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${url}`, { headers })

describe('a download ticket', () => {
  const suite = suiteServer(withStaff)
  const range = { startDate: '2021-01-01T00:00:00Z', endDate: '2021-01-01T00:16:40Z' }
  const ticketFor = async (
    client: ApiClient,
    query: { startDate?: string; endDate?: string; timeZone?: string } = range,
  ) => dataOf(await client.POST('/internal-user-history/export-ticket', { params: { query } }))
  const progressOf = async (id: string, client = suite.prepared.admin) =>
    client.GET('/export-tickets/{id}', { params: { path: { id } } })

  it('downloads the same CSV once, without a token, and says how far it came', async () => {
    const { server, prepared } = suite
    await insertSignIns(server, prepared.auditor.id, '2021-01-01T00:00:00Z', 1000)
    const thai = apiClient(server.baseUrl, { token: prepared.token, lang: 'th' })
    const ticket = await ticketFor(thai, { ...range, timeZone: 'Asia/Bangkok' })
    expect(ticket.rows).toBe(1000)
    expect(ticket.fileName).toMatch(/^internal-user-access-history-\d{8}-\d{6}\.csv$/)
    expect(ticket.url).toMatch(/^\/api\/internal-user-history\/export\?.*ticket=[\w-]{43}/)
    const lifetime = Date.parse(ticket.expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(30_000)
    expect(lifetime).toBeLessThanOrEqual(61_000)
    expect(dataOf(await progressOf(ticket._id))).toEqual({
      _id: ticket._id,
      state: 'waiting',
      rows: 0,
      total: 1000,
      fileName: ticket.fileName,
    })

    const download = await open(server, ticket.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${ticket.fileName}"`)
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const file = new TextDecoder().decode(bytes)
    const withToken = await thai.GET('/internal-user-history/export', {
      params: { query: { ...range, timeZone: 'Asia/Bangkok' } },
      parseAs: 'text',
    })
    expect(file).toBe(withToken.data)
    expect(file.split('\r\n')[0]).toBe('ชื่อ,อีเมล,เหตุการณ์,ระบบปฏิบัติการ,อุปกรณ์,IP,วันที่ (Asia/Bangkok)')
    expect(file.trimEnd().split('\r\n')).toHaveLength(1001)
    expect(dataOf(await progressOf(ticket._id))).toMatchObject({
      state: 'completed',
      rows: 1000,
      total: 1000,
    })

    const again = await open(server, ticket.url)
    expect(again.status).toBe(401)
    expect(((await again.json()) as { message: string }).message).toBe('ลิงก์ดาวน์โหลดนี้ถูกใช้ไปแล้ว กรุณาส่งออกอีกครั้ง')
  })

  it('works only within its minute', async () => {
    const ticket = await ticketFor(suite.prepared.admin)
    await suite.server.db
      .updateTable('export_tickets')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', ticket._id)
      .execute()
    const late = await open(suite.server, ticket.url)
    expect(late.status).toBe(401)
    expect(((await late.json()) as { message: string }).message).toBe(
      'This download link has expired. Please export again.',
    )
    expect(dataOf(await progressOf(ticket._id)).state).toBe('expired')
  })

  it("refuses another session's ticket, which its own session can still use", async () => {
    const ticket = await ticketFor(suite.prepared.admin)
    const otherSession = await loginAsAdmin(suite.server)
    const refused = await open(suite.server, ticket.url, { authorization: `Bearer ${otherSession}` })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This download link belongs to another session.',
    )
    const elsewhere = apiClient(suite.server.baseUrl, { token: otherSession })
    expect((await progressOf(ticket._id, elsewhere)).response.status).toBe(404)
    expect(
      (await elsewhere.DELETE('/export-tickets/{id}', { params: { path: { id: ticket._id } } })).response
        .status,
    ).toBe(404)
    const own = await open(suite.server, ticket.url, { authorization: `Bearer ${suite.prepared.token}` })
    expect(own.status).toBe(200)
    await own.text()
  })

  it('is bound to its export and its filters', async () => {
    const ticket = await ticketFor(suite.prepared.admin)
    const changed = ticket.url.replace(
      encodeURIComponent(range.startDate),
      encodeURIComponent('2020-01-01T00:00:00Z'),
    )
    expect(changed).not.toBe(ticket.url)
    const other = await open(suite.server, changed)
    expect(other.status).toBe(400)
    expect(((await other.json()) as { message: string }).message).toBe(
      'This download link was made for another export or other filters. Please export again.',
    )
    const member = await open(
      suite.server,
      ticket.url.replace('/internal-user-history/', '/user-access-history/'),
    )
    expect(member.status).toBe(400)
    const made = await open(suite.server, `${ticket.url}&search=x`)
    expect(made.status).toBe(400)
    expect(
      (await open(suite.server, ticket.url.replace(/ticket=[\w-]+/, `ticket=${'A'.repeat(43)}`))).status,
    ).toBe(401)
    // Refused attempts leave it usable.
    const used = await open(suite.server, ticket.url)
    expect(used.status).toBe(200)
    await used.text()
  })

  it('needs the export permission to be asked for and still at the download', async () => {
    const { asAuditor, auditor } = suite.prepared
    const refused = await asAuditor.POST('/internal-user-history/export-ticket', { params: { query: {} } })
    expect(refused.response.status).toBe(403)
    const ticket = dataOf(
      await asAuditor.POST('/user-access-history/export-ticket', { params: { query: {} } }),
    )
    await suite.server.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify({ userAccessHistory: ['access'] }) })
      .where('name', '=', 'Member auditors')
      .execute()
    expect((await open(suite.server, ticket.url)).status).toBe(403)
    expect(auditor.id).toBeTruthy()
  })

  it("refuses bad parameters in the caller's language before making a ticket", async () => {
    const thai = apiClient(suite.server.baseUrl, { token: suite.prepared.token, lang: 'th' })
    const zone = await thai.POST('/internal-user-history/export-ticket', {
      params: { query: { timeZone: 'Mars/Olympus' } },
    })
    expect(zone.response.status).toBe(400)
    expect(zone.error?.message).toBe('ไม่รู้จักเขตเวลา Mars/Olympus')
    const backwards = await suite.prepared.admin.POST('/data-export-history/export-ticket', {
      params: { query: { startDate: '2021-02-01T00:00:00Z', endDate: '2021-01-01T00:00:00Z' } },
    })
    expect(backwards.response.status).toBe(400)
    expect(backwards.error?.message).toBe('The start date must not be after the end date.')
    const count = await suite.server.db
      .selectFrom('export_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<boolean>`params @> ${JSON.stringify({ timeZone: 'Mars/Olympus' })}::jsonb`)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })
})

/** A download of the staff history's export opened, its first bytes read and the rest left unread. */
async function downloadStarted(
  server: TestServer,
  admin: ApiClient,
  query: { startDate: string; endDate: string },
) {
  const ticket = dataOf(await admin.POST('/internal-user-history/export-ticket', { params: { query } }))
  const download = await open(server, ticket.url)
  const reader = (download.body as ReadableStream<Uint8Array>).getReader()
  await reader.read()
  return { ticket, reader }
}

describe('a download under way', () => {
  const suite = suiteServer(async (server) => {
    const fixture = await withStaff(server)
    await insertSignIns(server, fixture.auditor.id, '2022-01-01T00:00:00Z', 50_000)
    return fixture
  })
  const allRows = { startDate: '2022-01-01T00:00:00Z', endDate: '2022-12-31T00:00:00Z' }

  it('lets other requests answer while it streams', async () => {
    const { admin } = suite.prepared
    const ticket = dataOf(
      await admin.POST('/internal-user-history/export-ticket', { params: { query: allRows } }),
    )
    expect(ticket.rows).toBe(50_000)
    const download = await open(suite.server, ticket.url)
    const reader = (download.body as ReadableStream<Uint8Array>).getReader()
    let lines = 0
    const count = (chunk: Uint8Array | undefined) => {
      for (const byte of chunk ?? []) if (byte === 10) lines++
    }
    count((await reader.read()).value)
    let listedAt = Number.POSITIVE_INFINITY
    const listed = admin.GET('/admin/users', { params: { query: { page: 1, limit: 10 } } }).then((answer) => {
      listedAt = performance.now()
      return answer
    })
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      count(value)
    }
    const endedAt = performance.now()
    expect((await listed).response.status).toBe(200)
    expect(lines).toBe(50_001)
    expect(listedAt).toBeLessThan(endedAt)
  })

  it('stops when cancelled, cut off and not completed', async () => {
    const { admin } = suite.prepared
    const { ticket, reader } = await downloadStarted(suite.server, admin, allRows)
    const cancelled = dataOf(
      await admin.DELETE('/export-tickets/{id}', { params: { path: { id: ticket._id } } }),
    )
    expect(['running', 'cancelled']).toContain(cancelled.state)
    // The client keeps reading: the server cuts the download off instead of ending it as if whole.
    const drained = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended'
    })()
    await expect(drained).rejects.toThrow()
    const progress = dataOf(await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } }))
    expect(progress.state).toBe('cancelled')
    expect(progress.rows).toBeLessThan(50_000)
    const history = dataOf(await admin.GET('/data-export-history', { params: { query: { limit: 5 } } }))
    expect(history.data[0]).toMatchObject({ exportedData: 'internal-user-access-history', completed: false })
  })

  it('is cancelled before it starts, and its link no longer works', async () => {
    const { admin } = suite.prepared
    const ticket = dataOf(await admin.POST('/user-access-history/export-ticket', { params: { query: {} } }))
    const cancelled = dataOf(
      await admin.DELETE('/export-tickets/{id}', { params: { path: { id: ticket._id } } }),
    )
    expect(cancelled.state).toBe('cancelled')
    const late = await open(suite.server, ticket.url)
    expect(late.status).toBe(401)
    expect(((await late.json()) as { message: string }).message).toBe(
      'This download was cancelled. Please export again.',
    )
  })

  it('records a download the browser stopped as cancelled', async () => {
    const { admin } = suite.prepared
    const ticket = dataOf(
      await admin.POST('/internal-user-history/export-ticket', { params: { query: allRows } }),
    )
    // A connection of its own, closed after the first bytes as a browser's stopped download closes it.
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${suite.server.baseUrl}${ticket.url}`, (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)))
    })
    await expect
      .poll(
        async () =>
          dataOf(await admin.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } })).state,
      )
      .toBe('cancelled')
  })
})

describe("a download's lease", () => {
  // A short lease, renewed every second, so the test sees it both kept and run out; more rows than the
  // socket buffers hold, so a download the browser does not read cannot end meanwhile.
  const suite = suiteServer(
    async (server) => {
      const fixture = await withStaff(server)
      await insertSignIns(server, fixture.auditor.id, '2023-01-01T00:00:00Z', 200_000)
      return fixture
    },
    { config: { exportLeaseSeconds: 3 } },
  )
  const allRows = { startDate: '2023-01-01T00:00:00Z', endDate: '2023-12-31T00:00:00Z' }
  const progressOf = async (id: string) =>
    dataOf(await suite.prepared.admin.GET('/export-tickets/{id}', { params: { path: { id } } }))
  const ticketRow = (id: string) =>
    suite.server.db
      .selectFrom('export_tickets')
      .select([
        'outcome',
        'finished_at',
        'lease_expires_at',
        sql<boolean>`lease_expires_at > now()`.as('leased'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('is kept while the browser reads nothing, and a cancellation meanwhile still cuts the download', async () => {
    const { admin } = suite.prepared
    const { ticket, reader } = await downloadStarted(suite.server, admin, allRows)
    // Longer than the lease, reading nothing: the server is held up writing, and renews all the same.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect((await progressOf(ticket._id)).state).toBe('running')
    expect((await ticketRow(ticket._id)).leased).toBe(true)
    await admin.DELETE('/export-tickets/{id}', { params: { path: { id: ticket._id } } })
    // Noticed by the next renewal, not by a batch: the browser still reads nothing.
    await expect.poll(async () => (await ticketRow(ticket._id)).outcome, { timeout: 3000 }).toBe('cancelled')
    const drained = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended'
    })()
    await expect(drained).rejects.toThrow()
    expect((await progressOf(ticket._id)).rows).toBeLessThan(200_000)
  })

  it('runs out when its process stopped: the ticket reads failed, and housekeeping records it so', async () => {
    const { admin } = suite.prepared
    const ticket = dataOf(
      await admin.POST('/internal-user-history/export-ticket', { params: { query: allRows } }),
    )
    // As a process killed while it streamed leaves it: opened, never ended, its lease no longer renewed.
    await suite.server.db
      .updateTable('export_tickets')
      .set({
        used_at: sql<Date>`now() - interval '10 seconds'`,
        lease_expires_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', ticket._id)
      .execute()
    expect(await progressOf(ticket._id)).toMatchObject({ state: 'failed', rows: 0 })
    expect((await ticketRow(ticket._id)).outcome).toBeNull()
    await expect.poll(async () => (await ticketRow(ticket._id)).outcome, { timeout: 8000 }).toBe('failed')
    const row = await ticketRow(ticket._id)
    expect(row.finished_at).toEqual(row.lease_expires_at)
    const late = await open(suite.server, ticket.url)
    expect(late.status).toBe(401)
  })
})
