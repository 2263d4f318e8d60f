import { describe, expect, it } from 'vitest'
import { newContext } from '../support/browser'
import { e2eSuite, submitSignIn } from '../support/e2e'

const e2e = e2eSuite()

// The sign-in call's path appears in the API client's code only (src/api/auth.ts).
const SIGN_IN_CALL = '/auth/admin/login'

describe('what /signin loads', () => {
  it('shows the form without the API client, fetches it once staff start typing, and signs in', async () => {
    const context = await newContext(e2e.browser, e2e.server.baseUrl)
    const page = await context.newPage()
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      // Scripts still arriving when the page closes (the home's lazy chunks after sign-in)
      // have no body to read; they are not what this test looks for.
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    const loadedApiClient = async () =>
      (await Promise.all(scripts)).some((code) => code.includes(SIGN_IN_CALL))

    await page.goto('/signin', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await loadedApiClient()).toBe(false)

    await page.getByRole('textbox', { name: 'Email' }).pressSequentially('a')
    await expect.poll(loadedApiClient).toBe(true)

    await submitSignIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
    await page.waitForURL('**/admin-dashboard/home')
  })
})
