import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { linesFile } from '../../server/modules/statistics/figuresExports'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { apiClient, dataOf } from '../support/apiClient'
import { parseCsv } from '../support/csv'
import { createStaff } from '../support/fixtures'
import { login, loginAsAdmin, suiteServer } from '../support/test-server'

// The CSV exports of the home dashboard's figures and of the platform statistics: the same figures as
// the screens' operations, through the export center (history, tickets), ranges checked the same way.

const AS_OF = new Date('2026-06-15T12:00:00Z')

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 23,
    asOf: AS_OF,
    counts: { members: 60, products: 20, orders: 400 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
  const token = await loginAsAdmin(server)
  const clientOf = async (name: string, permissions: Record<string, string[]>) => {
    const staff = await createStaff(server.db, {
      email: `${name}@example.com`,
      roles: [{ name, permissions }],
    })
    return apiClient(server.baseUrl, {
      token: (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken,
    })
  }
  return {
    token,
    admin: apiClient(server.baseUrl, { token }),
    thai: apiClient(server.baseUrl, { token, lang: 'th' }),
    homeOnly: await clientOf('home-exporter', { home: ['access', 'export'] }),
    statisticsOnly: await clientOf('statistics-exporter', { platformStatistics: ['access', 'export'] }),
    readersOnly: await clientOf('figures-reader', { home: ['access'], platformStatistics: ['access'] }),
  }
})

const csvOf = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''))
const range = { startDate: '2026-05-20', endDate: '2026-06-15' }

async function exportsRecorded(data: string): Promise<number> {
  const row = await ctx.server.db
    .selectFrom('data_export_history')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('exported_data', '=', data)
    .executeTakeFirstOrThrow()
  return row.n
}

describe('the home dashboard export', () => {
  it('holds the figures the dashboard shows, each with the previous period and the change, and is recorded', async () => {
    const before = await exportsRecorded('home-dashboard')
    const figures = dataOf(
      await ctx.prepared.admin.GET('/admin/users/home-dashboard', { params: { query: range } }),
    )
    const exported = await ctx.prepared.homeOnly.GET('/admin/users/home-dashboard/export', {
      params: { query: range },
      parseAs: 'text',
    })
    expect(exported.response.status).toBe(200)
    expect(exported.response.headers.get('content-disposition')).toMatch(
      /filename="home-dashboard-\d{8}-\d{6}\.csv"/,
    )
    const [header, ...rows] = csvOf(exported.data as string)
    expect(header).toEqual(['Section', 'Period or group', 'Figure', 'Value'])
    const period = `${range.startDate} – ${range.endDate}`
    expect(rows).toContainEqual([
      'Figures of the range',
      period,
      'Total sales (THB)',
      figures.totalSale.toFixed(2),
    ])
    expect(rows).toContainEqual([
      'Figures of the range',
      period,
      'Orders (sales)',
      String(figures.numberOrder),
    ])
    expect(rows).toContainEqual(['Figures of the range', period, 'New members', String(figures.numberUser)])
    const previous = `${figures.previousRange.startDate} – ${figures.previousRange.endDate}`
    expect(rows).toContainEqual([
      'Figures of the previous period',
      previous,
      'Orders (sales)',
      String(figures.previous.numberOrder),
    ])
    // One row per figure, three times, then two per sales bucket and three per traction bucket.
    expect(rows).toHaveLength(15 + figures.dataSales.length * 2 + figures.tractions.tractionChart.length * 3)
    const salesRows = rows.filter((row) => row[0] === 'Sales over time' && row[2] === 'Total sales (THB)')
    const satang = salesRows.reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0)
    expect(satang).toBe(Math.round(figures.totalSale * 100))
    expect(await exportsRecorded('home-dashboard')).toBe(before + 1)
  })

  it('keeps a country in its own currency', async () => {
    const exported = await ctx.prepared.admin.GET('/admin/users/home-dashboard/export', {
      params: { query: { ...range, country: 'MY' } },
      parseAs: 'text',
    })
    expect(csvOf(exported.data as string).some((row) => row[2] === 'Total sales (MYR)')).toBe(true)
  })

  it('is refused to staff without the home export permission', async () => {
    const refused = await ctx.prepared.readersOnly.GET('/admin/users/home-dashboard/export', {
      params: { query: range },
      parseAs: 'text',
    })
    expect(refused.response.status).toBe(403)
    const ticket = await ctx.prepared.statisticsOnly.POST('/admin/users/home-dashboard/export-ticket', {
      params: { query: range },
    })
    expect(ticket.response.status).toBe(403)
  })
})

