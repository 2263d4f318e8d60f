import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite()

const ORDERS = '/admin-dashboard/order-management/order-list'
const ordersTable = (page: Page) => page.getByRole('table', { name: /^Orders: / })
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })

/** The six tabs' counts as the list call answers them for every order. */
async function tabCounts(): Promise<Record<string, number>> {
  const response = await fetch(`${e2e.server.baseUrl}/api/admin/orders`, {
    headers: { authorization: `Bearer ${await loginAsAdmin(e2e.server)}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { counts: Record<string, number> }).counts
}

/** The order numbers the table shows, once it has settled. */
async function shownOrderNumbers(page: Page, prefix: string): Promise<string[]> {
  const table = ordersTable(page)
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
  return (await table.getByRole('rowheader').allTextContents()).filter((text) => text.startsWith(prefix))
}

describe('the order screens', () => {
  it('switches tabs by keyboard, searches an order, opens its detail and its tracking', async () => {
    // 12 orders cycle through the six tabs: to_pay holds 6 and 12, to_ship 1 and 7, complete 5 and 11.
    await insertOrders(e2e.server.db, {
      count: 12,
      prefix: 'OUI',
      from: '2025-03-01T00:00:00Z',
      stepMinutes: 60,
    })
    const order = await e2e.server.db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', 'OUI000007')
      .executeTakeFirstOrThrow()
    await e2e.server.db
      .insertInto('order_tracking')
      .values([
        {
          order_id: order.id,
          seq: 2,
          name: 'Chiang Mai branch',
          status_code: 'DELIVERED',
          description: 'Delivered to the buyer',
          tracked_at: new Date('2025-03-03T03:00:00Z'),
          tracking_number: 'TH-TRACK-7',
        },
        {
          order_id: order.id,
          seq: 1,
          name: 'Bangkok hub',
          status_code: 'PICKED_UP',
          description: 'Picked up by the courier',
          tracked_at: new Date('2025-03-02T03:00:00Z'),
          tracking_number: 'TH-TRACK-7',
        },
      ])
      .execute()
    const counts = await tabCounts()

    const page = await signInAsAdmin(e2e)
    await page.goto(`${ORDERS}?limit=100`)
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    const toPay = tab(page, 'To pay')
    expect(await toPay.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => toPay.textContent()).toContain(counts.to_pay.toLocaleString('en-US'))
    await expect.poll(() => shownOrderNumbers(page, 'OUI')).toEqual(['OUI000012', 'OUI000006'])

    // The arrow keys move along the tabs and show each one; the address keeps the tab.
    await toPay.focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL((url) => url.searchParams.get('status') === 'to_ship')
    const toShip = tab(page, 'To ship')
    expect(await toShip.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^To ship/)
    expect(await toShip.textContent()).toContain(counts.to_ship.toLocaleString('en-US'))
    await expect.poll(() => shownOrderNumbers(page, 'OUI')).toEqual(['OUI000007', 'OUI000001'])
    await page.keyboard.press('End')
    await page.waitForURL((url) => url.searchParams.get('status') === 'complete')
    await expect.poll(() => shownOrderNumbers(page, 'OUI')).toEqual(['OUI000011', 'OUI000005'])
    await page.keyboard.press('Home')
    await page.waitForURL((url) => !url.searchParams.has('status'))
    await page.keyboard.press('ArrowRight')
    await page.waitForURL((url) => url.searchParams.get('status') === 'to_ship')

    // A search narrows the tab to the order.
    await page.getByRole('searchbox').fill('OUI000007')
    await page.waitForURL((url) => url.searchParams.get('search') === 'OUI000007')
    await expect.poll(() => shownOrderNumbers(page, 'OUI')).toEqual(['OUI000007'])
    const row = ordersTable(page).getByRole('row').filter({ hasText: 'OUI000007' })
    expect(await row.textContent()).toContain('Somying Rakthai')
    expect(await row.textContent()).toContain('฿409.00')

    // Its detail: the buyer and the total in the order's currency.
    await row.getByRole('link', { name: 'OUI000007' }).click()
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()
    const buyer = page.getByRole('region', { name: 'Buyer' })
    await buyer.getByText('Somying Rakthai').waitFor()
    expect(await buyer.textContent()).toContain('+66(0)81')
    const totals = page.getByRole('region', { name: 'Totals' })
    expect(await totals.textContent()).toContain('฿409.00')
    await page.getByRole('button', { name: 'Copy order number' }).click()
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor()

    // O then T opens its tracking, as the palette's action on the open order does; so does the button.
    await page.keyboard.press('o')
    await page.keyboard.press('t')
    await page.waitForURL(`**/order-management/order-tracking/${order.id}`)
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()

    // Its tracking: the timeline oldest first.
    await page.getByRole('link', { name: 'Tracking' }).click()
    await page.getByRole('heading', { level: 1, name: 'Order tracking' }).waitFor()
    const steps = page.getByRole('list', { name: 'Tracking timeline' }).getByRole('listitem')
    await expect.poll(() => steps.count()).toBe(2)
    const texts = await steps.allTextContents()
    expect(texts[0]).toContain('Bangkok hub')
    expect(texts[0]).toContain('PICKED_UP')
    expect(texts[1]).toContain('Chiang Mai branch')
    expect(texts[1]).toContain('TH-TRACK-7')
  })

  it('shows the 404 state for an order that does not exist, and for a malformed id', async () => {
    const page = await signInAsAdmin(e2e)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-order-id']) {
      await page.goto(`/admin-dashboard/order-management/full-order-detail/${id}`)
      const alert = page.getByRole('alert').filter({ hasText: 'This order ID no longer exists.' })
      await alert.waitFor()
      expect(await alert.textContent()).toContain('404')
    }
  })
})
