import crypto from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertMember } from '../support/members'
import { insertCategories, insertProducts } from '../support/products'
import { heading, runFromPalette } from '../support/shell'
import { loginAsAdmin } from '../support/test-server'

const DAY = 86_400_000
let couponCode = ''
let memberId = ''

// Products CSK000001… (CSK000010 at a member price of 100 baht), a member, and a coupon of 50 baht off.
const e2e = e2eSuite(async (server) => {
  const categories = await insertCategories(server.db, 'CSK')
  await insertProducts(server.db, { count: 10, prefix: 'CSK', categories })
  memberId = (await insertMember(server.db, 'CSKBUYER')).id
  const admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  const coupon = dataOf(
    await admin.POST('/admin/coupons', {
      body: {
        name: 'Checkout 50 baht',
        code: 'CSK50',
        discountCategory: 'Product Price',
        discountType: 'Fix Amount Discount',
        discountAmount: 50,
        couponRedeemLimit: { isUnlimited: true, frequency: 'Per Coupon', limitAmount: null },
        userRedeemLimit: { isUnlimited: true, frequency: 'Per Coupon', limitAmount: null },
        redeemStartDate: new Date(Date.now() - DAY).toISOString(),
        redeemEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
        applicableType: 'All Products',
      },
    }),
  )
  couponCode = coupon.code
})

/** The checkout's call, made with the key over HTTP as the storefront makes it. */
const redeemWith = (key: string) =>
  apiClient(e2e.server.baseUrl, { token: key }).POST('/admin/coupons/redeem', {
    params: { header: { 'idempotency-key': crypto.randomUUID() } },
    body: {
      couponCode,
      memberId,
      orderNumber: `SO-${crypto.randomBytes(5).toString('hex')}`,
      orderType: 'ROC',
      products: [{ productCode: 'CSK000010', quantity: 2 }],
    },
  })

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    return active?.labels?.[0]?.textContent ?? null
  })

describe('the coupon service keys', () => {
  it('mints a key from the keyboard, shows its secret once, lists its last use, and revokes it after asking', async () => {
    const page = await signInAsAdmin(e2e)
    // The cheat sheet lists both commands with the coupon area's U shortcuts.
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    const shortcuts = await sheet.textContent()
    expect(shortcuts).toMatch(/Coupon service keysUthenS/)
    expect(shortcuts).toMatch(/New coupon service keyUthenK/)
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
    // U then S: the screen, from the coupon area's shortcuts.
    await page.keyboard.press('u')
    await page.keyboard.press('s')
    await page.waitForURL('**/coupon-management/service-keys')
    await heading(page, 'Coupon service keys')
    const table = page.getByRole('table', { name: 'Coupon service keys' })
    await table.getByText('No service keys yet.').waitFor()

    // The palette's command opens the form with its name field taking the keyboard.
    await runFromPalette(page, 'new coupon service key', /New coupon service key/)
    await page.waitForURL('**/coupon-management/create-new-service-key#new-key')
    await heading(page, 'New coupon service key')
    await expect.poll(() => focusedLabel(page)).toBe('Name')

    // A blank name: the server's refusal, on the field, and nothing made.
    await page.keyboard.type('   ')
    await page.keyboard.press('Enter')
    const name = page.getByRole('textbox', { name: 'Name' })
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('alert').filter({ hasText: 'Please fill in this field.' }).waitFor()
    expect(await e2e.server.db.selectFrom('coupon_service_keys').select('id').execute()).toEqual([])

    await page.keyboard.press('Control+a')
    await page.keyboard.type('Storefront checkout')
    await page.keyboard.press('Enter')

    // The secret, this once: selected for copying, with the warning, and a copy button.
    const panel = page.getByRole('region', { name: 'Service key Storefront checkout is made' })
    const secret = panel.getByRole('textbox', { name: 'Secret key' })
    await expect.poll(() => secret.inputValue()).toMatch(/^csk_[\w-]{43}$/)
    const key = await secret.inputValue()
    await expect.poll(() => secret.evaluate((area) => area === document.activeElement)).toBe(true)
    expect(await panel.getByRole('alert').textContent()).toContain('you will not see it again')
    await panel.getByRole('button', { name: 'Copy key' }).click()
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor()
    const row = table.getByRole('row', { name: /Storefront checkout/ })
    await row.getByRole('cell', { name: 'Never' }).waitFor()
    expect(await row.textContent()).toContain(`${key.slice(0, 8)}`)
    expect(await row.textContent()).toContain(e2e.server.config.adminEmail)

    // The checkout redeems with it.
    const redeemed = await redeemWith(key)
    expect(dataOf(redeemed).redeemed).toBe(true)

    // After a reload the secret is gone for good, and the key shows when it was last used.
    await page.reload()
    await heading(page, 'New coupon service key')
    await row.waitFor()
    expect(await row.getByRole('cell', { name: 'Never' }).count()).toBe(0)
    expect(await row.textContent()).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}.*\d{2}-\d{2}-\d{4} \d{2}:\d{2}/)
    expect(await page.locator('main').textContent()).not.toContain(key)
    expect(await page.getByRole('textbox', { name: 'Secret key' }).count()).toBe(0)

    // Revoking asks first, naming the key; the key then opens nothing.
    await row.getByRole('button', { name: 'Revoke service key Storefront checkout' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke service key Storefront checkout?' })
    expect(await dialog.textContent()).toContain(`Storefront checkout (${key.slice(0, 8)}`)
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await dialog.waitFor({ state: 'detached' })
    await row.getByText(/^Revoked /).waitFor()
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0)
    expect((await redeemWith(key)).response.status).toBe(401)
    await page.context().close()
  })

  it('is linked from the coupon list, and the form speaks Thai in Thai', async () => {
    const page = await e2e.openAdminPage('/admin-dashboard/coupon-management/coupon-list')
    await heading(page, 'Coupon')
    await page.getByRole('link', { name: 'Service keys' }).click()
    await heading(page, 'Coupon service keys')
    await page.getByRole('textbox', { name: 'Name' }).waitFor()
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitem', { name: 'ไทย' }).click()
    await heading(page, 'คีย์บริการคูปอง')
    await page.getByRole('textbox', { name: 'ชื่อ' }).fill(' ')
    await page.getByRole('button', { name: 'สร้างคีย์' }).click()
    await page.getByRole('alert').filter({ hasText: 'กรุณากรอกข้อมูลในช่องนี้' }).waitFor()
    await page.context().close()
  })
})
