import { describe, expect, it } from 'vitest'
import { bangkokToday, dayNumber, dayOf } from '../../src/domain/dashboard'
import { e2eSuite } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { runFromPalette } from '../support/shell'

const e2e = e2eSuite(async (server) => {
  await insertOrders(server.db, {
    count: 120,
    prefix: 'DSH',
    from: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    stepMinutes: 480,
  })
})

const rangeOf = (url: string) => {
  const query = new URL(url).searchParams
  return { from: query.get('from'), to: query.get('to') }
}

describe('the home dashboard', () => {
  it('changes its range from the keyboard and follows the sales figure to the matching order list', async () => {
    const page = await e2e.openAdminPage()
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor()
    const sales = page.locator('[data-figure="totalSale"]')
    await sales.getByText(/฿/).waitFor()

    const today = bangkokToday()
    const dayBefore = (days: number) => dayOf((dayNumber(today) ?? 0) - days)
    await runFromPalette(page, 'last 30 days', /Dashboard: show the last 30 days/)
    await expect.poll(() => rangeOf(page.url())).toEqual({ from: dayBefore(29), to: today })
    await page.getByText(`${dayBefore(29)} to ${today} (30 days)`, { exact: false }).waitFor()

    // The shortcut: D then 7.
    await page.keyboard.press('d')
    await page.keyboard.press('7')
    await expect.poll(() => rangeOf(page.url())).toEqual({ from: dayBefore(6), to: today })
    await page.getByText(`${dayBefore(6)} to ${today} (7 days)`, { exact: false }).waitFor()

    // A custom range before the figures' first day is refused on the spot, and the range stays.
    const from = page.getByRole('textbox', { name: 'From' })
    await from.fill('15-12-1999')
    await from.press('Enter')
    await page.getByRole('alert').getByText('The figures cover days from 2000-01-01 on').waitFor()
    expect(rangeOf(page.url())).toEqual({ from: dayBefore(6), to: today })

    // The sales figure's link, reached and followed from the keyboard.
    const link = sales.getByRole('link', { name: 'Open the list behind Total sales' })
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin-dashboard/order-management/order-list?*')
    const query = new URL(page.url()).searchParams
    expect({ status: query.get('status'), from: query.get('from'), to: query.get('to') }).toEqual({
      status: 'to_ship',
      from: dayBefore(6),
      to: today,
    })
    await page
      .getByRole('table', { name: /^Orders: / })
      .getByRole('rowheader')
      .first()
      .waitFor()
    await page.context().close()
  })

  it('exports its figures from its first moment, the keyboard staying on Export CSV', async () => {
    const page = await e2e.openAdminPage()
    // At first a stand-in of the same look (the button's code comes once the page is idle): pressed
    // before then, it still exports.
    const exportButton = page.getByRole('button', { name: 'Export CSV' })
    await exportButton.focus()
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.csv$/)
    expect(await file.failure()).toBeNull()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Export CSV')
    await page.context().close()
  })

  it('moves its figures when orders are paid, without a reload', async () => {
    const page = await e2e.openAdminPage()
    const orders = page.locator('[data-figure="numberOrder"]')
    await orders.getByText(/\d/).first().waitFor()
    // The live stream starts once the page is idle.
    await page.locator('[data-live]').waitFor()
    const before = await orders.textContent()
    await insertOrders(e2e.server.db, {
      count: 2,
      prefix: 'LIV',
      from: new Date().toISOString(),
      stepMinutes: 1,
      status: 'to_ship',
    })
    await expect.poll(() => orders.textContent()).not.toBe(before)
    await page.context().close()
  })
})
