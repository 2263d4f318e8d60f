import { describe, expect, it } from 'vitest'
import { bangkokToday, dayNumber, dayOf } from '../../src/domain/dashboard'
import { e2eSuite } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { runFromPalette } from '../support/shell'

const e2e = e2eSuite(async (server) => {
  await insertOrders(server.db, {
    count: 60,
    prefix: 'PST',
    from: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    stepMinutes: 400,
  })
})

const rangeOf = (url: string) => {
  const query = new URL(url).searchParams
  return { from: query.get('from'), to: query.get('to') }
}

describe('the platform statistics', () => {
  it('open from the palette, change their range from the keyboard and show a chart as a table', async () => {
    const page = await e2e.openAdminPage()
    await runFromPalette(page, 'platform statistics', /^Platform statistics/)
    await page.waitForURL('**/admin-dashboard/platform-statistic/home')
    await page.getByRole('heading', { level: 1, name: 'Platform statistics' }).waitFor()

    const today = bangkokToday()
    const dayBefore = (days: number) => dayOf((dayNumber(today) ?? 0) - days)
    // Without a range in the address: the last 30 days, as the server answers.
    await page.getByText(`${dayBefore(29)} to ${today} (30 days)`).waitFor()

    await runFromPalette(page, 'last 7 days', /Platform statistics: show the last 7 days/)
    await expect.poll(() => rangeOf(page.url())).toEqual({ from: dayBefore(6), to: today })
    await page.getByText(`${dayBefore(6)} to ${today} (7 days)`).waitFor()

    // The shortcut: S then 1 shows today.
    await page.keyboard.press('s')
    await page.keyboard.press('1')
    await expect.poll(() => rangeOf(page.url())).toEqual({ from: today, to: today })

    // Back to 30 days with the range buttons, from the keyboard.
    const thirty = page.getByRole('button', { name: '30 days', exact: true })
    await thirty.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => thirty.getAttribute('aria-pressed')).toBe('true')

    // Orders by country, as a table, reached with the keyboard.
    const panel = page.getByRole('region', { name: 'Orders by country' })
    const toggle = panel.getByRole('button', { name: 'Show as a table' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const table = panel.getByRole('table', { name: 'Orders by country' })
    await table.getByRole('rowheader').first().waitFor({ state: 'visible' })
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Country', 'Orders'])
    await page.context().close()
  })
})
