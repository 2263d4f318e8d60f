import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { palette } from '../support/shell'

const e2e = e2eSuite()

const ORDERS = '/admin-dashboard/order-management/order-list'
const ordersTable = (page: Page) => page.getByRole('table', { name: /^Orders: / })
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })

/** The count a tab shows beside its name. */
async function tabCount(page: Page, name: string): Promise<number> {
  const text = (await tab(page, name).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

describe('moving orders on and exporting them', () => {
  it('finds an order from the palette, opens its tracking, moves it on with the keyboard, and the tabs count it', async () => {
    // n % 6: MV000006 is to_pay.
    await insertOrders(e2e.server.db, {
      count: 6,
      prefix: 'MVK',
      from: '2025-07-01T00:00:00Z',
      stepMinutes: 45,
    })
    const page = await signInAsAdmin(e2e)
    await page.goto(ORDERS)
    await ordersTable(page).getByRole('rowheader').first().waitFor()
    const before = { toPay: await tabCount(page, 'To pay'), toShip: await tabCount(page, 'To ship') }

    await page.keyboard.press('Control+k')
    await palette(page).getByRole('combobox').pressSequentially('MVK000006')
    await palette(page)
      .getByRole('option', { name: /^MVK000006\b/ })
      .waitFor()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()
    // Shortcuts wait for the palette to have gone: while it closes, its keys are its own.
    await palette(page).waitFor({ state: 'detached' })
    await page.keyboard.press('o')
    await page.keyboard.press('t')
    await page.waitForURL('**/order-tracking/*')
    await page.goBack()
    await page.getByRole('button', { name: 'Move to “To ship”' }).waitFor()

    await page.keyboard.press('o')
    await page.keyboard.press('n')
    const dialog = page.getByRole('dialog', { name: 'Move order MVK000006 to “To ship”?' })
    await dialog.waitFor()
    await page.keyboard.press('Enter')
    await page.getByText('Order moved to “To ship”.').waitFor()
    await dialog.waitFor({ state: 'detached' })
    // The detail follows: the next step is offered now.
    await page.getByRole('button', { name: 'Move to “To receive”' }).waitFor()

    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await page.waitForURL(`**${ORDERS}`)
    await expect.poll(() => tabCount(page, 'To pay')).toBe(before.toPay - 1)
    expect(await tabCount(page, 'To ship')).toBe(before.toShip + 1)
    await page.context().close()
  })

  it('moves the picked orders to "To receive" with each tracking number, and exports the picked ones', async () => {
    // n % 6 = 1: MVP000001 and MVP000007 are to_ship.
    await insertOrders(e2e.server.db, {
      count: 8,
      prefix: 'MVP',
      from: '2025-08-01T00:00:00Z',
      stepMinutes: 30,
    })
    const page = await signInAsAdmin(e2e)
    await page.goto(`${ORDERS}?status=to_ship&search=MVP`)
    const table = ordersTable(page)
    await table.getByRole('rowheader', { name: 'MVP000007' }).waitFor()
    await table.getByRole('checkbox', { name: 'Select order MVP000001' }).check()
    await table.getByRole('checkbox', { name: 'Select order MVP000007' }).check()
    const picked = page.getByRole('region', { name: 'Selected orders' })
    await picked.getByText('2 selected').waitFor()

    const download = page.waitForEvent('download')
    await picked.getByRole('button', { name: 'Export selected' }).click()
    const file = await download
    const text = await readFile(await file.path(), 'utf8')
    const lines = text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['MVP000007', 'MVP000001'])

    await picked.getByRole('button', { name: 'Move to “To receive”' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move 2 orders to “To receive”?' })
    await dialog.getByRole('button', { name: 'Move' }).click()
    // Nothing is sent without the courier and the tracking numbers.
    await expect
      .poll(() =>
        dialog.getByRole('textbox', { name: 'Courier' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.type('Kerry Express')
    await dialog.getByRole('textbox', { name: 'Tracking number of MVP000001' }).fill('KEX-1001')
    await dialog.getByRole('textbox', { name: 'Tracking number of MVP000007' }).fill('KEX-1007')
    await page.keyboard.press('Enter')
    await page.getByText('2 orders moved to “To receive”.').waitFor()
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([])
    await expect(picked.count()).resolves.toBe(0)
    const moved = await e2e.server.db
      .selectFrom('orders')
      .select(['order_number', 'status', 'courier_name', 'tracking_number'])
      .where('order_number', 'in', ['MVP000001', 'MVP000007'])
      .orderBy('order_number')
      .execute()
    expect(moved).toEqual([
      {
        order_number: 'MVP000001',
        status: 'to_receive',
        courier_name: 'Kerry Express',
        tracking_number: 'KEX-1001',
      },
      {
        order_number: 'MVP000007',
        status: 'to_receive',
        courier_name: 'Kerry Express',
        tracking_number: 'KEX-1007',
      },
    ])
    await page.context().close()
  })
})
