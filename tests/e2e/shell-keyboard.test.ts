import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/accessibility'
import { e2eSuite } from '../support/e2e'
import { palette, runFromPalette, signInWithKeyboard } from '../support/shell'

const e2e = e2eSuite()

describe('the shell and the palette, from the keyboard alone', () => {
  it('signs in, reaches three screens by typing, switches to Thai and back, shows the shortcuts, signs out', async () => {
    const page = await e2e.openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Hello')

    await runFromPalette(page, 'orders', /^Orders/)
    await page.waitForURL('**/admin-dashboard/order-management/order-list')
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    // The keyboard lands in the new screen, not back at the top of the menu.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')

    // A Thai word finds the English screen.
    await runFromPalette(page, 'คูปอง', /^Coupon/)
    await page.waitForURL('**/admin-dashboard/coupon-management/coupon-list')
    await page.getByRole('heading', { level: 1, name: 'Coupon' }).waitFor()

    await runFromPalette(page, 'internal user access', /^Internal user access history/)
    await page.waitForURL('**/admin-dashboard/platform-statistic/internal-user-access-history')
    await page.getByRole('heading', { level: 1, name: 'Internal user access history' }).waitFor()

    await runFromPalette(page, 'thai', /^Switch language to Thai/)
    await page.getByRole('heading', { level: 1, name: 'ประวัติการเข้าใช้งานของผู้ใช้ภายใน' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('th')

    // In Thai, an English word still finds its command.
    await runFromPalette(page, 'english', /ภาษาอังกฤษ/)
    await page.getByRole('heading', { level: 1, name: 'Internal user access history' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    await expectAccessible(page)
    await expect(sheet.textContent()).resolves.toMatch(/OrdersGthenO/)
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })

    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await page.waitForURL('**/admin-dashboard/order-management/order-list')
    await page.keyboard.press('g')
    await page.keyboard.press('u')
    await page.waitForURL('**/admin-dashboard/user-management/user-list')
    await page.keyboard.press('g')
    await page.keyboard.press('h')
    await page.waitForURL('**/admin-dashboard/home')

    // The palette remembers what was run.
    await page.keyboard.press('Control+k')
    const recent = palette(page).getByRole('group', { name: 'Recent' })
    await recent.waitFor()
    await expectAccessible(page)
    // Newest first; the language on screen is not offered, so 'Switch language to English' is left out.
    await expect
      .poll(() => recent.getByRole('option').allTextContents())
      .toEqual(['HomeGthenH', 'UsersGthenU', 'OrdersGthenO', 'Switch language to Thai'])
    await page.keyboard.press('Escape')
    await palette(page).waitFor({ state: 'detached' })

    await runFromPalette(page, 'sign out', /^Sign out/)
    await page.waitForURL('**/signin')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.context().close()
  })

  it("focuses the current list's search with '/', but not while typing", async () => {
    const page = await e2e.openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    // The convention a list screen follows: its search box carries data-list-search.
    await page.evaluate(() => {
      const other = document.createElement('input')
      other.setAttribute('aria-label', 'Other field')
      const search = document.createElement('input')
      search.setAttribute('aria-label', 'Search the list')
      search.setAttribute('data-list-search', '')
      document.getElementById('main')?.prepend(other, search)
    })
    // Pressed this early, the key waits for the commands (they load once the page settles), then counts.
    await page.keyboard.press('/')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search the list')
    expect(await page.getByRole('textbox', { name: 'Search the list' }).inputValue()).toBe('')
    // Typing in a field: '?' and 'g o' are letters, not shortcuts.
    await page.getByRole('textbox', { name: 'Other field' }).focus()
    await page.keyboard.type('?go')
    expect(await page.getByRole('textbox', { name: 'Other field' }).inputValue()).toBe('?go')
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/home')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.context().close()
  })
})
