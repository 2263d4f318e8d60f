import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientDevice } from '../../src/domain/devices'
import { createStaff, type StaffMember } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type Entry = {
  _id: string
  userId: string
  name: string | null
  email: string | null
  memberId?: string | null
  event: string
  os: string | null
  device: ClientDevice | null
  ip: string | null
  createdAt: string
}
type Page = {
  data: Entry[]
  total: number
  page: number
  limit: number
  nextCursor: string | null
  message?: string
}
type ExportEntry = {
  exportedData: string
  exportedDataName: string
  startDate: string | null
  endDate: string | null
  completed: boolean
  rowCount: number | null
  exportedBy: { _id: string | null; name: string; email: string }
  os: string | null
  device: ClientDevice | null
  ip: string | null
}

let server: TestServer
let token: string
let auditor: StaffMember
let auditorToken: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  auditor = await createStaff(server.db, {
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
  auditorToken = (await login(server.baseUrl, auditor.email, auditor.password)).jwtAccessToken

  // A staff member whose name and client a spreadsheet would run as formulas.
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
})
afterAll(() => server?.close())

const api = <T = Page>(path: string, as = token, lang?: string) =>
  call<T>(server.baseUrl, 'GET', `/api${path}`, { token: as, lang })

/** A small CSV reader for the checks: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

describe('internal user access history', () => {
  it('lists sign-ins and sign-outs newest first with the staff member, os, device and ip', async () => {
    const signedIn = await login(server.baseUrl, auditor.email, auditor.password, {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    })
    expect(signedIn.googleAuth).toBe(false)
    const page = await api('/internal-user-history?limit=5')
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ page: 1, limit: 5 })
    expect(page.body.total).toBeGreaterThanOrEqual(4)
    expect(page.body.data[0]).toMatchObject({
      userId: auditor.id,
      name: 'Somchai Jaidee',
      email: 'auditor@example.com',
      event: 'sign-in',
      os: 'Mac OS 10.15.7',
      device: { browser: 'Safari 17', type: 'desktop', model: 'Apple Macintosh' },
      ip: '127.0.0.1',
    })
    const times = page.body.data.map((entry) => entry.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('searches by name, e-mail or ip and filters by date range', async () => {
    expect((await api('/internal-user-history?search=tricky@')).body.total).toBe(2)
    expect((await api('/internal-user-history?search=%3Dhyper')).body.total).toBe(2)
    expect((await api('/internal-user-history?search=10.9.')).body.total).toBe(2)
    expect((await api('/internal-user-history?search=%20%20')).body.total).toBeGreaterThanOrEqual(4)
    const range = await api(
      '/internal-user-history?startDate=2024-03-01T00:30:00Z&endDate=2024-03-01T23:59:59Z',
    )
    expect(range.body.total).toBe(1)
    expect(range.body.data[0]).toMatchObject({ event: 'sign-out', createdAt: '2024-03-01T01:00:00.000Z' })
    const backwards = await api(
      '/internal-user-history?startDate=2024-03-02T00:00:00Z&endDate=2024-03-01T00:00:00Z',
    )
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe('The start date must not be after the end date.')
    expect((await api('/internal-user-history?startDate=yesterday')).body.message).toBe(
      'startDate: must be a real date and time with its time zone, such as 2024-01-31T17:00:00Z, in the years 0001 to 9999',
    )
  })

  it('pages by cursor as it does by number', async () => {
    const first = await api('/internal-user-history?limit=5')
    const byNumber = await api('/internal-user-history?limit=5&page=2')
    const byCursor = await api(`/internal-user-history?limit=5&cursor=${first.body.nextCursor}`)
    expect(byCursor.body.data).toEqual(byNumber.body.data)
    expect((await api('/internal-user-history?cursor=bm9wZQ')).body.message).toBe(
      'cursor: must be the nextCursor of a previous page',
    )
  })

  it('needs the access level to list and the export level to export', async () => {
    expect((await api('/internal-user-history', auditorToken)).status).toBe(200)
    const refused = await call(server.baseUrl, 'GET', '/api/internal-user-history/export', {
      token: auditorToken,
    })
    expect(refused.status).toBe(403)
    expect((await api('/data-export-history', auditorToken)).body.total).toBe(0)
  })
})

describe('CSV export', () => {
  it('streams a UTF-8 CSV with a BOM, formulas defused, and records the export', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/internal-user-history/export?format=csv&search=tricky&timeZone=Asia/Bangkok&startDate=2024-01-01T00:00:00Z`,
      { headers: { authorization: `Bearer ${token}`, lang: 'th' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="internal-user-access-history-\d{8}-\d{6}\.csv"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
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

    const history = await api<{ data: ExportEntry[]; total: number }>('/data-export-history')
    expect(history.body.data[0]).toMatchObject({
      exportedData: 'internal-user-access-history',
      exportedDataName: 'Internal user access history',
      startDate: '2024-01-01T00:00:00.000Z',
      endDate: null,
      completed: true,
      rowCount: 2,
      exportedBy: { name: 'Super Admin', email: server.config.adminEmail },
      ip: '127.0.0.1',
    })
  })

  it('exports the member history to those with its export level', async () => {
    const response = await fetch(`${server.baseUrl}/api/user-access-history/export?search=th000`, {
      headers: { authorization: `Bearer ${auditorToken}` },
    })
    expect(response.status).toBe(200)
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
    expect(rows).toEqual([
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
    const thai = await fetch(`${server.baseUrl}/api/user-access-history/export?search=th000`, {
      headers: { authorization: `Bearer ${auditorToken}`, lang: 'th' },
    })
    expect(parseCsv((await thai.text()).replace(/^\uFEFF/, '')).map((row) => row[3])).toEqual([
      'อุปกรณ์',
      'Mobile Safari 17 บน มือถือ',
      'Chrome 126 บน Samsung SM-S921B',
    ])
    const list = await api('/user-access-history?search=TH00012')
    expect(list.body.data).toEqual([expect.objectContaining({ memberId: 'TH0001234', event: 'sign-in' })])
    const history = await api<{ data: ExportEntry[] }>('/data-export-history?search=auditor@')
    expect(history.body.data[0]).toMatchObject({
      exportedData: 'user-access-history',
      rowCount: 2,
      exportedBy: { _id: auditor.id },
    })
  })

  it('refuses a bad time zone or format before recording anything', async () => {
    const before = (await api('/data-export-history')).body.total
    for (const query of [
      'timeZone=Mars/Olympus',
      'format=xlsx',
      'endDate=2020-01-01T00:00:00Z&startDate=2021-01-01T00:00:00Z',
    ]) {
      const response = await call(server.baseUrl, 'GET', `/api/internal-user-history/export?${query}`, {
        token,
      })
      expect(response.status, query).toBe(400)
    }
    expect((await api('/data-export-history')).body.total).toBe(before)
  })

  it('streams every row of a large range in order, and marks an export cut off halfway as not completed', async () => {
    await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
      select 'internal', ${auditor.id}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
        '192.168.0.' || (n % 250),
        timestamptz '2023-01-01' + n * interval '1 second'
      from generate_series(1, 100000) n`.execute(server.db)
    const full = await fetch(
      `${server.baseUrl}/api/internal-user-history/export?startDate=2023-01-01T00:00:00Z&endDate=2023-01-01T08:20:00Z`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
    const lines = (await full.text()).trimEnd().split('\r\n')
    expect(lines.length).toBe(30001)
    expect(lines[1]).toContain('2023-01-01 08:20:00')
    expect(lines[30000]).toContain('2023-01-01 00:00:01')

    const controller = new AbortController()
    const cut = await fetch(`${server.baseUrl}/api/internal-user-history/export`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
    const reader = cut.body?.getReader()
    await reader?.read()
    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const history = await api<{ data: ExportEntry[] }>('/data-export-history?limit=5')
    expect(history.body.data[0]).toMatchObject({ completed: false, rowCount: null })
    expect(history.body.data[1]).toMatchObject({ completed: true, rowCount: 30000 })
  })

  it('answers exact totals for any range, from the daily counts and the partial days at its ends', async () => {
    const direct = async (start?: string, end?: string) => {
      let query = server.db.selectFrom('access_history').where('actor_kind', '=', 'internal')
      if (start) query = query.where('created_at', '>=', new Date(start))
      if (end) query = query.where('created_at', '<=', new Date(end))
      return Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    }
    const ranges: [string?, string?][] = [
      [],
      ['2023-01-01T12:34:56.789Z'],
      [undefined, '2023-01-01T23:59:59.999Z'],
      ['2023-01-01T00:00:00.000Z', '2023-01-02T00:00:00.000Z'],
      ['2023-01-01T05:00:00.000Z', '2023-01-01T06:00:00.000Z'],
      ['2023-01-01T05:00:00.000Z', '2024-03-01T00:30:00.000Z'],
      ['2022-12-31T17:00:00.000Z', '2023-01-02T16:59:59.999Z'],
    ]
    for (const [start, end] of ranges) {
      const query = [start && `startDate=${start}`, end && `endDate=${end}`].filter(Boolean).join('&')
      const listed = await api(`/internal-user-history?${query}`)
      expect(listed.body.total, query).toBe(await direct(start, end))
    }
    await server.db
      .deleteFrom('access_history')
      .where('os', '=', 'Linux')
      .where('ip', '=', '192.168.0.7')
      .execute()
    expect((await api('/internal-user-history')).body.total).toBe(await direct())
  })

  it('exports the export history without the export being written', async () => {
    const response = await fetch(`${server.baseUrl}/api/data-export-history/export`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
    const total = (await api('/data-export-history')).body.total
    expect(rows.length).toBe(total) // header + every export but this one
    expect(rows[0].slice(0, 2)).toEqual(['Exported data', 'Start date (UTC)'])
    expect((await api<{ data: ExportEntry[] }>('/data-export-history')).body.data[0]).toMatchObject({
      exportedData: 'data-export-history',
      rowCount: total - 1,
    })
    expect((await api('/data-export-history?startDate=2999-01-01T00:00:00Z')).body.total).toBe(0)
  })
})
