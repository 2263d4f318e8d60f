import { describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { e2eSuite, signInAsAdmin, submitSignIn } from '../support/e2e'
import { ORDER_VIEWER as STAFF } from '../support/fixtures'
import { pngOf } from '../support/images'
import { heading, palette, paletteOptions, sidebar } from '../support/shell'

const e2e = e2eSuite()
const ROLE = STAFF.role

describe('staff access, as staff use it', () => {
  it('creates a role with one feature and a staff member holding it, who then sees only that', async () => {
    const admin = await signInAsAdmin(e2e)

    // A role: the name alone is refused, then Orders: Access is enough.
    await sidebar(admin).getByRole('link', { name: 'Roles' }).click()
    await heading(admin, 'Roles')
    await admin
      .getByRole('table', { name: 'Roles' })
      .getByRole('rowheader', { name: 'Super admin' })
      .waitFor()
    await admin
      .getByRole('toolbar', { name: 'Actions on this screen' })
      .getByRole('button', { name: 'Create role' })
      .click()
    await heading(admin, 'Create role')
    await admin.getByRole('textbox', { name: 'Role name' }).fill(ROLE)
    await admin.getByRole('button', { name: 'Create role' }).click()
    await admin.getByRole('alert').filter({ hasText: 'The permission is required.' }).waitFor()
    // Select-all of a row ticks every level it has; unticking access clears it again.
    await admin.getByRole('checkbox', { name: 'Every permission on Orders' }).check()
    expect(await admin.getByRole('checkbox', { name: 'Orders: Update' }).isChecked()).toBe(true)
    await admin.getByRole('checkbox', { name: 'Orders: Access' }).uncheck()
    expect(await admin.getByRole('checkbox', { name: 'Orders: Update' }).isChecked()).toBe(false)
    await admin.getByRole('checkbox', { name: 'Orders: Access' }).check()
    expect(await admin.getByRole('checkbox', { name: 'Orders: Delete' }).count()).toBe(0)
    await admin.getByRole('textbox', { name: 'Role name' }).press('Enter')
    await admin.waitForURL('**/role-&-permission-management/role-list')
    await admin.getByText('The role has been created.').waitFor()
    await admin.keyboard.press('/')
    await admin.keyboard.type(ROLE)
    const roleRow = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: ROLE }) })
    await roleRow.waitFor()
    expect(await roleRow.getByRole('cell').allTextContents()).toEqual([
      '', // the row's check box for bulk actions
      'Active',
      '0',
      '1',
      expect.any(String),
      'EditDelete',
    ])

    // A staff member holding it, with an avatar (required) uploaded through the upload machine.
    await admin.goto('/admin-dashboard/internal-user-management/create-new-internal-user-account')
    await heading(admin, 'Create internal user account')
    await admin.getByRole('button', { name: 'Create internal user' }).click()
    await admin.getByText('Roles cannot be empty.').waitFor()
    await admin.getByText('Avatar should not be empty.').waitFor()
    await admin.getByRole('textbox', { name: 'First name' }).fill(STAFF.firstName)
    await admin.getByRole('textbox', { name: 'Last name' }).fill(STAFF.lastName)
    await admin.getByRole('textbox', { name: 'Job title' }).fill('Order desk')
    await admin.getByRole('textbox', { name: 'E-mail' }).fill(e2e.server.config.adminEmail)
    await admin.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'Thailand (+66)' })
    await admin.getByRole('textbox', { name: 'Phone number' }).fill('08a1-234-5678')
    expect(await admin.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe('0812345678')
    await admin.getByLabel('Password', { exact: true }).fill(STAFF.password)
    await admin.getByRole('checkbox', { name: ROLE }).check()
    await admin.getByLabel('Upload avatar').setInputFiles({
      name: 'kanya.png',
      mimeType: 'image/png',
      buffer: pngOf(96, 96),
    })
    const uploaded = admin.getByRole('progressbar', { name: 'Uploaded kanya.png' })
    await uploaded.waitFor()
    expect(await uploaded.getAttribute('aria-valuenow')).toBe('100')
    // The e-mail in use is refused by the server, under its field.
    await admin.getByRole('button', { name: 'Create internal user' }).click()
    const email = admin.getByRole('textbox', { name: 'E-mail' })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    await expect(admin.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'This e-mail is already in use.',
    )
    await email.fill(STAFF.email)
    await admin.getByRole('button', { name: 'Create internal user' }).click()
    await admin.waitForURL('**/internal-user-management/internal-user-list')
    await admin.getByText('The internal user has been created.').waitFor()
    const staffRow = admin.getByRole('row').filter({
      has: admin.getByRole('rowheader', { name: new RegExp(`${STAFF.firstName} ${STAFF.lastName}`) }),
    })
    await staffRow.waitFor()
    await expect(staffRow.textContent()).resolves.toContain(ROLE)

    // The palette finds them by e-mail among the records.
    await admin.keyboard.press('Control+k')
    await palette(admin).getByRole('combobox').waitFor()
    await admin.keyboard.type('kanya.r')
    await palette(admin)
      .getByRole('group', { name: /Staff/ })
      .getByRole('option', { name: /Kanya Rattanakul/ })
      .waitFor()
    await admin.keyboard.press('Escape')
    await admin.context().close()

    // Signed in as the new member: Orders only.
    const staff = await e2e.openPage('/signin')
    await submitSignIn(staff, STAFF.email, STAFF.password)
    await staff.waitForURL('**/admin-dashboard/home')
    await sidebar(staff).getByRole('link', { name: 'Orders' }).waitFor()
    expect(await sidebar(staff).getByRole('link', { name: 'Roles' }).count()).toBe(0)
    expect(await sidebar(staff).getByRole('link', { name: 'Internal users' }).count()).toBe(0)
    const offered = [
      ...(await paletteOptions(staff, 'roles')),
      ...(await paletteOptions(staff, 'internal users')),
    ]
    expect(
      offered.filter((option) => /^(Roles|Internal users|Create role|Create internal user)/.test(option)),
    ).toEqual([])
    const token = await staff.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').jwtAccessToken)
    const roles = await apiClient(e2e.server.baseUrl, { token }).GET('/admin/roles')
    expect(roles.response.status).toBe(403)
    await staff.goto('/admin-dashboard/role-&-permission-management/role-list')
    await staff.getByText('You do not have access').waitFor()

    await staff.context().close()
  })
})
