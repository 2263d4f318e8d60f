import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/accessibility'
import { e2eSuite } from '../support/e2e'
import { createStaff } from '../support/fixtures'

const e2e = e2eSuite()

const openPage = (path: string) => e2e.openPage(path)

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

/** Signs in with the keyboard alone: Tab to the e-mail field, type, Tab, type, Enter. */
async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  for (let presses = 0; (await focusedName(page)) !== 'username'; presses++) {
    if (presses > 10) throw new Error('Tab never reached the e-mail field')
    await page.keyboard.press('Tab')
  }
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('password')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await page.waitForURL('**/admin-dashboard/home')
  await page.getByRole('heading', { level: 1 }).waitFor()
}

const palette = (page: Page) => page.getByRole('dialog', { name: /Command palette|แถบคำสั่ง/ })

/** Ctrl+K, type, wait for the first option to be the expected one, Enter. */
async function runFromPalette(page: Page, term: string, expectedOption: string | RegExp): Promise<void> {
  await page.keyboard.press('Control+k')
  const input = palette(page).getByRole('combobox')
  await input.waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
  await page.keyboard.type(term)
  const selected = palette(page).locator('[role="option"][aria-selected="true"]')
  await expect.poll(() => selected.textContent()).toMatch(expectedOption)
  await page.keyboard.press('Enter')
  await palette(page).waitFor({ state: 'detached' })
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

describe('the shell and the palette, from the keyboard alone', () => {
  it('signs in, reaches three screens by typing, switches to Thai and back, shows the shortcuts, signs out', async () => {
    const page = await openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await expect(heading(page).textContent()).resolves.toContain('Hello')

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
    const page = await openPage('/signin')
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
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Search the list',
    )
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

describe('the shell', () => {
  it('lists the sidebar of the spec and opens a submenu', async () => {
    const page = await openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    const sidebar = page.getByRole('navigation', { name: 'Main menu' })
    await sidebar.getByRole('link', { name: 'Coupon' }).waitFor()
    const topLevel = await sidebar
      .locator(':scope > ul > li > a, :scope > ul > li > button')
      .allTextContents()
    expect(topLevel).toEqual([
      'Home',
      'Orders',
      'Inventory',
      'Review approval',
      'Users',
      'Internal users',
      'Roles',
      'News & Article',
      'Appearance',
      'Push notification',
      'Platform stats',
      'Categories',
      'FAQ',
      'Coupon',
    ])
    expect(await sidebar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')

    const appearance = sidebar.getByRole('button', { name: 'Appearance' })
    expect(await appearance.getAttribute('aria-expanded')).toBe('false')
    await appearance.focus()
    await page.keyboard.press('Enter')
    expect(await appearance.getAttribute('aria-expanded')).toBe('true')
    await sidebar.getByRole('link', { name: 'Section product slides' }).click()
    await page.waitForURL('**/appearance-management/section-product-slide-management/slide-list')
    expect(
      await sidebar.getByRole('link', { name: 'Section product slides' }).getAttribute('aria-current'),
    ).toBe('page')
    // The list offers its create command in its action bar.
    await page
      .getByRole('toolbar', { name: 'Actions on this screen' })
      .getByRole('button', { name: 'Create product slide' })
      .click()
    await page.waitForURL('**/section-product-slide-management/create-new-product-slide')
    await page.context().close()
  })

  it('builds the breadcrumb from the path, with links to the screens above', async () => {
    const page = await openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.goto(
      '/admin-dashboard/appearance-management/home-banner-management/banner-list/add-new-banner/loop-7',
    )
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await breadcrumb.getByText('Add banner').waitFor()
    expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual([
      'Home',
      '/Appearance',
      '/Banner loops',
      '/Banners in loop',
      '/Add banner',
    ])
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe('Add banner')
    await breadcrumb.getByRole('link', { name: 'Banners in loop' }).click()
    await page.waitForURL('**/home-banner-management/banner-list/loop-7')
    // An honest stand-in: what the screen will hold, and the record asked for; no made-up rows.
    await page.getByRole('heading', { level: 1, name: 'Banners in loop' }).waitFor()
    await expect(page.locator('main').textContent()).resolves.toMatch(/Not yet available.*loop-7/)
    expect(await page.locator('main table, main [role="row"]').count()).toBe(0)
    await breadcrumb.getByRole('link', { name: 'Banner loops' }).click()
    await page.waitForURL('**/home-banner-management/banner-loop-list')
    await page.context().close()
  })

  it('sends a visitor without a token to /signin, and an unknown dashboard path to the 404 page', async () => {
    const page = await openPage('/admin-dashboard/order-management/order-list')
    await page.waitForURL('**/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.goto('/admin-dashboard/no-such-screen')
    await page.waitForURL('**/error-404-not-found')
    await page.context().close()
  })

  it('offers a restricted staff member only what their role allows', async () => {
    const staff = await createStaff(e2e.server.db, {
      roles: [{ name: 'Coupon desk', permissions: { coupons: ['access'] } }],
    })
    const page = await openPage('/signin')
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
    await expect.poll(() => palette(page).getByRole('option').allTextContents()).toEqual(['CouponGthenC'])
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

  it('shows the avatar initial and name, opens the profile, and signs out from the header', async () => {
    const page = await openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    const profile = page.getByRole('link', { name: /^Your profile: \S/ })
    await profile.waitFor()
    await profile.click()
    await page.waitForURL('**/admin-dashboard/profile')
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/signin')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.context().close()
  })

  it('links the footer policies to their public pages, which need no sign-in', async () => {
    const page = await openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    const footer = page.getByRole('navigation', { name: 'Policies' })
    await footer.getByRole('link', { name: 'Privacy policy' }).click()
    await page.waitForURL('**/privacy-policy')
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
    await expect(page.locator('main').textContent()).resolves.toContain('IT support')
    await page.context().close()

    const visitor = await openPage('/licensing-policy')
    await visitor.getByRole('heading', { level: 1, name: 'Licensing policy' }).waitFor()
    await visitor.context().close()
  })

  it('gives every control of the shell and the palette an accessible name', async () => {
    const page = await openPage('/signin')
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