describe('the platform statistics export', () => {
  it('downloads by a ticket, in Thai, with every breakdown of the statistics', async () => {
    const stats = dataOf(
      await ctx.prepared.admin.GET('/admin/users/home-platform', {
        params: { query: { ...range, country: 'TH' } },
      }),
    )
    const ticket = dataOf(
      await ctx.prepared.thai.POST('/admin/users/home-platform/export-ticket', {
        params: { query: { ...range, country: 'TH' } },
      }),
    )
    expect(ticket.fileName).toMatch(/^platform-statistics-\d{8}-\d{6}\.csv$/)
    const download = await fetch(`${ctx.server.baseUrl}${ticket.url}`)
    expect(download.status).toBe(200)
    const [header, ...rows] = csvOf(await download.text())
    expect(header).toEqual(['หมวด', 'ช่วงเวลาหรือกลุ่ม', 'ตัวเลข', 'ค่า'])
    expect(rows).toHaveLength(ticket.rows)
    const section = (name: string) => rows.filter((row) => row[0] === name)
    expect(section('สมาชิกตามประเภท').map((row) => [row[1], Number(row[3])])).toEqual(
      stats.membersByType.map((row) => [row.key, row.n]),
    )
    expect(section('คำสั่งซื้อตามประเทศ').map((row) => [row[1], Number(row[3])])).toEqual(
      stats.ordersByCountry.map((row) => [row.key, row.n]),
    )
    expect(section('คำสั่งซื้อตามสถานะ').reduce((sum, row) => sum + Number(row[3]), 0)).toBe(
      stats.ordersByStatus.reduce((sum, row) => sum + row.n, 0),
    )
    const progress = dataOf(
      await ctx.prepared.thai.GET('/export-tickets/{id}', { params: { path: { id: ticket._id } } }),
    )
    expect(progress).toMatchObject({ state: 'completed', rows: ticket.rows })
  })

  it('is refused to staff without the platform statistics export permission', async () => {
    for (const client of [ctx.prepared.readersOnly, ctx.prepared.homeOnly]) {
      const refused = await client.GET('/admin/users/home-platform/export', {
        params: { query: range },
        parseAs: 'text',
      })
      expect(refused.response.status).toBe(403)
    }
  })
})

describe('the range of an export', () => {
  const operations = [
    ['/admin/users/home-dashboard/export', 'home-dashboard'],
    ['/admin/users/home-platform/export', 'platform-statistics'],
  ] as const

  it.each(operations)(
    '%s refuses a range ending before it starts or longer than 732 days with a clear 400, recording nothing',
    async (path, data) => {
      const before = await exportsRecorded(data)
      for (const lang of ['en', 'th'] as const) {
        const client = apiClient(ctx.server.baseUrl, { token: ctx.prepared.token, lang })
        const reversed = await client.GET(path, {
          params: { query: { startDate: '2026-03-10', endDate: '2026-03-01' } },
          parseAs: 'text',
        })
        expect(reversed.response.status).toBe(400)
        const reversedMessage = reversed.error?.message
        expect(reversedMessage).toContain('2026-03-01')
        expect(reversedMessage).toContain('2026-03-10')
        const long = await client.POST(`${path}-ticket` as '/admin/users/home-platform/export-ticket', {
          params: { query: { startDate: '2024-01-01', endDate: '2026-01-03' } },
        })
        expect(long.response.status).toBe(400)
        expect(long.error?.message).toContain('732')
        if (lang === 'th') expect(long.error?.message).toMatch(/[\u0E00-\u0E7F]/)
      }
      expect(await exportsRecorded(data)).toBe(before)
    },
  )
})

describe('a file of lines known in advance', () => {
  it('pages in order by its keyset and escapes its cells as every CSV does', async () => {
    const { db } = ctx.server
    const rows = Array.from({ length: 25 }, (_, i) => [`=cmd${i}`, 'a, "b"', i])
    const file = linesFile(db, ['x'], rows)
    const lines: string[] = []
    let after: { at: string; id: string } | null = null
    type Line = { line: string; key_at: string; key_id: string }
    for (;;) {
      const page: { rows: Line[] } = await sql<Line>`
        select line, key_at::text as key_at, key_id from (${file.page(after, 10)}) p`.execute(db)
      if (page.rows.length === 0) break
      lines.push(...page.rows.map((row) => row.line))
      const last: Line | undefined = page.rows[page.rows.length - 1]
      if (last) after = { at: last.key_at, id: last.key_id }
    }
    expect(lines).toHaveLength(25)
    expect(parseCsv(lines.join(''))).toEqual(rows.map(([a, b, i]) => [`'${a}`, b, String(i)]))
  })
})
