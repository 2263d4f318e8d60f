import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { palette, paletteSettledOn } from '../support/shell'

const e2e = e2eSuite()

describe('orders from the palette', () => {
  it('opens an order whose full number is typed, with Enter, and its tracking with O then T', async () => {
    await insertOrders(e2e.server.db, {
      count: 15,
      prefix: 'OPL',
      from: '2025-06-01T00:00:00Z',
      stepMinutes: 30,
    })
    const page = await signInAsAdmin(e2e)
    // From the order list, once it shows its rows: the shell's shortcuts are listening by then.
    await page.goto('/admin-dashboard/order-management/order-list')
    await page
      .getByRole('table', { name: /^Orders: / })
      .getByRole('rowheader')
      .first()
      .waitFor()
    await page.keyboard.press('Control+k')
    const input = palette(page).getByRole('combobox')
    await input.waitFor()
    // Records found for the first keys stay listed while the rest are typed: once the full number's
    // records arrive, its own order leads and is selected for Enter, not the one selected before.
    await input.pressSequentially('OPL00001')
    await paletteSettledOn(page, 'OPL00001')
    await input.press('Backspace')
    await input.pressSequentially('01')
    await paletteSettledOn(page, 'OPL000001')
    const found = palette(page)
      .getByRole('group', { name: /^Search records: Orders/ })
      .getByRole('option', { name: /^OPL000001\b/ })
    await found.waitFor()
    await expect
      .poll(() => palette(page).locator('[role="option"][aria-selected="true"]').textContent())
      .toMatch(/^OPL000001(?!\d)/)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin-dashboard/order-management/full-order-detail/*')
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()
    await page.getByText('OPL000001', { exact: true }).first().waitFor()
    // Shortcuts wait for the palette to have gone: while it closes, its keys are its own.
    await palette(page).waitFor({ state: 'detached' })

    await page.keyboard.press('o')
    await page.keyboard.press('t')
    await page.waitForURL('**/admin-dashboard/order-management/order-tracking/*')
    await page.context().close()
  })
})
