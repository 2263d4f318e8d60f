import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { palette, signInWithKeyboard } from '../support/shell'

const e2e = e2eSuite()

describe('what the shell offers each staff member', () => {
  it('offers a restricted staff member only what their role allows', async () => {
    const staff = await createStaff(e2e.server.db, {
      roles: [{ name: 'Coupon desk', permissions: { coupons: ['access'] } }],
    })
    const page = await e2e.openPage('/signin')
    await signInWithKeyboard(page, staff.email, staff.password)
    await page.getByRole('heading', { level: 1, name: /Somchai/ }).waitFor()
    const sidebar = page.getByRole('navigation', { name: 'Main menu' })
    await sidebar.getByRole('link', { name: 'Coupon' }).waitFor()
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Home', 'Coupon'])
    expect(await sidebar.getByRole('button').count()).toBe(0)

    await page.keyboard.press('Control+k')
    await palette(page).getByRole('combobox').waitFor()
    await page.keyboard.type('orders')
    await palette(page).getByText('No results for “orders”.').waitFor()
    expect(await palette(page).getByRole('option').count()).toBe(0)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('coupon')
    await expect
      .poll(() => palette(page).getByRole('option').allTextContents())
      .toEqual(['CouponGthenC', 'Coupon service keysUthenS', 'Dry-run coupon'])
    await page.keyboard.press('Escape')

    // g o is no way around it either.
    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/home')

    await page.goto('/admin-dashboard/order-management/order-list')
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    await page.getByText('You do not have access').waitFor()
    await page.goto('/admin-dashboard/coupon-management/create-new-coupon')
    await page.getByText('You do not have access').waitFor()
    await page.context().close()
  })

  it('gives every control of the shell and the palette an accessible name', async () => {
    const page = await e2e.openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).waitFor()
    const unnamed = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button, a[href], input, [role="option"], [role="combobox"]',
          ),
        ]
          .filter((element) => !element.hasAttribute('data-headlessui-focus-guard'))
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => {
            const labelled = element.getAttribute('aria-labelledby')
            const byLabel = labelled
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join('')
            const byFor = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : ''
            return !(
              element.getAttribute('aria-label') ||
              byLabel?.trim() ||
              byFor?.trim() ||
              element.textContent?.trim()
            )
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      )
    expect(await unnamed()).toEqual([])
    await page.keyboard.press('Control+k')
    await palette(page).getByRole('combobox').waitFor()
    expect(await unnamed()).toEqual([])
    await page.context().close()
  })
})
