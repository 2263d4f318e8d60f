import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** A second tab of the same browser, on a dashboard screen. */
async function secondTab(first: Page, path: string): Promise<Page> {
  const second = await first.context().newPage()
  await second.goto(path)
  await sidebar(second).getByRole('link', { name: 'Home' }).waitFor()
  return second
}

/**
 * Waits until the home has made its calls: its issue report loads once the page has settled, and a call
 * it made after the revocation below would find the session gone before the click meant to.
 */
async function homeSettled(tab: Page): Promise<void> {
  const report = tab.getByRole('region', { name: 'Issue report' })
  await report.getByRole('rowheader').first().or(report.getByText('No open issues.')).waitFor()
}

describe('one session across the tabs of a browser', () => {
  it('signing out in one tab signs out the other at once, which says why instead of hanging', async () => {
    const first = await signInAsAdmin(e2e)
    const second = await secondTab(first, '/admin-dashboard/profile')
    // A half-filled form in the second tab.
    const firstName = second.getByRole('textbox', { name: 'First name' })
    await firstName.fill('Half-typed')

    await first.getByRole('button', { name: 'Sign out' }).click()
    await first.waitForURL('**/signin')

    await second.waitForURL('**/signin', { timeout: 3000 })
    await second
      .getByRole('alert')
      .filter({ hasText: 'You signed out in another tab. Anything not yet saved on this tab was not kept.' })
      .waitFor()
    expect(await second.getByText('Checking your access…').count()).toBe(0)
    expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await first.context().close()
  })

  it('a session revoked elsewhere shows Session Expired in every tab and goes to /signin a second later', async () => {
    const first = await signInAsAdmin(e2e)
    const second = await secondTab(first, '/admin-dashboard/home')
    await Promise.all([homeSettled(first), homeSettled(second)])

    // Another device signs this session out: the token both tabs hold is revoked.
    const token = await first.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').jwtAccessToken)
    const signOut = await apiClient(e2e.server.baseUrl, { token }).POST('/auth/admin/sign-out', { body: {} })
    expect(signOut.response.status).toBe(204)

    // The first tab's next call finds out.
    await sidebar(first).getByRole('link', { name: 'Internal users' }).click()
    const tabs = [first, second]
    // Spec section 8: the message first, the sign-in page a second later. Where each tab was is read in
    // the page the moment the message shows, so a busy test machine cannot make the check late.
    const pathsWhenShown = await Promise.all(
      tabs.map(async (tab) => {
        const shown = await tab.waitForFunction(
          () =>
            [...document.querySelectorAll('[role="alert"]')].some((alert) =>
              alert.textContent?.includes('Session Expired. Please sign in again.'),
            )
              ? window.location.pathname
              : undefined,
          undefined,
          // A timer, not animation frames, which a tab in the background does not get.
          { polling: 50 },
        )
        return shown.jsonValue()
      }),
    )
    for (const path of pathsWhenShown) expect(path).toMatch(/^\/admin-dashboard\//)
    await Promise.all(tabs.map((tab) => tab.waitForURL('**/signin')))
    for (const tab of tabs) expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await first.context().close()
  })
})
