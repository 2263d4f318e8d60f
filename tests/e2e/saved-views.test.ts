import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { goToScreen, palette, runFromPalette } from '../support/shell'

const e2e = e2eSuite()

const ORDER_LIST = '/admin-dashboard/order-management/order-list'
const viewTabs = (page: Page) => page.getByRole('tablist', { name: 'Saved views' })
const ordersTable = (page: Page) => page.getByRole('table', { name: /^Orders: / })

/** The order types of the rows shown (the cell of each row that holds a type, wherever its column is). */
const shownTypes = (page: Page) =>
  ordersTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          [...row.children]
            .map((cell) => cell.textContent?.trim())
            .find((text) => /^(ROC|BMC)$/.test(text ?? '')) ?? '',
      ),
    )

describe('saved views of the order list', () => {
  it('saves the list with a filter as a view with V S, and opens it from the palette with the filter on', async () => {
    await insertOrders(e2e.server.db, {
      count: 30,
      prefix: 'SVW',
      from: '2025-07-01T00:00:00Z',
      stepMinutes: 45,
    })
    const page = await signInAsAdmin(e2e)
    await page.goto(ORDER_LIST)
    await ordersTable(page).getByRole('rowheader').first().waitFor()
    await viewTabs(page).getByRole('tab', { name: 'All', selected: true }).waitFor()

    // The list as it is wanted: the To ship tab, BMC orders only.
    await page.getByRole('tab', { name: /^To ship/ }).click()
    await page.waitForURL((url) => url.searchParams.get('status') === 'to_ship')
    await page.getByRole('combobox', { name: 'Order type' }).selectOption('BMC')
    await page.waitForURL((url) => url.searchParams.get('type') === 'BMC')
    await expect.poll(() => shownTypes(page)).not.toContain('ROC')
    // And without the phone column.
    await page.getByRole('button', { name: /^Columns/ }).click()
    await page.getByRole('checkbox', { name: 'Phone' }).uncheck()
    await page.waitForURL((url) => url.searchParams.get('hide') === 'phone')
    await page.keyboard.press('Escape')

    // V then S opens Save view over the list as it stands.
    await ordersTable(page).click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('v')
    await page.keyboard.press('s')
    const dialog = page.getByRole('dialog', { name: 'Save view' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('BMC to ship')
    await dialog.getByRole('button', { name: 'Save view' }).click()
    await dialog.waitFor({ state: 'detached' })
    await viewTabs(page).getByRole('tab', { name: 'BMC to ship', selected: true }).waitFor()

    // Back to every order, then away from the list.
    await viewTabs(page).getByRole('tab', { name: 'All' }).click()
    await page.waitForURL((url) => !url.searchParams.has('type') && !url.searchParams.has('status'))
    await ordersTable(page).getByRole('columnheader', { name: 'Phone' }).waitFor()
    await goToScreen(page, '/admin-dashboard/home')

    // The view is a command of the palette, titled by its list, that opens the list in it.
    await runFromPalette(page, 'BMC to ship', /^Orders: BMC to ship/)
    await page.waitForURL(
      (url) =>
        url.pathname === ORDER_LIST &&
        url.searchParams.get('status') === 'to_ship' &&
        url.searchParams.get('type') === 'BMC' &&
        url.searchParams.has('view'),
    )
    await viewTabs(page).getByRole('tab', { name: 'BMC to ship', selected: true }).waitFor()
    await page.getByRole('tab', { name: /^To ship/, selected: true }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Order type' }).inputValue()).toBe('BMC')
    await ordersTable(page).getByRole('rowheader').first().waitFor()
    expect(await ordersTable(page).getByRole('columnheader', { name: 'Phone' }).count()).toBe(0)
    expect(new Set(await shownTypes(page))).toEqual(new Set(['BMC']))
    await palette(page).waitFor({ state: 'detached' })

    // V then V takes the keyboard to the view's tab, where the arrows switch views: left is All.
    await page.keyboard.press('v')
    await page.keyboard.press('v')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^BMC to ship/)
    await page.keyboard.press('ArrowLeft')
    await viewTabs(page).getByRole('tab', { name: 'All', selected: true }).waitFor()
    await page.waitForURL((url) => !url.searchParams.has('type'))

    // The cheat sheet lists Save view and Switch view with their keys.
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.getByText('Save view', { exact: true }).waitFor()
    await sheet.getByText('Switch view', { exact: true }).waitFor()
    await page.context().close()
  })
})
