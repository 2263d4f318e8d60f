import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'

const e2e = e2eSuite()

const INTERNAL_USERS = '/admin-dashboard/internal-user-management/internal-user-list'
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const usersTable = (page: Page) => page.getByRole('table', { name: 'Internal users' })

/** The e-mails the staff table shows, once it has settled. */
async function shownEmails(page: Page): Promise<string[]> {
  const table = usersTable(page)
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
  return (await table.getByRole('row').allTextContents())
    .map((text) => /sortlist-[a-z]@example\.com/.exec(text)?.[0])
    .filter((email): email is string => Boolean(email))
}

/** True when every character of a field's value is in view (nothing scrolled away or cut off). */
const showsWhole = (field: Locator) =>
  field.evaluate(
    (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  )

describe('lists people can work with', () => {
  it('sorts the staff by a column either way, kept in the address', async () => {
    for (const letter of ['b', 'c', 'a'])
      await createStaff(e2e.server.db, { email: `sortlist-${letter}@example.com` })
    const page = await signInAsAdmin(e2e)
    await page.goto(`${INTERNAL_USERS}?search=sortlist`)
    await expect.poll(() => shownEmails(page)).toHaveLength(3)

    const emailHeader = usersTable(page).getByRole('columnheader', { name: 'E-mail' })
    await emailHeader.getByRole('button', { name: 'E-mail' }).click()
    await page.waitForURL(/sort=email&order=asc/)
    expect(await emailHeader.getAttribute('aria-sort')).toBe('ascending')
    await expect
      .poll(() => shownEmails(page))
      .toEqual(['sortlist-a@example.com', 'sortlist-b@example.com', 'sortlist-c@example.com'])

    await emailHeader.getByRole('button', { name: 'E-mail' }).click()
    await page.waitForURL(/sort=email&order=desc/)
    expect(await emailHeader.getAttribute('aria-sort')).toBe('descending')
    await expect
      .poll(() => shownEmails(page))
      .toEqual(['sortlist-c@example.com', 'sortlist-b@example.com', 'sortlist-a@example.com'])

    // The address holds the whole list state: a reload shows the same rows in the same order.
    await page.reload()
    await expect
      .poll(() => shownEmails(page))
      .toEqual(['sortlist-c@example.com', 'sortlist-b@example.com', 'sortlist-a@example.com'])
    expect(
      await usersTable(page).getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort'),
    ).toBe('descending')
    expect(await page.getByRole('searchbox').inputValue()).toBe('sortlist')
    await page.context().close()
  })

  it('remembers the page size chosen for each list', async () => {
    const page = await signInAsAdmin(e2e)
    await sidebar(page).getByRole('link', { name: 'Roles' }).click()
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor()
    await page.getByLabel('Rows per page').selectOption('35')
    await page.waitForURL(/limit=35/)

    await sidebar(page).getByRole('link', { name: 'Internal users' }).click()
    await page.getByRole('heading', { level: 1, name: 'Internal users' }).waitFor()
    // Another list keeps its own size.
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('5')

    // The sidebar's link names no size: the one chosen last for this list comes back.
    await sidebar(page).getByRole('link', { name: 'Roles' }).click()
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor()
    expect(new URL(page.url()).searchParams.get('limit')).toBeNull()
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('35')
    await page.reload()
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('35')
    // Back to the default is remembered too.
    await page.getByLabel('Rows per page').selectOption('5')
    await page.reload()
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('5')
    await page.context().close()
  })

  it('shows the two-factor secret whole, on a desk and on a phone, and the password rule once', async () => {
    const staff = await createStaff(e2e.server.db, { roles: [{ name: 'Profile only' }] })
    const page = await e2e.openPage('/signin')
    await submitSignIn(page, staff.email, staff.password)
    await page.waitForURL('**/admin-dashboard/home')
    await page.goto('/admin-dashboard/profile')
    await page.getByRole('button', { name: 'Turn on two-factor verification' }).click()
    const secret = page.getByRole('textbox', { name: 'Secret key' })
    await secret.waitFor()
    expect(await secret.inputValue()).toMatch(/^[A-Z2-7]{16,}$/)
    expect(await showsWhole(secret)).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await showsWhole(secret)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })

    const rule =
      'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of @$!%*#?&.'
    await expect.poll(() => page.getByText(rule, { exact: true }).count()).toBe(1)
    await page.getByLabel('Current password', { exact: true }).fill(staff.password)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('alert').filter({ hasText: rule }).waitFor()
    expect(await page.getByText(rule, { exact: true }).count()).toBe(1)
    await page.context().close()
  })
})
