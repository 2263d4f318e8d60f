import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { ClientDevice } from '../../src/domain/devices'
import { type ApiClient, apiClient, dataOf, type QueryOf } from '../support/apiClient'
import { parseCsv } from '../support/csv'
import { createStaff, type StaffMember } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

interface HistoryFixture {
  token: string
  /** The typed client as the admin, and as an auditor who may read every history and export the members'. */
  admin: ApiClient
  auditor: StaffMember
  auditorToken: string
  asAuditor: ApiClient
}

/**
 * What each part of this file starts from, on a server of its own (so what one part records, exports or
 * bulk sign-ins, cannot change the totals another part expects): an auditor, a staff member whose name and
 * client a spreadsheet would run as formulas, and two members' sign-ins.
 */
async function withAuditorAndHistory(server: TestServer): Promise<HistoryFixture> {
  const token = await loginAsAdmin(server)
  const auditor = await createStaff(server.db, {
    email: 'auditor@example.com',
    roles: [
      {
        name: 'Auditors',
        permissions: {
          internalUserAccessHistory: ['access'],
          userAccessHistory: ['access', 'export'],
          dataExportHistory: ['access'],
        },
      },
    ],
  })
  const auditorToken = (await login(server.baseUrl, auditor.email, auditor.password)).jwtAccessToken

  const tricky = await createStaff(server.db, { email: 'tricky@example.com' })
  await server.db
    .updateTable('internal_users')
    .set({ first_name: '=HYPERLINK("http://x")', last_name: 'สมชาย' })
    .where('id', '=', tricky.id)
    .execute()
  const at = (iso: string) => new Date(iso)
  const device = (browser: string, type: ClientDevice['type'] = null, model: string | null = null) =>
    JSON.stringify({ browser, type, model })
  await server.db
    .insertInto('access_history')
    .values([
      {
        actor_kind: 'internal',
        user_id: tricky.id,
        event: 'sign-in',
        os: '@SUM(1+1)',
        device: device('+cmd|calc'),
        ip: '10.9.8.7',
        created_at: at('2024-03-01T00:00:00Z'),
      },
      {
        actor_kind: 'internal',
        user_id: tricky.id,
        event: 'sign-out',
        os: '-2+3',
        device: device('Chrome, "quoted"'),
        ip: '10.9.8.7',
        created_at: at('2024-03-01T01:00:00Z'),
      },
      {
        actor_kind: 'member',
        user_id: crypto.randomUUID(),
        member_code: 'TH0001234',
        event: 'sign-in',
        os: 'Android 14',
        device: device('Chrome 126', 'mobile', 'Samsung SM-S921B'),
        ip: '49.228.1.1',
        created_at: at('2024-03-02T00:00:00Z'),
      },
      {
        actor_kind: 'member',
        user_id: crypto.randomUUID(),
        member_code: 'TH0009999',
        event: 'sign-in',
        os: 'iOS 17',
        device: device('Mobile Safari 17', 'mobile'),
        ip: '110.164.2.2',
        created_at: at('2024-03-03T00:00:00Z'),
      },
    ])
    .execute()
  return {
    token,
    admin: apiClient(server.baseUrl, { token }),
    auditor,
    auditorToken,
    asAuditor: apiClient(server.baseUrl, { token: auditorToken }),
  }
}

