import { describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { createStaff, totpCode } from '../support/fixtures'
import { noteWhereShown } from '../support/shell'

const e2e = e2eSuite()

const openPage = (path: string) => e2e.openPage(path)

const signIn = submitSignIn

describe('signing in', () => {
  it('takes the demo admin from / through /signin to the dashboard home', async () => {
    const page = await openPage('/')
    await page.waitForURL('**/signin')
    await signIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.waitForURL('**/admin-dashboard/home')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Hello')
    await page.context().close()
  })

  it('says plainly when the password is wrong, and stays on /signin', async () => {
    const page = await openPage('/signin')
    await signIn(page, e2e.server.config.adminEmail, 'Not-the-password1!')
    await expect(
      page.getByText('Your email or password is invalid. Please try again or reset your password').waitFor(),
    ).resolves.toBeUndefined()
    expect(new URL(page.url()).pathname).toBe('/signin')
    await page.context().close()
  })

  it('asks for the authenticator code when two-factor verification is on', async () => {
    const staff = await createStaff(e2e.server.db, { twoFactor: true })
    const page = await openPage('/signin')
    await signIn(page, staff.email, staff.password)
    await page.waitForURL('**/signin-2fa')
    await page
      .getByRole('textbox', { name: 'Authentication code' })
      .fill(await totpCode(staff.totpSecret as string))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/admin-dashboard/home')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Somchai')
    await page.context().close()
  })

  it('sends /signin-2fa back to /signin when no second factor is pending', async () => {
    const page = await openPage('/signin-2fa')
    await page.waitForURL('**/signin')
    await page.context().close()
  })

  it('bounces a revoked token to /signin with the session-expired message', async () => {
    const page = await openPage('/signin')
    await signIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.waitForURL('**/admin-dashboard/home')
    // Watched from a fresh load of the screen: the open page may learn of the end live, before any reload.
    const shownOn = await noteWhereShown(page, 'Session Expired. Please sign in again.')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()

    // Another device signs this session out: the token in this browser is now revoked.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').jwtAccessToken)
    const signOut = await apiClient(e2e.server.baseUrl, { token }).POST('/auth/admin/sign-out', { body: {} })
    expect(signOut.response.status).toBe(204)

    await page.reload()
    await page.waitForURL('**/signin')
    // The message first, on the screen the token no longer opens; the sign-in page after it.
    expect((await shownOn())[0]).toMatch(/^\/admin-dashboard\//)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.context().close()
  })

  it('shows the support dialog on ?contact=true and goes to / when it closes', async () => {
    const page = await openPage('/signin?contact=true')
    const dialog = page.getByRole('dialog', { name: 'Contact IT support' })
    await dialog.waitFor()
    await expect(dialog.textContent()).resolves.toMatch(/11:00.*19:00/)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/signin')
    await page.context().close()
  })

  it('switches the sign-in screen to Thai from the flag menu and remembers it', async () => {
    const page = await openPage('/signin')
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'ไทย' }).click()
    await page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('th')
    await page.reload()
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th')
    await page.context().close()
  })

  it('sends an unknown path to the 404 page', async () => {
    const page = await openPage('/no/such/page')
    await page.waitForURL('**/error-404-not-found')
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor()
    await page.context().close()
  })
})
