import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { totpCode } from '../support/fixtures'
import { pngOf } from '../support/images'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite()

const ROLE = 'Order viewers'
const STAFF = {
  firstName: 'Kanya',
  lastName: 'Rattanakul',
  email: 'kanya.r@example.com',
  password: 'Kanya#Pass2026',
}

const openPage = (path: string) => e2e.openPage(path)

const signIn = submitSignIn

async function signInAsAdmin(): Promise<Page> {
  const page = await openPage('/signin')
  await signIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
  await page.waitForURL('**/admin-dashboard/home')
  // The signed-in app (and its shortcuts) has loaded.
  await sidebar(page).getByRole('link', { name: 'Home' }).waitFor()
  return page
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor()

/** The options the palette offers for a term, once it has answered for that term. */
async function paletteOptions(page: Page, term: string): Promise<string[]> {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').waitFor()
  await page.keyboard.type(term)
  const root = palette(page).locator('[cmdk-root]')
  await expect.poll(() => root.getAttribute('data-term')).toBe(term)
  await expect.poll(() => root.getAttribute('data-search')).toBe('idle')
  const options = await palette(page).getByRole('option').allTextContents()
  await page.keyboard.press('Escape')
  await palette(page).waitFor({ state: 'detached' })
  return options
}

describe('staff access, as staff use it', () => {
  it('creates a role with one feature and a staff member holding it, who then sees only that', async () => {
    const admin = await signInAsAdmin()

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
    const staff = await openPage('/signin')
    await signIn(staff, STAFF.email, STAFF.password)
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
    const roles = await fetch(`${e2e.server.baseUrl}/api/admin/roles`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(roles.status).toBe(403)
    await staff.goto('/admin-dashboard/role-&-permission-management/role-list')
    await staff.getByText('You do not have access').waitFor()

    // Their own avatar: a wrong format is refused in a toast, a PNG goes up with its progress.
    const account = staff.getByRole('link', { name: /^Your profile/ })
    await account.click()
    await heading(staff, 'Profile')
    // The avatar the administrator uploaded for them.
    const before = await account.locator('img').getAttribute('src')
    expect(before).toMatch(/^\/api\/storage\//)
    await staff.getByLabel('Change avatar').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await staff.getByText('Invalid file format. Accepted formats: .jpg, .jpeg, .png.').waitFor()
    await staff.getByLabel('Change avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngOf(128, 128),
    })
    const progress = staff.getByRole('progressbar', { name: 'Uploaded me.png' })
    await progress.waitFor()
    expect(await progress.getAttribute('aria-valuenow')).toBe('100')
    await staff.getByText('Your avatar has been changed.').waitFor()
    await expect.poll(() => account.locator('img').getAttribute('src')).not.toBe(before)
    const stored = await fetch(`${e2e.server.baseUrl}${await account.locator('img').getAttribute('src')}`)
    expect(stored.status).toBe(200)

    // Two-factor verification: on with a code from the shown secret.
    await staff.getByRole('button', { name: 'Turn on two-factor verification' }).click()
    await staff.getByRole('img', { name: /QR code/ }).waitFor()
    const secret = await staff.getByRole('textbox', { name: 'Secret key' }).inputValue()
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(await staff.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('twoFactorCode')
    await staff.keyboard.type(await totpCode(secret))
    await staff.keyboard.press('Enter')
    await staff.getByRole('status').filter({ hasText: 'Two-factor verification is on.' }).waitFor()
    await staff.getByRole('button', { name: 'Turn off two-factor verification' }).waitFor()

    await staff.getByRole('button', { name: 'Sign out' }).click()
    await staff.waitForURL('**/signin')
    await signIn(staff, STAFF.email, STAFF.password)
    await staff.waitForURL('**/signin-2fa')
    // The next period's code: the one that switched it on cannot be used twice.
    await staff.getByRole('textbox', { name: 'Authentication code' }).fill(await totpCode(secret, 1))
    await staff.getByRole('button', { name: 'Verify' }).click()
    await staff.waitForURL('**/admin-dashboard/home')
    await heading(staff, `Hello, ${STAFF.firstName} ${STAFF.lastName}`)
    await staff.context().close()
  })

  it('opens the security part of the profile from the palette', async () => {
    const admin = await signInAsAdmin()
    await admin.keyboard.press('Control+k')
    await palette(admin).getByRole('combobox').waitFor()
    await admin.keyboard.type('two-factor')
    await expect
      .poll(() => palette(admin).locator('[role="option"][aria-selected="true"]').textContent())
      .toMatch(/^Turn on two-factor verification/)
    await admin.keyboard.press('Enter')
    await admin.waitForURL((url) => url.pathname === '/admin-dashboard/profile' && url.hash === '#security')
    await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('security')
    await admin.context().close()
  })

  it('deletes a role its staff hold only after choosing the role they move to', async () => {
    const created = await fetch(`${e2e.server.baseUrl}/api/admin/roles`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await loginAsAdmin(e2e.server)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Order team', permissions: { orders: ['access', 'update'] } }),
    })
    expect(created.status).toBe(201)
    const admin = await signInAsAdmin()
    await admin.goto(
      `/admin-dashboard/role-&-permission-management/role-list?search=${encodeURIComponent(ROLE)}`,
    )
    await admin.getByRole('button', { name: `Delete ${ROLE}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Delete the role “${ROLE}”?` })
    await dialog.waitFor()
    await dialog.getByText('1 staff member holds this role.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete role' }).click()
    await dialog.getByText('Choose the role its staff move to.').waitFor()
    await dialog.getByRole('combobox', { name: 'Move its staff to' }).selectOption({ label: 'Order team' })
    await dialog.getByRole('button', { name: 'Delete role' }).click()
    await dialog.waitFor({ state: 'detached' })
    await admin.getByText('The role has been deleted.').waitFor()
    await admin.getByText(`Nothing matches “${ROLE}”.`).waitFor()

    // Esc closes a confirmation without doing anything.
    await admin.goto('/admin-dashboard/internal-user-management/internal-user-list?search=kanya')
    await admin.getByRole('button', { name: `Delete ${STAFF.firstName} ${STAFF.lastName}` }).click()
    await admin.getByRole('dialog').waitFor()
    await admin.keyboard.press('Escape')
    await admin.getByRole('dialog').waitFor({ state: 'detached' })
    await expect(admin.getByRole('row').filter({ hasText: 'Order team' }).count()).resolves.toBe(1)

    // Nobody deletes their own account: the server's refusal is shown in the dialog.
    await admin.goto('/admin-dashboard/internal-user-management/internal-user-list?search=admin')
    await admin
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    const own = admin.getByRole('dialog')
    await own.getByRole('button', { name: 'Delete internal user' }).click()
    await own.getByRole('alert').filter({ hasText: 'You cannot delete your own account.' }).waitFor()
    await admin.context().close()
  })

  it('lists staff sign-ins between two days and exports them as CSV with a progress bar', async () => {
    const admin = await signInAsAdmin()
    await admin.goto('/admin-dashboard/platform-statistic/internal-user-access-history')
    await heading(admin, 'Internal user access history')
    const table = admin.getByRole('table', { name: 'Internal user access history' })
    await table
      .getByRole('rowheader', { name: /Kanya Rattanakul/ })
      .first()
      .waitFor()
    const today = new Date()
    const day = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`
    await admin.getByRole('textbox', { name: /^From/ }).fill('31-02-2026')
    await admin.getByRole('textbox', { name: /^From/ }).press('Enter')
    await admin.getByText('Enter a real date as DD-MM-YYYY', { exact: false }).waitFor()
    await admin.getByRole('button', { name: 'Clear dates' }).click()
    // The two-month calendar from the keyboard: yesterday, then today.
    await admin.getByRole('button', { name: 'Choose dates from a calendar' }).click()
    await admin.getByRole('dialog', { name: 'Date range' }).getByRole('table').first().waitFor()
    await admin.keyboard.press('ArrowLeft')
    await admin.keyboard.press('Enter')
    await admin.keyboard.press('ArrowRight')
    await admin.keyboard.press('Enter')
    await admin.getByRole('dialog', { name: 'Date range' }).waitFor({ state: 'detached' })
    expect(await admin.getByRole('textbox', { name: /^To/ }).inputValue()).toBe(day)
    await admin.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=/)
    await table
      .getByRole('rowheader', { name: /Kanya Rattanakul/ })
      .first()
      .waitFor()

    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.csv$/)
    const progress = admin.getByRole('progressbar', { name: 'Export progress' })
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100')
    await admin.getByText(`Downloaded ${file.suggestedFilename()}`).waitFor()

    // The export itself is now in the data export history.
    await admin.goto('/admin-dashboard/platform-statistic/data-export-history')
    await admin
      .getByRole('table', { name: 'Data export history' })
      .getByRole('rowheader', { name: 'Internal user access history' })
      .first()
      .waitFor()
    await admin.context().close()
  })
})

describe('the staff screens, for assistive technology', () => {
  it('gives every control an accessible name, in English and in Thai', async () => {
    const admin = await signInAsAdmin()
    const unnamed = () =>
      admin.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select')]
          .filter((element) => element.getClientRects().length > 0 || element.matches('input[type="file"]'))
          .filter((element) => {
            const labelled = element
              .getAttribute('aria-labelledby')
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join('')
            const byFor = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : ''
            const wrapped = element.closest('label')?.textContent
            return !(
              element.getAttribute('aria-label') ||
              labelled?.trim() ||
              byFor?.trim() ||
              wrapped?.trim() ||
              element.textContent?.trim()
            )
          })
          .map((element) => element.outerHTML.slice(0, 160)),
      )
    const screens = [
      ['/admin-dashboard/profile', /Profile|โปรไฟล์/],
      ['/admin-dashboard/role-&-permission-management/role-list', /Roles|บทบาท/],
      ['/admin-dashboard/role-&-permission-management/create-new-role', /Create role|สร้างบทบาท/],
      ['/admin-dashboard/internal-user-management/internal-user-list', /Internal users|ผู้ใช้ภายใน/],
      [
        '/admin-dashboard/internal-user-management/create-new-internal-user-account',
        /Create internal user account|สร้างบัญชีผู้ใช้ภายใน/,
      ],
      [
        '/admin-dashboard/platform-statistic/user-access-history',
        /User access history|ประวัติการเข้าใช้งานของผู้ใช้/,
      ],
      ['/admin-dashboard/platform-statistic/data-export-history', /Data export history|ประวัติการส่งออกข้อมูล/],
    ] as const
    for (const language of ['en', 'th']) {
      await admin.evaluate((value) => localStorage.setItem('i18nextLng', value), language)
      for (const [path, title] of screens) {
        await admin.goto(path)
        await admin.getByRole('heading', { level: 1, name: title }).waitFor()
        await admin.locator('main [aria-busy="true"]').waitFor({ state: 'detached' })
        await admin.locator('main form, main table').first().waitFor()
        expect({ path, language, unnamed: await unnamed() }).toEqual({ path, language, unnamed: [] })
      }
    }
    // Nothing left untranslated: no raw 'namespace:key' of the shared parts or the staff areas on a Thai screen.
    await expect(admin.locator('main').textContent()).resolves.not.toMatch(
      /\b(ui|internalUsers|roles|profile|statistics|shell):[a-z_]+[.a-z_]*/,
    )
    await admin.context().close()
  })
})
