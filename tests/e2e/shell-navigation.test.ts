import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'
import { signInWithKeyboard } from '../support/shell'

const e2e = e2eSuite()

describe('finding the way around the shell', () => {
  it('lists the sidebar of the spec and opens a submenu', async () => {
    const page = await e2e.openPage('/signin')
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
    const page = await e2e.openPage('/signin')
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
    // The real screen, for a loop that does not exist: it says so, and makes up no rows.
    await page.getByRole('heading', { level: 1, name: 'Banners in loop' }).waitFor()
    await page
      .locator('main')
      .getByText(/could not be loaded/)
      .waitFor()
    expect(await page.locator('main table, main [role="row"]').count()).toBe(0)
    await breadcrumb.getByRole('link', { name: 'Banner loops' }).click()
    await page.waitForURL('**/home-banner-management/banner-loop-list')
    await page.context().close()
  })

  it('sends a visitor without a token to /signin, and an unknown dashboard path to the 404 page', async () => {
    const page = await e2e.openPage('/admin-dashboard/order-management/order-list')
    await page.waitForURL('**/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.goto('/admin-dashboard/no-such-screen')
    await page.waitForURL('**/error-404-not-found')
    await page.context().close()
  })

  it('shows the avatar initial and name, opens the profile, and signs out from the header', async () => {
    const page = await e2e.openPage('/signin')
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
    const page = await e2e.openPage('/signin')
    await signInWithKeyboard(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    const footer = page.getByRole('navigation', { name: 'Policies' })
    await footer.getByRole('link', { name: 'Privacy policy' }).click()
    await page.waitForURL('**/privacy-policy')
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
    await expect(page.locator('main').textContent()).resolves.toContain('IT support')
    await page.context().close()

    const visitor = await e2e.openPage('/licensing-policy')
    await visitor.getByRole('heading', { level: 1, name: 'Licensing policy' }).waitFor()
    await visitor.context().close()
  })
})