/** `count` sign-ins `stepSeconds` apart from `start`, by `userId` from 192.168.`subnet`.x. */
async function insertSignIns(
  server: TestServer,
  options: { userId: string; start: string; count: number; stepSeconds: number; subnet: number },
): Promise<void> {
  const { userId, start, count, stepSeconds, subnet } = options
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', ${userId}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
      ${`192.168.${subnet}.`} || (n % 250),
      ${start}::timestamptz + n * ${stepSeconds}::int * interval '1 second'
    from generate_series(1, ${count}::int) n`.execute(server.db)
  // What autovacuum (PGlite: the server's housekeeping, within half a minute) does after a bulk insert.
  // Without it the planner takes 100,000 fresh rows for a hundred and sorts them all for every export batch.
  await sql`analyze access_history`.execute(server.db)
}

describe('internal user access history', () => {
  const suite = suiteServer(withAuditorAndHistory)
  const history = async (query: QueryOf<'/internal-user-history'>, client = suite.prepared.admin) =>
    client.GET('/internal-user-history', { params: { query } })

  it('lists sign-ins and sign-outs newest first with the staff member, os, device and ip', async () => {
    const signedIn = await login(
      suite.server.baseUrl,
      suite.prepared.auditor.email,
      suite.prepared.auditor.password,
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      },
    )
    expect(signedIn.googleAuth).toBe(false)
    const { data, response } = await history({ limit: 5 })
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ page: 1, limit: 5 })
    expect(data?.total).toBeGreaterThanOrEqual(4)
    expect(data?.data[0]).toMatchObject({
      userId: suite.prepared.auditor.id,
      name: 'Somchai Jaidee',
      email: 'auditor@example.com',
      event: 'sign-in',
      os: 'Mac OS 10.15.7',
      device: { browser: 'Safari 17', type: 'desktop', model: 'Apple Macintosh' },
      ip: '127.0.0.1',
    })
    const times = data?.data.map((entry) => entry.createdAt) ?? []
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('searches by name, e-mail or ip and filters by date range', async () => {
    expect((await history({ search: 'tricky@' })).data?.total).toBe(2)
    expect((await history({ search: '=hyper' })).data?.total).toBe(2)
    expect((await history({ search: '10.9.' })).data?.total).toBe(2)
    expect((await history({ search: '  ' })).data?.total).toBeGreaterThanOrEqual(4)
    const range = await history({ startDate: '2024-03-01T00:30:00Z', endDate: '2024-03-01T23:59:59Z' })
    expect(range.data?.total).toBe(1)
    expect(range.data?.data[0]).toMatchObject({ event: 'sign-out', createdAt: '2024-03-01T01:00:00.000Z' })
    const backwards = await history({ startDate: '2024-03-02T00:00:00Z', endDate: '2024-03-01T00:00:00Z' })
    expect(backwards.response.status).toBe(400)
    expect(backwards.error?.message).toBe('The start date must not be after the end date.')
    expect((await history({ startDate: 'yesterday' })).error?.message).toBe(
      'startDate: must be a real date and time with its time zone, such as 2024-01-31T17:00:00Z, in the years 0001 to 9999',
    )
  })

  it('pages by cursor as it does by number', async () => {
    const first = dataOf(await history({ limit: 5 }))
    const byNumber = await history({ limit: 5, page: 2 })
    const byCursor = await history({ limit: 5, cursor: first.nextCursor ?? undefined })
    expect(byCursor.data?.data).toEqual(byNumber.data?.data)
    expect((await history({ cursor: 'bm9wZQ' })).error?.message).toBe(
      'cursor: must be the nextCursor of a previous page',
    )
  })

  it('needs the access level to list and the export level to export', async () => {
    expect((await history({}, suite.prepared.asAuditor)).response.status).toBe(200)
    const refused = await suite.prepared.asAuditor.GET('/internal-user-history/export', { parseAs: 'text' })
    expect(refused.response.status).toBe(403)
    expect((await suite.prepared.asAuditor.GET('/data-export-history')).data?.total).toBe(0)
  })
})

describe('CSV export', () => {
  const suite = suiteServer(withAuditorAndHistory)
  const exportHistory = async (query: QueryOf<'/data-export-history'> = {}, client = suite.prepared.admin) =>
    dataOf(await client.GET('/data-export-history', { params: { query } }))
  const csvOf = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''))

  it('streams a UTF-8 CSV with a BOM, formulas defused, and records the export', async () => {
    const { data, response } = await apiClient(suite.server.baseUrl, {
      token: suite.prepared.token,
      lang: 'th',
    }).GET('/internal-user-history/export', {
      params: {
        query: {
          format: 'csv',
          search: 'tricky',
          timeZone: 'Asia/Bangkok',
          startDate: '2024-01-01T00:00:00Z',
        },
      },
      parseAs: 'arrayBuffer',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="internal-user-access-history-\d{8}-\d{6}\.csv"$/,
    )
    const bytes = Buffer.from(data as ArrayBuffer)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(bytes.toString('utf8').slice(1))
    expect(rows[0]).toEqual(['ชื่อ', 'อีเมล', 'เหตุการณ์', 'ระบบปฏิบัติการ', 'อุปกรณ์', 'IP', 'วันที่ (Asia/Bangkok)'])
    expect(rows.slice(1)).toEqual([
      [
        '\'=HYPERLINK("http://x") สมชาย',
        'tricky@example.com',
        'ออกจากระบบ',
        "'-2+3",
        'Chrome, "quoted"',
        '10.9.8.7',
        '2024-03-01 08:00:00',
      ],
      [
        '\'=HYPERLINK("http://x") สมชาย',
        'tricky@example.com',
        'เข้าสู่ระบบ',
        "'@SUM(1+1)",
        "'+cmd|calc",
        '10.9.8.7',
        '2024-03-01 07:00:00',
      ],
    ])

    expect((await exportHistory()).data[0]).toMatchObject({
      exportedData: 'internal-user-access-history',
      exportedDataName: 'Internal user access history',
      startDate: '2024-01-01T00:00:00.000Z',
      endDate: null,
      completed: true,
      rowCount: 2,
      exportedBy: { name: 'Super Admin', email: suite.server.config.adminEmail },
      ip: '127.0.0.1',
    })
  })

  it('exports the member history to those with its export level', async () => {
    const exported = await suite.prepared.asAuditor.GET('/user-access-history/export', {
      params: { query: { search: 'th000' } },
      parseAs: 'text',
    })
    expect(exported.response.status).toBe(200)
    expect(csvOf(exported.data as string)).toEqual([
      ['Member ID', 'Event', 'OS', 'Device', 'IP', 'Date (UTC)'],
      ['TH0009999', 'Sign in', 'iOS 17', 'Mobile Safari 17 on mobile', '110.164.2.2', '2024-03-03 00:00:00'],
      [
        'TH0001234',
        'Sign in',
        'Android 14',
        'Chrome 126 on Samsung SM-S921B',
        '49.228.1.1',
        '2024-03-02 00:00:00',
      ],
    ])
    // In Thai, the device's words are Thai too: only the names stay as they are.
    const thai = await apiClient(suite.server.baseUrl, {
      token: suite.prepared.auditorToken,
      lang: 'th',
    }).GET('/user-access-history/export', { params: { query: { search: 'th000' } }, parseAs: 'text' })
    expect(csvOf(thai.data as string).map((row) => row[3])).toEqual([
      'อุปกรณ์',
      'Mobile Safari 17 บน มือถือ',
      'Chrome 126 บน Samsung SM-S921B',
    ])
    const list = await suite.prepared.admin.GET('/user-access-history', {
      params: { query: { search: 'TH00012' } },
    })
    expect(list.data?.data).toEqual([expect.objectContaining({ memberId: 'TH0001234', event: 'sign-in' })])
    expect((await exportHistory({ search: 'auditor@' })).data[0]).toMatchObject({
      exportedData: 'user-access-history',
      rowCount: 2,
      exportedBy: { _id: suite.prepared.auditor.id },
    })
  })

  it('refuses a bad time zone or format before recording anything', async () => {
    const before = (await exportHistory()).total
    const exportWith = (query: QueryOf<'/internal-user-history/export'>) =>
      suite.prepared.admin.GET('/internal-user-history/export', { params: { query }, parseAs: 'text' })
    expect((await exportWith({ timeZone: 'Mars/Olympus' })).response.status).toBe(400)
    expect(
      (await exportWith({ endDate: '2020-01-01T00:00:00Z', startDate: '2021-01-01T00:00:00Z' })).response
        .status,
    ).toBe(400)
    // Raw call: a format the contract does not offer.
    const xlsx = await call(suite.server.baseUrl, 'GET', '/api/internal-user-history/export?format=xlsx', {
      token: suite.prepared.token,
    })
    expect(xlsx.status).toBe(400)
    expect((await exportHistory()).total).toBe(before)
  })

  it('streams every row of a large range in order, and marks an export cut off halfway as not completed', async () => {
    await insertSignIns(suite.server, {
      userId: suite.prepared.auditor.id,
      start: '2023-01-01T00:00:00Z',
      count: 100_000,
      stepSeconds: 1,
      subnet: 0,
    })
    const full = await suite.prepared.admin.GET('/internal-user-history/export', {
      params: { query: { startDate: '2023-01-01T00:00:00Z', endDate: '2023-01-01T08:20:00Z' } },
      parseAs: 'text',
    })
    const lines = (full.data as string).trimEnd().split('\r\n')
    expect(lines.length).toBe(30001)
    expect(lines[1]).toContain('2023-01-01 08:20:00')
    expect(lines[30000]).toContain('2023-01-01 00:00:01')

    const controller = new AbortController()
    const cut = await suite.prepared.admin.GET('/internal-user-history/export', {
      parseAs: 'stream',
      signal: controller.signal,
    })
    const reader = (cut.data as ReadableStream<Uint8Array>).getReader()
    await reader.read()
    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const exports = await exportHistory({ limit: 5 })
    expect(exports.data[0]).toMatchObject({ completed: false, rowCount: null })
    expect(exports.data[1]).toMatchObject({ completed: true, rowCount: 30000 })
  })

  it('answers exact totals for any range, from the daily counts and the partial days at its ends', async () => {
    // Its own sign-ins, ten seconds apart for 28 hours: across midnight into the next day.
    await insertSignIns(suite.server, {
      userId: suite.prepared.auditor.id,
      start: '2022-06-01T00:00:00Z',
      count: 10_000,
      stepSeconds: 10,
      subnet: 1,
    })
    const direct = async (start?: string, end?: string) => {
      let query = suite.server.db.selectFrom('access_history').where('actor_kind', '=', 'internal')
      if (start) query = query.where('created_at', '>=', new Date(start))
      if (end) query = query.where('created_at', '<=', new Date(end))
      return Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    }
    const ranges: [string?, string?][] = [
      [],
      ['2022-06-01T12:34:56.789Z'],
      [undefined, '2022-06-01T23:59:59.999Z'],
      ['2022-06-01T00:00:00.000Z', '2022-06-02T00:00:00.000Z'],
      ['2022-06-01T05:00:00.000Z', '2022-06-01T06:00:00.000Z'],
      ['2022-06-01T05:00:00.000Z', '2024-03-01T00:30:00.000Z'],
      ['2022-05-31T17:00:00.000Z', '2022-06-02T16:59:59.999Z'],
    ]
    for (const [startDate, endDate] of ranges) {
      const listed = await suite.prepared.admin.GET('/internal-user-history', {
        params: { query: { startDate, endDate } },
      })
      expect(listed.data?.total, `${startDate} to ${endDate}`).toBe(await direct(startDate, endDate))
    }
    await suite.server.db
      .deleteFrom('access_history')
      .where('os', '=', 'Linux')
      .where('ip', '=', '192.168.1.7')
      .execute()
    expect((await suite.prepared.admin.GET('/internal-user-history')).data?.total).toBe(await direct())
  })

  it('exports the export history without the export being written', async () => {
    const exported = await suite.prepared.admin.GET('/data-export-history/export', { parseAs: 'text' })
    const rows = csvOf(exported.data as string)
    const total = (await exportHistory()).total
    expect(rows.length).toBe(total) // header + every export but this one
    expect(rows[0].slice(0, 2)).toEqual(['Exported data', 'Start date (UTC)'])
    expect((await exportHistory()).data[0]).toMatchObject({
      exportedData: 'data-export-history',
      rowCount: total - 1,
    })
    expect((await exportHistory({ startDate: '2999-01-01T00:00:00Z' })).total).toBe(0)
  })
})
