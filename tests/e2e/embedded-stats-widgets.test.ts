import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { newContext } from '../support/browser'
import { e2eSuite } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { type StaticSite, startStaticSite } from '../support/staticSite'
import { loginAsAdmin } from '../support/test-server'
import { REPO_ROOT } from '../support/testDatabase'

// Another tool's page: the example pages on an origin of their own, which EMBED_ORIGINS lists, under
// the strict policy such a page might have (scripts and calls only from itself and the back-office).
let tool: StaticSite
beforeAll(async () => {
  tool = await startStaticSite(path.join(REPO_ROOT, 'examples'), () => ({
    'content-security-policy': [
      "default-src 'self'",
      `script-src 'self' ${e2e.server.baseUrl}`,
      "style-src 'self'",
      `connect-src ${e2e.server.baseUrl}`,
      "object-src 'none'",
    ].join('; '),
  }))
})
afterAll(async () => {
  await tool?.close()
})

const e2e = e2eSuite(
  async (server) => {
    await insertOrders(server.db, {
      count: 12,
      prefix: 'SWG',
      from: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      stepMinutes: 300,
    })
  },
  { config: () => ({ embedOrigins: [tool.origin] }) },
)

describe('the stats widgets embedded in another page', () => {
  it('show the figures and the order counts for a token, in the language and range asked for', async () => {
    const context = await newContext(e2e.browser, e2e.server.baseUrl)
    const page = await context.newPage()
    await page.goto(`/widgets/stats.html?api-base=${encodeURIComponent(e2e.server.baseUrl)}`)
    const summary = page.locator('bo-sales-summary')
    const counts = page.locator('bo-order-counts')

    // Without a token the server refuses, and each widget says why instead of showing nothing.
    await summary.getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor()
    await counts.getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor()

    await page.getByLabel('Access token').fill(await loginAsAdmin(e2e.server))
    await page.getByLabel('Range', { exact: true }).selectOption('30d')
    await page.getByRole('button', { name: 'Use token' }).click()
    const figures = summary.getByRole('region', { name: 'Sales summary' })
    await figures.getByText('Total sales').waitFor()
    expect(await figures.textContent()).toContain('฿')
    const table = counts.getByRole('table', { name: /^Orders by status/ })
    await table.getByRole('rowheader').first().waitFor()
    const statuses = await table.getByRole('rowheader').allTextContents()
    expect(statuses.length).toBeGreaterThan(0)
    const total = (await table.locator('td').allTextContents()).reduce((sum, n) => sum + Number(n), 0)
    expect(total).toBe(12)

    await page.getByLabel('Language').selectOption('th')
    await summary.getByRole('region', { name: 'สรุปยอดขาย' }).getByText('ยอดขายรวม').waitFor()
    await counts.getByRole('table', { name: /^คำสั่งซื้อตามสถานะ/ }).waitFor()
    await context.close()
  })

  it('draw the sales chart on another origin for its embed token, from a chunk loaded only where it is used', async () => {
    const admin = apiClient(e2e.server.baseUrl, { token: await loginAsAdmin(e2e.server) })
    const { token } = dataOf(
      await admin.POST('/admin/embed-tokens', {
        body: { widgets: ['bo-sales-chart'], origin: tool.origin, expiresInMinutes: 60 },
      }),
    )
    const context = await newContext(e2e.browser, tool.origin)
    const page = await context.newPage()
    const scripts: string[] = []
    const violations: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const api = encodeURIComponent(e2e.server.baseUrl)
    const chunkUrl = new RegExp(`^${e2e.server.baseUrl}/widgets/SalesBarChart-[\\w-]+\\.js$`)

    // The order widgets' page never asks for recharts.
    await page.goto(`/embed.html?api-base=${api}`)
    await page.locator('bo-order-table').getByRole('alert').waitFor()
    expect(scripts).toContain(`${e2e.server.baseUrl}/widgets/bo-widgets.js`)
    expect(scripts.filter((url) => chunkUrl.test(url))).toEqual([])

    await page.goto(`/stats.html?api-base=${api}`)
    const chart = page.locator('bo-sales-chart')
    await chart.getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor()
    await page.getByLabel('Access token').fill(token)
    await page.getByLabel('Range', { exact: true }).selectOption('30d')
    await page.getByRole('button', { name: 'Use token' }).click()

    const region = chart.getByRole('region', { name: /^Sales over time .*, TH, per day$/ })
    const table = region.getByRole('table', { name: 'Sales over time as a table' })
    await table.getByRole('rowheader').first().waitFor({ state: 'attached' })
    expect(await table.getByRole('rowheader').count()).toBe(30)
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Period',
      'Sales (THB)',
      'Orders',
    ])
    // The orders of the last five days are drawn as bars, by recharts from beside the bundle.
    await region.locator('.recharts-bar-rectangle path').first().waitFor()
    expect(scripts.filter((url) => chunkUrl.test(url))).toHaveLength(1)
    await page
      .getByRole('list', { name: 'Events' })
      .getByText(/^resize bo-sales-chart \d+px$/)
      .first()
      .waitFor()
    // The token names the chart only: the statistics it does not read stay closed.
    await page.locator('bo-order-counts').getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor()

    // The table view, for the keyboard: the drawing goes, the table shows.
    await region.getByRole('button', { name: 'Show as a table' }).click()
    await table.waitFor({ state: 'visible' })
    expect(await region.locator('[data-chart="sales"]').count()).toBe(0)

    await page.getByLabel('Language').selectOption('th')
    await page.getByLabel('Theme').selectOption('dark')
    const thai = chart.getByRole('region', { name: /^ยอดขายตามช่วงเวลา .*, TH, รายวัน$/ })
    await thai.getByRole('table', { name: 'ตารางยอดขายตามช่วงเวลา' }).waitFor()
    await thai.getByRole('button', { name: 'แสดงเป็นกราฟ' }).click()
    await thai.locator('.recharts-bar-rectangle path').first().waitFor()
    expect(await chart.locator('[data-theme="dark"]').count()).toBe(1)
    // Left as the table, dark: the accessibility check on closing reads that view too.
    await thai.getByRole('button', { name: 'แสดงเป็นตาราง' }).click()
    await thai.getByRole('table', { name: 'ตารางยอดขายตามช่วงเวลา' }).waitFor({ state: 'visible' })
    expect(violations).toEqual([])
    await context.close()
  })
})
