import { describe, expect, it } from 'vitest'
import { newContext } from '../support/browser'
import { e2eSuite } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { readLatestMail } from '../support/mail'
import { login } from '../support/test-server'

const e2e = e2eSuite()

describe('password recovery', () => {
  it('mails a code, verifies it, sets a new password that then signs in', async () => {
    const staff = await createStaff(e2e.server.db)
    const context = await newContext(e2e.browser, e2e.server.baseUrl)
    const page = await context.newPage()
    await page.goto('/signin')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/password-recovery-1')

    await page.getByRole('textbox', { name: 'Email' }).fill(staff.email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.waitForURL('**/password-recovery-2')
    // The resend link waits for the 120 s countdown, shown as mm:ss.
    await page
      .getByText(/0[12]:[0-5]\d/)
      .first()
      .waitFor()

    const mail = await readLatestMail(e2e.server.mailDir, { to: staff.email })
    expect(mail?.to).toContain(staff.email)
    await page.getByRole('textbox', { name: 'Verification code' }).fill(mail?.code ?? '')
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.waitForURL('**/change-password')

    const newPassword = 'Fresh#Start2026'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL('**/signin')
    await page.getByText('Your password has been changed.').waitFor()

    await expect(login(e2e.server.baseUrl, staff.email, newPassword)).resolves.toMatchObject({
      googleAuth: false,
    })
    await expect(login(e2e.server.baseUrl, staff.email, staff.password)).rejects.toThrow(/401/)
    await context.close()
  })

  it('refuses a wrong code with the server message on the field', async () => {
    const staff = await createStaff(e2e.server.db)
    const context = await newContext(e2e.browser, e2e.server.baseUrl)
    const page = await context.newPage()
    await page.goto('/password-recovery-1')
    await page.getByRole('textbox', { name: 'Email' }).fill(staff.email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.waitForURL('**/password-recovery-2')
    const mail = await readLatestMail(e2e.server.mailDir, { to: staff.email })
    const wrong = mail?.code === '000000' ? '111111' : '000000'
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong)
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.getByRole('alert').filter({ hasText: /code/i }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/password-recovery-2')
    await context.close()
  })

  it('sends /password-recovery-2 back to step 1 when no e-mail is stored', async () => {
    const context = await newContext(e2e.browser, e2e.server.baseUrl)
    const page = await context.newPage()
    await page.goto('/password-recovery-2')
    await page.waitForURL('**/password-recovery-1')
    await page.goto('/change-password')
    await page.waitForURL('**/password-recovery-1')
    await context.close()
  })
})
