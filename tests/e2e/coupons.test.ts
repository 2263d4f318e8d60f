import { describe, expect, it } from 'vitest'
import { seedDemoCoupons } from '../../server/modules/coupons/coupons.seed'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { heading, runFromPalette } from '../support/shell'

// The demo coupons, and orders some of them were redeemed on.
const e2e = e2eSuite(async (server) => {
  await seedDemoCoupons(server.db, null)
  await insertOrders(server.db, { count: 9, prefix: 'CPE', from: '2026-02-01T00:00:00Z', stepMinutes: 60 })
  const orders = await server.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', 'like', 'CPE%')
    .execute()
  await server.db
    .insertInto('order_coupons')
    .values(
      orders.map((order) => ({
        order_id: order.id,
        coupon_code: 'MEMBER50',
        coupon_name: 'Member day ฿50 off',
        discount_category: 'Product Price',
        discount_amount: 50,
      })),
    )
    .execute()
})

describe('coupons', () => {
  it('lists coupons, deletes one never redeemed, opens one by code from the palette with its history, and deactivates it there', async () => {
    const page = await signInAsAdmin(e2e)
    await runFromPalette(page, 'coupons', /^Coupon/)
    await page.waitForURL('**/coupon-management/coupon-list')
    const table = page.getByRole('table', { name: 'Coupons' })
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill('WELCOME')
    await page.keyboard.press('Enter')
    await table.getByRole('row', { name: /WELCOME100/ }).waitFor()

    // A coupon never redeemed can be deleted, after a confirmation.
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill('RULE01')
    await page.keyboard.press('Enter')
    const rule = table.getByRole('row', { name: /RULE01/ })
    await rule.getByRole('button', { name: /Delete RULE01/ }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete coupon RULE01?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'detached' })

    // Open by code at once, while the confirmation still fades out (it hands the focus back when it
    // has gone): the palette keeps the focus, record search finds the coupon, and its redeem history opens.
    await runFromPalette(page, 'MEMBER50', /MEMBER50/)
    await expect
      .poll(
        async () =>
          (await e2e.server.db
            .selectFrom('coupons')
            .select('id')
            .where('code', '=', 'RULE01')
            .executeTakeFirst()) ?? null,
      )
      .toBeNull()
    await page.waitForURL('**/coupon-management/coupon-redeem-history?id=*')
    await heading(page, 'Redeem history: MEMBER50 (Member day ฿50 off)')
    const history = page.getByRole('table', { name: 'Orders that redeemed the coupon' })
    await history.getByRole('row', { name: /CPE000009/ }).waitFor()

    // Its actions are on the screen.
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Deactivate coupon MEMBER50?' })
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Activate', exact: true }).first().waitFor()
    const stored = await e2e.server.db
      .selectFrom('coupons')
      .select(['status', 'total_redeem'])
      .where('code', '=', 'MEMBER50')
      .executeTakeFirstOrThrow()
    // One of the nine orders is cancelled (insertOrders cycles the statuses): its redemption was released.
    expect(stored).toEqual({ status: 'inactive', total_redeem: 8 })
    await page.context().close()
  })
})
