import { describe, expect, it } from 'vitest'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { e2eSuite, signInAsAdmin, submitSignIn } from '../support/e2e'
import { createOrderViewer, ORDER_VIEWER as STAFF, totpCode } from '../support/fixtures'
import { pngOf } from '../support/images'
import { heading, palette } from '../support/shell'
import { loginAsAdmin, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

/** Kanya, with the avatar an administrator uploaded for her. */
async function orderViewerWithAvatar(server: TestServer): Promise<void> {
  const member = await createOrderViewer(server.db)
  const token = await loginAsAdmin(server)
  const { key } = await upload(server.baseUrl, token, 'avatar', 'kanya.png', pngOf(96, 96))
  dataOf(
    await apiClient(server.baseUrl, { token }).PUT('/admin/users/upload-avatar/{id}', {
      ...withId(member.id),
      body: { avatar: key },
    }),
  )
}

const e2e = e2eSuite(orderViewerWithAvatar)

describe('one’s own account', () => {
  it('changes one’s own avatar and turns on two-factor verification, which the next sign-in asks for', async () => {
    const staff = await e2e.openPage('/signin')
    await submitSignIn(staff, STAFF.email, STAFF.password)
    await staff.waitForURL('**/admin-dashboard/home')

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
    await submitSignIn(staff, STAFF.email, STAFF.password)
    await staff.waitForURL('**/signin-2fa')
    // The next period's code: the one that switched it on cannot be used twice.
    await staff.getByRole('textbox', { name: 'Authentication code' }).fill(await totpCode(secret, 1))
    await staff.getByRole('button', { name: 'Verify' }).click()
    await staff.waitForURL('**/admin-dashboard/home')
    await heading(staff, `Hello, ${STAFF.firstName} ${STAFF.lastName}`)
    await staff.context().close()
  })

  it('opens the security part of the profile from the palette', async () => {
    const admin = await signInAsAdmin(e2e)
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
})
