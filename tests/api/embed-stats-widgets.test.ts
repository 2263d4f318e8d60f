import { describe, expect, it } from 'vitest'
import type { EmbedWidget } from '../../src/domain/embedTokens'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertOrders } from '../support/orders'
import { login, suiteServer, type TestServer } from '../support/test-server'

// The stats widgets (<bo-sales-summary>, <bo-sales-chart>, <bo-order-counts>) read the home dashboard's
// figures (the chart its dataSales) and the platform statistics with an embed token whose scope names them, from the token's own origin only.

const TOOL = 'https://tool.example.com'
const OTHER = 'https://other-tool.example.com'

async function withMinter(server: TestServer) {
  await insertOrders(server.db, { count: 6, prefix: 'EST', from: '2026-01-05T03:00:00Z', stepMinutes: 90 })
  const minter = await createStaff(server.db, {
    email: 'stats-minter@example.com',
    roles: [
      {
        name: 'Stats embedders',
        permissions: { orders: ['access'], home: ['access'], platformStatistics: ['access'] },
      },
    ],
  })
  const token = (await login(server.baseUrl, minter.email, minter.password)).jwtAccessToken
  return { client: apiClient(server.baseUrl, { token }) }
}

describe('the stats widgets’ embed tokens', () => {
  const suite = suiteServer(withMinter, { config: { embedOrigins: [TOOL, OTHER] } })

  const mint = async (widgets: EmbedWidget[], origin = TOOL) =>
    dataOf(
      await suite.prepared.client.POST('/admin/embed-tokens', {
        body: { widgets, origin, expiresInMinutes: 60 },
      }),
    ).token

  const read = (path: string, token: string, origin: string) =>
    call<{
      message?: string
      totalSale?: number
      numberOrder?: number
      dataSales?: { totalSale: number; numberOrder: number }[]
      ordersByStatus?: unknown[]
    }>(suite.server.baseUrl, 'GET', `/api${path}`, { token, headers: { origin } })

  const FIGURES = '/admin/users/home-dashboard?startDate=2026-01-01&endDate=2026-01-31'
  const STATISTICS = '/admin/users/home-platform?startDate=2026-01-01&endDate=2026-01-31&country=TH'

  it('let a token scoped to the stats widgets read the figures and statistics from its origin', async () => {
    const summary = await read(FIGURES, await mint(['bo-sales-summary']), TOOL)
    expect(summary.status).toBe(200)
    expect(typeof summary.body.totalSale).toBe('number')
    const counts = await read(STATISTICS, await mint(['bo-order-counts']), TOOL)
    expect(counts.status).toBe(200)
    expect(Array.isArray(counts.body.ordersByStatus)).toBe(true)
  })

  it('refuse a token scoped to the order widgets only', async () => {
    const ordersOnly = await mint(['bo-order-table', 'bo-order-status'])
    for (const path of [FIGURES, STATISTICS]) {
      const refused = await read(path, ordersOnly, TOOL)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('This embed token was not made for this widget.')
    }
  })

  it('refuse each other’s reads: the summary’s token does not read the statistics', async () => {
    const refused = await read(STATISTICS, await mint(['bo-sales-summary']), TOOL)
    expect(refused.status).toBe(403)
  })

  it('refuse a token made for another origin', async () => {
    const forOther = await mint(['bo-sales-summary', 'bo-order-counts'], OTHER)
    for (const path of [FIGURES, STATISTICS]) {
      const refused = await read(path, forOther, TOOL)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('This embed token only works on pages of the origin it was made for.')
    }
  })

  it('let a token scoped to the sales chart read the sales over time, and nothing else', async () => {
    const chart = await mint(['bo-sales-chart'])
    const sales = await read(FIGURES, chart, TOOL)
    expect(sales.status).toBe(200)
    const buckets = sales.body.dataSales ?? []
    expect(buckets).toHaveLength(31)
    expect(sales.body.numberOrder).toBeGreaterThan(0)
    expect(buckets.reduce((sum, bucket) => sum + bucket.numberOrder, 0)).toBe(sales.body.numberOrder)
    const refused = await read(STATISTICS, chart, TOOL)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This embed token was not made for this widget.')
  })

  it('refuse the sales chart’s read to a token without its scope or for another origin', async () => {
    const cases = [
      { token: await mint(['bo-order-counts']), message: 'This embed token was not made for this widget.' },
      {
        token: await mint(['bo-order-table', 'bo-order-status']),
        message: 'This embed token was not made for this widget.',
      },
      {
        token: await mint(['bo-sales-chart'], OTHER),
        message: 'This embed token only works on pages of the origin it was made for.',
      },
    ]
    for (const { token, message } of cases) {
      const refused = await read(FIGURES, token, TOOL)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(message)
    }
  })

  it('never export with an embed token', async () => {
    const token = await mint(['bo-sales-summary', 'bo-sales-chart', 'bo-order-counts'])
    const refused = await read(
      '/admin/users/home-dashboard/export?startDate=2026-01-01&endDate=2026-01-31',
      token,
      TOOL,
    )
    expect(refused.status).toBe(403)
  })
})
