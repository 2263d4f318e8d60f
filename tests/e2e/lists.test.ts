import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { loginAsAdmin } from '../support/test-server'

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

/** A role made through the API, as another staff member would make it meanwhile. */
async function createRole(name: string): Promise<void> {
  const response = await fetch(`${e2e.server.baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await loginAsAdmin(e2e.server)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, permissions: { orders: ['access'] } }),
  })
  expect(response.status).toBe(201)
}

/** Marks the document, so a test can tell the page was never loaded again (the mark would be gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as { notReloaded?: boolean }).notReloaded = true
  })
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true)

/** Types a list's search and waits until the address holds it. */
async function searchList(page: Page, term: string): Promise<void> {
  await page.getByRole('searchbox').fill(term)
  await page.waitForURL((url) => url.searchParams.get('search') === term)
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
    const page = await e2e.openAdminPage(`${INTERNAL_USERS}?search=sortlist`)
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
    const page = await e2e.openAdminPage()
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

  it('takes a deleted role off the list, and shows its staff their new role, without loading the page again', async () => {
    const suffix = Date.now().toString(36)
    const oldRole = `Packers ${suffix}`
    const newRole = `Dispatch ${suffix}`
    const staff = await createStaff(e2e.server.db, {
      email: `packer-${suffix}@example.com`,
      roles: [{ name: oldRole, permissions: { orders: ['access'] } }],
    })
    await createRole(newRole)
    const page = await e2e.openAdminPage()
    await markDocument(page)

    // The staff list, read once: the cache keeps this page.
    await sidebar(page).getByRole('link', { name: 'Internal users' }).click()
    await searchList(page, staff.email)
    const staffRow = usersTable(page).getByRole('row').filter({ hasText: staff.email })
    await staffRow.filter({ hasText: oldRole }).waitFor()
    await expect.poll(() => usersTable(page).getByRole('row').count()).toBe(2)

    await sidebar(page).getByRole('link', { name: 'Roles' }).click()
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor()
    await searchList(page, oldRole)
    await page.getByRole('button', { name: `Delete ${oldRole}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete the role “${oldRole}”?` })
    await dialog.getByRole('combobox', { name: 'Move its staff to' }).selectOption({ label: newRole })
    await dialog.getByRole('button', { name: 'Delete role' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The list was read again by itself: the row is gone, on the same page.
    await page.getByText(`Nothing matches “${oldRole}”.`).waitFor()
    expect(await page.getByRole('button', { name: `Delete ${oldRole}` }).count()).toBe(0)

    // Back on the staff list cached before the change: it is read again and names the role they moved to.
    await page.goBack()
    await staffRow.filter({ hasText: newRole }).waitFor()
    expect(await staffRow.filter({ hasText: oldRole }).count()).toBe(0)
    expect(await stillSameDocument(page)).toBe(true)
    await page.context().close()
  })

  it('reads the list again when staff come back to the tab, and not before', async () => {
    const name = `Night shift ${Date.now().toString(36)}`
    const page = await e2e.openAdminPage(
      `/admin-dashboard/role-&-permission-management/role-list?search=${encodeURIComponent(name)}`,
    )
    await page.getByText(`Nothing matches “${name}”.`).waitFor()
    await markDocument(page)
    const listCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/roles') listCalls.push(request.url())
    })

    // A colleague adds the role meanwhile; the list does not poll for it.
    await createRole(name)
    await page.waitForTimeout(500)
    expect(listCalls).toHaveLength(0)

    // The tab is shown again (the browser says so with visibilitychange): the list is read again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
    await page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: name }).waitFor()
    expect(listCalls).toHaveLength(1)
    expect(await stillSameDocument(page)).toBe(true)
    await page.context().close()
  })
})
