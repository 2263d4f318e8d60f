import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'

const e2e = e2eSuite()

const detailPath = (id: string) => `/admin-dashboard/order-management/full-order-detail/${id}`
const shipping = (page: Page) => page.getByRole('group', { name: 'Shipping address' })

async function orderNumbered(number: string) {
  return e2e.server.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('order_number', '=', number)
    .executeTakeFirstOrThrow()
}

/** The texts of a select's options, once it offers more than its placeholder. */
async function optionTexts(page: Page, name: string, scope = page.locator('body')): Promise<string[]> {
  const select = scope.getByRole('combobox', { name, exact: true })
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1)
  return select.locator('option').allTextContents()
}

describe('editing an order', () => {
  it('moves an order to its next status with a courier and tracking number and a new shipping sub-district', async () => {
    // 6 orders cycle through the six tabs: OED000001 is to ship.
    await insertOrders(e2e.server.db, {
      count: 6,
      prefix: 'OED',
      from: '2025-04-01T00:00:00Z',
      stepMinutes: 60,
    })
    const order = await orderNumbered('OED000001')
    expect(order.status).toBe('to_ship')

    const page = await signInAsAdmin(e2e)
    await page.goto(detailPath(order.id))
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await page.waitForURL(`**/order-management/edit-order/${order.id}`)
    await page.getByRole('heading', { level: 1, name: 'Edit order OED000001' }).waitFor()

    // Only where a to-ship order may go: on its way, or cancelled; never straight to completed.
    const status = page.getByRole('combobox', { name: 'Status' })
    expect(await optionTexts(page, 'Status')).toEqual([
      'To ship (current)',
      'To receive',
      'Cancelled/refunded',
    ])
    await status.selectOption({ label: 'To receive' })
    await page.getByRole('textbox', { name: 'Courier' }).fill('Kerry Express')
    await page.getByRole('textbox', { name: 'Tracking number' }).fill('KEX-0012345')
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor()

    // The address's divisions are found from its names; a new province empties the levels below it.
    const province = shipping(page).getByRole('combobox', { name: 'Province', exact: true })
    await expect.poll(() => province.inputValue()).toBe('10')
    const postalCode = shipping(page).getByRole('textbox', { name: 'Postal code' })
    expect(await postalCode.inputValue()).toBe('10110')
    await province.selectOption({ label: 'Chiang Mai' })
    expect(await postalCode.inputValue()).toBe('')
    expect(await optionTexts(page, 'District', shipping(page))).toContain('Mueang Chiang Mai')
    await shipping(page)
      .getByRole('combobox', { name: 'District', exact: true })
      .selectOption({ label: 'Mueang Chiang Mai' })
    expect(await optionTexts(page, 'Sub-district', shipping(page))).toContain('Chang Phueak')
    await shipping(page)
      .getByRole('combobox', { name: 'Sub-district', exact: true })
      .selectOption({ label: 'Chang Phueak' })
    expect(await postalCode.inputValue()).toBe('50300')

    // Saved, the detail shows the order as it is now.
    await page.getByRole('button', { name: 'Save order' }).click()
    await page.waitForURL(`**/order-management/full-order-detail/${order.id}`)
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor()
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect.poll(() => summary.textContent()).toContain('To receive')
    const delivery = page.getByRole('region', { name: 'Shipping' })
    await expect
      .poll(() => delivery.textContent())
      .toContain('Chang Phueak, Mueang Chiang Mai, Chiang Mai, 50300')
    expect(await delivery.textContent()).toContain('Kerry Express')
    expect(await delivery.textContent()).toContain('KEX-0012345')
    expect((await orderNumbered('OED000001')).status).toBe('to_receive')
    await page.context().close()
  })

  it('offers a to-pay order only payment or cancellation, and asks for a courier before shipping', async () => {
    await insertOrders(e2e.server.db, {
      count: 6,
      prefix: 'OEP',
      from: '2025-04-02T00:00:00Z',
      stepMinutes: 60,
    })
    const toPay = await orderNumbered('OEP000006')
    expect(toPay.status).toBe('to_pay')
    const page = await signInAsAdmin(e2e)
    await page.goto(`/admin-dashboard/order-management/edit-order/${toPay.id}`)
    await page.getByRole('heading', { level: 1, name: 'Edit order OEP000006' }).waitFor()
    const offered = await optionTexts(page, 'Status')
    expect(offered).toEqual(['To pay (current)', 'To ship', 'Cancelled/refunded'])
    for (const forbidden of ['To receive', 'To review', 'Completed']) expect(offered).not.toContain(forbidden)

    // A to-ship order sent on its way without a courier is stopped on the form, before any call.
    const toShip = await orderNumbered('OEP000001')
    await page.goto(`/admin-dashboard/order-management/edit-order/${toShip.id}`)
    await page.getByRole('heading', { level: 1, name: 'Edit order OEP000001' }).waitFor()
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'To receive' })
    await page.getByRole('button', { name: 'Save order' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'An order on its way to the buyer needs this.' })
      .first()
      .waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('courierName')
    expect((await orderNumbered('OEP000001')).status).toBe('to_ship')
    await page.context().close()
  })

  it('refuses to save over a change made meanwhile, and loads the latest version on request', async () => {
    await insertOrders(e2e.server.db, {
      count: 2,
      prefix: 'OES',
      from: '2025-04-03T00:00:00Z',
      stepMinutes: 60,
    })
    const order = await orderNumbered('OES000001')
    const page = await signInAsAdmin(e2e)
    await page.goto(`/admin-dashboard/order-management/edit-order/${order.id}`)
    await page.getByRole('heading', { level: 1, name: 'Edit order OES000001' }).waitFor()
    const courier = page.getByRole('textbox', { name: 'Courier' })
    await courier.fill('Flash Express')

    // A colleague saves the order in the meantime.
    await e2e.server.db
      .updateTable('orders')
      .set((eb) => ({ courier_name: 'Thailand Post', version: eb('version', '+', 1) }))
      .where('id', '=', order.id)
      .execute()
    await page.getByRole('button', { name: 'Save order' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this order' })
    await notice.waitFor()
    const stored = await e2e.server.db
      .selectFrom('orders')
      .select('courier_name')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(stored.courier_name).toBe('Thailand Post')

    await notice.getByRole('button', { name: 'Load the latest version' }).click()
    await expect.poll(() => courier.inputValue()).toBe('Thailand Post')
    expect(await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(0)
    await page.context().close()
  })
})
