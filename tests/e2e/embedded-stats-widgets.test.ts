import { describe, expect, it } from 'vitest'
import { newContext } from '../support/browser'
import { e2eSuite } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite(async (server) => {
  await insertOrders(server.db, {
    count: 12,
    prefix: 'SWG',
    from: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    stepMinutes: 300,
  })
})

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
})
