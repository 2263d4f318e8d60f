import crypto from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { heading, paletteOptions, runFromPalette, sidebar } from '../support/shell'

const e2e = e2eSuite()
const FAQ_LIST = '/admin-dashboard/FAQ/list'
const editRole = (id: string) => `/admin-dashboard/role-&-permission-management/edit-role/${id}`

const createFaqButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Actions on this screen' }).getByRole('button', { name: 'Create FAQ' })
const banner = (page: Page) => page.getByRole('region', { name: 'Preview' })
const faqCreate = (page: Page) => page.getByRole('checkbox', { name: 'Help centre (FAQ): Create' })
const offersCreateFaq = async (page: Page) =>
  (await paletteOptions(page, 'Create FAQ')).some((option) => option.includes('Create FAQ'))

describe('view as a role, from the role editor', () => {
  it('shows the back-office as the edited role would see it, read-only, then leaves back to the unsaved edits and saves them', async () => {
    const name = `FAQ editors ${crypto.randomUUID().slice(0, 8)}`
    const { id } = await e2e.server.db
      .insertInto('roles')
      .values({ name, permissions: JSON.stringify({ faq: ['access', 'create', 'update', 'delete'] }) })
      .returning('id')
      .executeTakeFirstOrThrow()

    // The admin's own view: the FAQ list offers Create FAQ on screen and in the palette.
    const page = await e2e.openAdminPage(FAQ_LIST)
    await heading(page, 'FAQ')
    await createFaqButton(page).waitFor()
    expect(await offersCreateFaq(page)).toBe(true)

    // Untick one permission, unsaved, and view as the role with its keys.
    await page.goto(editRole(id))
    await heading(page, 'Edit role')
    await faqCreate(page).uncheck()
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('v')
    await page.keyboard.press('r')
    await banner(page).waitFor()
    await page.waitForURL('**/admin-dashboard/home')
    expect(await banner(page).textContent()).toMatch(
      new RegExp(`^Viewing as role: ${name} — read-only preview, ends \\d\\d:\\d\\d`),
    )
    // The sidebar follows: FAQ is there, Roles (which the role does not grant) is not.
    await sidebar(page).getByRole('link', { name: 'FAQ' }).click()
    await heading(page, 'FAQ')
    await page.getByRole('table').first().waitFor()
    expect(await createFaqButton(page).count()).toBe(0)
    expect(await sidebar(page).getByRole('link', { name: 'Roles' }).count()).toBe(0)
    expect(await offersCreateFaq(page)).toBe(false)

    // Shift+Escape leaves: the editor is back with the unsaved edit, and saves it.
    await page.keyboard.press('Shift+Escape')
    await heading(page, 'Edit role')
    await banner(page).waitFor({ state: 'detached' })
    await expect.poll(() => faqCreate(page).isChecked()).toBe(false)
    expect(await page.getByRole('checkbox', { name: 'Help centre (FAQ): Update' }).isChecked()).toBe(true)
    expect(await sidebar(page).getByRole('link', { name: 'Roles' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Save role' }).click()
    await page.waitForURL('**/role-&-permission-management/role-list')
    const saved = await e2e.server.db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(saved.permissions).toEqual({ faq: ['access', 'update', 'delete'] })
  })

  it('is offered in the palette of the role editor, and the preview is left from the palette', async () => {
    const page = await e2e.openAdminPage('/admin-dashboard/role-&-permission-management/create-new-role')
    await heading(page, 'Create role')
    // Both keys are in the cheat sheet.
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.getByText('View as this role').waitFor()
    await sheet.getByText('Leave the preview').waitFor()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
    await page.getByRole('textbox', { name: 'Role name' }).fill('Readers')
    await faqCreate(page).check()
    await page.getByRole('heading', { level: 1 }).click()
    await runFromPalette(page, 'View as this role', /View as this role/)
    await banner(page).waitFor()
    expect(await banner(page).textContent()).toMatch(/^Viewing as role: Readers/)
    await runFromPalette(page, 'Leave the preview', /Leave the preview/)
    await heading(page, 'Create role')
    expect(await page.getByRole('textbox', { name: 'Role name' }).inputValue()).toBe('Readers')
    expect(await faqCreate(page).isChecked()).toBe(true)
  })
})

describe('view as a staff member, for super admins', () => {
  it('opens from the staff member screen with their permissions, and Leave returns there', async () => {
    const suffix = crypto.randomUUID().slice(0, 8)
    const staff = await createStaff(e2e.server.db, {
      firstName: 'Malee',
      lastName: `Srisuk ${suffix}`,
      roles: [{ name: `Order desk ${suffix}`, permissions: { orders: ['access'] } }],
    })
    const page = await e2e.openAdminPage(
      `/admin-dashboard/internal-user-management/edit-internal-user-account/${staff.id}`,
    )
    await heading(page, 'Edit internal user account')
    await page.getByRole('button', { name: 'View as this staff member' }).click()
    await banner(page).waitFor()
    await page.waitForURL('**/admin-dashboard/home')
    expect(await banner(page).textContent()).toMatch(/^Viewing as staff member: Malee Srisuk/)
    await sidebar(page).getByRole('link', { name: 'Orders' }).waitFor()
    expect(await sidebar(page).getByRole('link', { name: 'FAQ' }).count()).toBe(0)
    expect(await sidebar(page).getByRole('link', { name: 'Internal users' }).count()).toBe(0)

    // The palette leaves too; here the banner's own button does.
    await banner(page).getByRole('button', { name: 'Leave' }).click()
    await heading(page, 'Edit internal user account')
    await banner(page).waitFor({ state: 'detached' })
    await sidebar(page).getByRole('link', { name: 'FAQ' }).waitFor()
  })
})
